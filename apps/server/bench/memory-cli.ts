/**
 * `npm run bench:memory [-- --out FILE]`: the production server's memory alone (memory.ts), the part
 * of `npm run bench` an operator sizing a machine needs; about 3 minutes. The JSON holds `memory`
 * as `npm run bench`'s does.
 */
import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { measureServerMemory, memoryTable } from "./memory";
import { DEFAULT_PG_URL } from "./targets";

const { values: args } = parseArgs({ options: { out: { type: "string" } } });
const log = (line: string) => process.stderr.write(`${line}\n`);
const before = loadavg()[0] ?? 0;
const figures = await measureServerMemory(process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL, log);
const after = loadavg()[0] ?? 0;
process.stdout.write(
  `\n${[`Load average ${before.toFixed(2)} before / ${after.toFixed(2)} after.`, ...memoryTable(figures)].join("\n")}\n`,
);
if (args.out) {
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), args.out);
  const json = { date: new Date().toISOString(), loadAverage: { before, after }, ...figures };
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
}
