import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnProductionServer } from "../../src/production-process";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const NGINX = "/usr/sbin/nginx";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server process as an operator runs it: the compiled server (src/production-process.ts). */
export interface Instance {
  port: number;
  /** SIGTERM, then its exit code once it has finished what it had in flight. */
  stop(): Promise<number | null>;
}

/** Starts Somnia on `port` with `env` and resolves once its `/readyz` says ready. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawnProductionServer({ ...env, PORT: String(port), HOST: "127.0.0.1" }, "pipe");
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited at start:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the instance on ${port} was not ready in 90 s:\n${stderr}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await wait(100);
  }
  return {
    port,
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Waits until something accepts connections on `port`. */
async function listening(port: number, process: ChildProcess, log: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (process.exitCode !== null) {
      throw new Error(`nginx exited: ${await readFile(log, "utf8").catch(() => "")}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await wait(100);
  }
  throw new Error(`nginx is not listening on ${port}`);
}

/** The `X-Somnia-Config` header of a request to the proxy on a connection of its own. */
function configGeneration(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const req = httpGet({ host: "127.0.0.1", port, path: "/readyz", agent: false }, (res) => {
      res.resume();
      resolve(res.headers["x-somnia-config"] as string | undefined);
    });
    req.on("error", () => resolve(undefined));
  });
}

/**
 * Debian's nginx on `port` in front of the instances on `upstreams`, with the repository's proxy
 * settings (deploy/nginx/somnia-proxy.conf) and its own prefix, logs and temp files in `dir`.
 * `rotate` takes an instance out of the upstream (`down`) or puts it back, as an operator does with
 * `nginx -s reload`, and resolves once a new connection gets the new configuration.
 */
export async function startNginx(dir: string, port: number, upstreams: number[]) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `this test needs Debian's nginx at ${NGINX}: apt-get install -y nginx (or run \`node scripts/ensure-tools.mjs nginx\` as root)`,
    );
  }
  await mkdir(join(dir, "logs"), { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  const down = new Set<number>();
  let generation = 0;
  const conf = () => `
${runsAsRoot ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  # A connection per request from the load: a reload closes the old worker's idle keep-alive
  # connections, and a browser resends a request that meets one closing; undici's fetch does not.
  keepalive_timeout 0;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream somnia {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(p) ? " down" : ""};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Somnia-Config ${generation} always;
    include ${join(REPO_ROOT, "deploy/nginx/somnia-proxy.conf")};
  }
}
`;
  const confFile = join(dir, "nginx.conf");
  await writeFile(confFile, conf());
  const child = spawn(NGINX, ["-p", dir, "-c", confFile, "-e", join(dir, "logs/error.log")], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await listening(port, child, join(dir, "logs/error.log"));
  return {
    errorLog: () => readFile(join(dir, "logs/error.log"), "utf8").catch(() => ""),
    async rotate(upstream: number, inRotation: boolean) {
      if (inRotation) down.delete(upstream);
      else down.add(upstream);
      generation += 1;
      await writeFile(confFile, conf());
      child.kill("SIGHUP");
      const deadline = Date.now() + 30_000;
      while ((await configGeneration(port)) !== String(generation)) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload: ${await this.errorLog()}`);
        await wait(50);
      }
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
