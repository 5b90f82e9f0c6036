import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SERVER } from "../../src/production-process";

const read = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), "utf8");
const { entry, flags, env } = PRODUCTION_SERVER;

/** The places that cannot import src/production-process.ts start the server the same way. */
describe("the production server's command", () => {
  it("is `npm run serve`'s", () => {
    const { scripts } = JSON.parse(read("apps/server/package.json")) as { scripts: Record<string, string> };
    const variables = Object.entries(env).map(([name, value]) => `${name}=${value}`);
    expect(scripts.serve).toBe([...variables, "node", ...flags, entry.replace("apps/server/", "")].join(" "));
  });

  it("is the systemd unit's", () => {
    const unit = read("deploy/systemd/somnia@.service");
    expect(unit).toContain(`ExecStart=/usr/bin/node ${[...flags, entry].join(" ")}\n`);
    for (const [name, value] of Object.entries(env)) expect(unit).toContain(`Environment=${name}=${value}\n`);
  });
});
