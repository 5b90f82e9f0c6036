#!/usr/bin/env node
// Makes sure the Debian packages the tests run are installed: Chromium at /usr/bin/chromium for the
// Playwright E2E suite, nginx at /usr/sbin/nginx for the rolling-restart test
// (apps/server/test/ops/). `node scripts/ensure-tools.mjs chromium nginx` names the ones needed.
// Playwright's own browser downloads are never used (see docs/decisions/009-vitest-and-playwright-with-debian-chromium.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const TOOLS = {
  chromium: {
    path: "/usr/bin/chromium",
    package: "chromium",
    why: "The E2E tests need Chromium",
    hint: "Somnia does not use Playwright's downloaded browsers, so `npx playwright install` will not help.",
  },
  nginx: {
    path: "/usr/sbin/nginx",
    package: "nginx",
    why: "The rolling-restart test runs Somnia behind nginx",
    hint: "The test starts its own nginx with its own configuration; the system's nginx service need not run.",
  },
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in TOOLS));
if (names.length === 0 || unknown.length > 0) {
  console.error(`Usage: node scripts/ensure-tools.mjs ${Object.keys(TOOLS).join(" | ")} …`);
  process.exit(2);
}
const missing = names.map((name) => TOOLS[name]).filter((tool) => !existsSync(tool.path));
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
const packages = missing.map((tool) => tool.package);

if (isRoot && hasApt) {
  console.info(`[ensure-tools] installing Debian's ${packages.join(", ")} with apt-get.`);
  for (const args of [["update"], ["install", "-y", ...packages]]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      console.error(
        `[ensure-tools] apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`,
      );
      process.exit(1);
    }
  }
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length === 0) process.exit(0);
  console.error(
    `[ensure-tools] apt-get finished but ${still.map((t) => t.path).join(", ")} is still missing.`,
  );
  process.exit(1);
}

for (const tool of missing) {
  console.error(
    [
      `[ensure-tools] ${tool.why} at ${tool.path}, and it is not there. Install it, then run the tests again:`,
      `  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y ${tool.package}`,
      tool.hint,
    ].join("\n"),
  );
}
process.exit(1);
