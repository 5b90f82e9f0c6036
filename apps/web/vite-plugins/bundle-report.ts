import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The report's place in the repository: docs/bundle-report.md. */
const REPORT = fileURLToPath(new URL("../../../docs/bundle-report.md", import.meta.url));

type Bundle = Parameters<NonNullable<Extract<Plugin["generateBundle"], (...args: never[]) => unknown>>>[1];
type Output = Bundle[string];
interface Row {
  file: string;
  raw: number;
  gzip: number;
  biggest: string;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sourceOf = (output: Output) => (output.type === "chunk" ? output.code : output.source);

/** The repository's root, which no path in the report names. */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** A module as a reader finds it: a package path, a path under apps/web, or one from the repository's root. */
const shortId = (id: string) =>
  id
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\/apps\/web\//, "")
    .replace(ROOT, "");

/** The three modules that weigh most in a chunk, by rendered size: what to look at first. */
function biggest(output: Output): string {
  if (output.type !== "chunk") return "";
  return Object.entries(output.modules)
    .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
    .slice(0, 3)
    .map(([id, module]) => `${shortId(id)} ${kib(module.renderedLength)}`)
    .join(", ");
}

function row(bundle: Bundle, file: string): Row {
  const output = bundle[file];
  if (!output) return { file, raw: 0, gzip: 0, biggest: "" };
  const source = sourceOf(output);
  return {
    file,
    raw: Buffer.byteLength(source),
    gzip: gzipSync(source, { level: 9 }).length,
    biggest: biggest(output),
  };
}

/** An entry's first load: the entry, every chunk it imports statically (transitively) and their CSS. */
function firstLoad(bundle: Bundle, entry: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (files.has(file) || output?.type !== "chunk") return;
    files.add(file);
    for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of output.imports) visit(imported);
  };
  visit(entry);
  return [...files];
}

function table(rows: Row[]): string[] {
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return [
    "| file | KiB | KiB gzip | largest modules (KiB) |",
    "| --- | ---: | ---: | --- |",
    ...rows.map((r) => `| \`${r.file}\` | ${kib(r.raw)} | ${kib(r.gzip)} | ${r.biggest} |`),
    `| **total** | **${kib(total.raw)}** | **${kib(total.gzip)}** | |`,
  ];
}

/** Renders the report for a finished bundle (exported for its test). */
export function renderReport(bundle: Bundle): string {
  const entries = Object.values(bundle).filter((output) => output.type === "chunk" && output.isEntry);
  const initial = new Set(entries.flatMap((entry) => firstLoad(bundle, entry.fileName)));
  const lines = [
    "# Bundle report",
    "",
    "Written by `npm run build:report` (apps/web/vite-plugins/bundle-report.ts): what each page's first",
    "load carries, then every chunk loaded later, by route or on first use. Sizes are of the built",
    "files, gzip at level 9 (the server sends the brotli twins, a little smaller).",
  ];
  for (const entry of entries) {
    const page = entry.type === "chunk" ? entry.facadeModuleId?.replace(/^.*\//, "") : entry.fileName;
    lines.push(
      "",
      `## First load of \`${page}\``,
      "",
      ...table(firstLoad(bundle, entry.fileName).map((f) => row(bundle, f))),
    );
  }
  const later = Object.keys(bundle)
    .filter((file) => /\.(js|css)$/.test(file) && !initial.has(file))
    .map((file) => row(bundle, file))
    .sort((a, b) => b.gzip - a.gzip);
  lines.push("", "## Loaded later", "", ...table(later), "");
  return lines.join("\n");
}

/** With BUNDLE_REPORT set, the build writes docs/bundle-report.md. */
export function bundleReport(): Plugin {
  return {
    name: "somnia:bundle-report",
    apply: () => Boolean(process.env.BUNDLE_REPORT),
    async generateBundle(_options, bundle) {
      await writeFile(REPORT, renderReport(bundle));
      this.info(`bundle report written to ${REPORT}`);
    },
  };
}
