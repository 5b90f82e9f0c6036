// The embedded database's thread (docs/decisions/025-pglite-in-a-worker.md): PGlite runs here, so its
// WebAssembly work never stalls the server's event loop. The main thread (pglite-host.ts) forwards
// node-postgres's wire-protocol bytes per session and gets Postgres's reply bytes back.
//
// Plain JavaScript: a worker is started from a file, and this one must run without the TypeScript
// loader (under Vitest, and from `node --import tsx`, alike).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/** @type {{ dataDir?: string, loadDataDir?: string }} */
const options = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

const TERMINATE = 0x58; // 'X': a client's goodbye; PGlite's backend must not act on it
const SYNC_TYPE = 0x53; // 'S': ends an extended-protocol exchange (Parse, Bind, Execute, …)
const QUERY_TYPE = 0x51; // 'Q': a simple query, a whole exchange by itself
const SYNC = new Uint8Array([SYNC_TYPE, 0, 0, 0, 4]);

/**
 * PGlite has one backend, shared by node-postgres's connections. One session at a time owns it: from
 * its first message until it is back at a ReadyForQuery outside a transaction block. The others'
 * messages wait meanwhile, so two exchanges never interleave, nor two transactions; between them,
 * another connection's query is already queued here and the backend does not idle.
 * @type {number | null}
 */
let owner = null;
/** @type {Map<number, { pending: Uint8Array, started: boolean }>} */
const sessions = new Map();
/** @type {any[]} */
const queue = [];
let draining = false;

/** @param {unknown} error */
function fatal(error) {
  const message = error instanceof Error ? error.message : inspect(error);
  port.postMessage({ type: "fatal", message });
  process.exit(1);
}

/** @param {Uint8Array} a @param {Uint8Array} b */
function concat(a, b) {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** @param {Uint8Array} bytes @param {number} at */
const int32 = (bytes, at) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0);

/**
 * A new data directory is created by a process of its own (pglite-create.js), which takes initdb's
 * memory with it when it ends; this thread then opens the directory as on any start.
 * @param {string} dataDir
 */
async function createDataDir(dataDir) {
  const script = fileURLToPath(new URL("./pglite-create.js", import.meta.url));
  const creator = spawn(process.execPath, [script, dataDir], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  creator.stderr.setEncoding("utf8").on("data", (text) => {
    output += text;
  });
  const [code] = await once(creator, "exit");
  if (code !== 0) throw new Error(`creating the database in ${dataDir} failed: ${output.trim()}`);
}

/**
 * Postgres's own buffer cache (PGlite's default is 128 MB, all of it in memory from the start). A
 * journal of a thousand dreams takes a few megabytes; what does not fit is read from the operating
 * system's file cache (docs/decisions/049-compiled-server.md).
 */
const SHARED_BUFFERS = "16MB";

let db;
try {
  if (options.dataDir && !existsSync(join(options.dataDir, "PG_VERSION")))
    await createDataDir(options.dataDir);
  const loadDataDir = options.loadDataDir ? new Blob([await readFile(options.loadDataDir)]) : undefined;
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`];
  db = new PGlite({ dataDir: options.dataDir, loadDataDir, startParams });
  await db.waitReady;
} catch (error) {
  fatal(error);
}
const pglite = /** @type {PGlite} */ (db);

/**
 * Runs wire-protocol messages and returns PGlite's reply bytes. Through `execProtocolRawStream`, not
 * `execProtocolRaw`: the latter also parses every reply into a list that nothing empties (PGlite
 * 0.5), so the thread's memory grew by each answer's size, query after query.
 * @param {Uint8Array} bytes
 */
async function exec(bytes) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  // Copied: each chunk is a view of PGlite's WebAssembly memory.
  await pglite.execProtocolRawStream(bytes, { onRawData: (chunk) => chunks.push(chunk.slice()) });
  return chunks.length === 1 ? chunks[0] : chunks.reduce(concat, new Uint8Array(0));
}

/** Runs a session's complete messages; keeps an incomplete tail for the next chunk. */
async function runSession(/** @type {number} */ id, /** @type {Uint8Array} */ bytes) {
  const session = sessions.get(id) ?? { pending: new Uint8Array(0), started: false };
  sessions.set(id, session);
  let pending = concat(session.pending, bytes);
  /** @type {Uint8Array[]} */
  const replies = [];
  let exchangeDone = false;
  if (!session.started) {
    // The startup packet has no type byte: its length comes first.
    if (pending.length < 4 || pending.length < int32(pending, 0)) {
      session.pending = pending;
      return replies;
    }
    const length = int32(pending, 0);
    replies.push(await exec(pending.slice(0, length)));
    session.started = true;
    exchangeDone = true;
    pending = pending.subarray(length);
  }
  /** @type {Uint8Array[]} */
  const batch = [];
  let at = 0;
  while (pending.length - at >= 5) {
    const end = at + 1 + int32(pending, at + 1);
    if (end > pending.length) break;
    if (pending[at] !== TERMINATE) batch.push(pending.subarray(at, end));
    at = end;
  }
  session.pending = pending.slice(at);
  // One call for the whole batch (Parse … Sync): Postgres's loop reads message after message.
  if (batch.length > 0) {
    replies.push(await exec(batch.reduce(concat, new Uint8Array(0))));
    const last = batch.at(-1)?.[0];
    exchangeDone = last === SYNC_TYPE || last === QUERY_TYPE;
  }
  if (exchangeDone && session.pending.length === 0 && !pglite.isInTransaction()) owner = null;
  return replies;
}

/** A session ended: what it left open (an exchange, a transaction) may not leak into the next owner's. */
async function endSession(/** @type {number} */ id) {
  sessions.delete(id);
  if (owner !== id) return;
  await exec(SYNC);
  if (pglite.isInTransaction()) await pglite.exec("rollback");
  await pglite.exec("discard all");
  owner = null;
}

async function handle(/** @type {any} */ message) {
  switch (message.type) {
    case "data": {
      owner ??= message.session;
      const replies = await runSession(message.session, message.bytes);
      const bytes = replies.length === 1 ? replies[0] : replies.reduce(concat, new Uint8Array(0));
      port.postMessage({ type: "data", session: message.session, bytes }, [bytes.buffer]);
      return;
    }
    case "end":
      await endSession(message.session);
      port.postMessage({ type: "ended", session: message.session });
      return;
    case "dump": {
      const tarball = await (await pglite.dumpDataDir("none")).arrayBuffer();
      port.postMessage({ type: "result", id: message.id, value: tarball }, [tarball]);
      return;
    }
    case "close":
      // The main thread waits for this thread's exit.
      await pglite.close();
      process.exit(0);
  }
}

/** Strictly one message at a time: the owner's first, else the oldest; the others stay queued in order. */
async function drain() {
  if (draining) return;
  draining = true;
  try {
    for (;;) {
      const index = queue.findIndex((m) => m.session === undefined || owner === null || m.session === owner);
      if (index === -1) break;
      await handle(queue.splice(index, 1)[0]);
    }
  } catch (error) {
    // A trap in the WebAssembly leaves PGlite unusable: report it and stop rather than answer wrongly.
    fatal(error);
  }
  draining = false;
}

port.on("message", (message) => {
  queue.push(message);
  void drain();
});
port.postMessage({ type: "ready" });
