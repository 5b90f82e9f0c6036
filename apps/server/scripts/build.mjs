// `npm run build -w @somnia/server`: the server as the production process runs it (`npm run serve`),
// one ES module bundle in apps/server/dist/ (docs/decisions/049-compiled-server.md). Somnia's own
// TypeScript (the server, packages/shared, the landing site) is compiled into it; the packages of
// node_modules are imported from there as they are. `npm run dev`, the tests and the maintenance
// commands run the TypeScript source through tsx.
import { readFile, rm } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const outdir = fileURLToPath(new URL("../dist/", import.meta.url));

/**
 * A source file's `import.meta.url` stays that file's own address, written relative to the bundle so
 * that the repository can move: what a module reads beside itself (the PGlite worker, the
 * migrations, the symbol texts, the e-mail catalogues, the landing site's files) is found where it is
 * in the repository. Every output file is in `dist/` itself, so one relative path holds for all.
 */
const ownAddress = {
  name: "own-import-meta-url",
  setup(esbuild) {
    // Bare specifiers are the packages of node_modules, imported at run time; Somnia's own workspace
    // packages are TypeScript source and are compiled in.
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("@somnia/") || path.startsWith("node:") ? undefined : { path, external: true },
    );
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      const address = `new URL(${JSON.stringify(relative(outdir, path))}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", address), loader: "ts" };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { index: fileURLToPath(new URL("../src/index.ts", import.meta.url)) },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: "[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [ownAddress],
  // No comments, whitespace or dead code: V8 keeps every module's source in memory. Names are kept, so
  // a stack trace still says where; `node --enable-source-maps` maps it to the TypeScript source.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
});
