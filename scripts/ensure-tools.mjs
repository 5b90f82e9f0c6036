#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright E2E suite.
// Playwright's own browser downloads are never used (see docs/decisions/009-vitest-and-playwright.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

if (isRoot && hasApt) {
  console.info(
    `[ensure-chromium] ${CHROMIUM} is missing; installing Debian's chromium package with apt-get.`,
  );
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      console.error(
        `[ensure-chromium] apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`,
      );
      process.exit(1);
    }
  }
  if (existsSync(CHROMIUM)) process.exit(0);
  console.error(`[ensure-chromium] apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}

console.error(
  [
    `[ensure-chromium] The E2E tests need Chromium at ${CHROMIUM}, and it is not there.`,
    "Install it, then run the tests again:",
    "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
    "Somnia does not use Playwright's downloaded browsers, so `npx playwright install` will not help.",
  ].join("\n"),
);
process.exit(1);
