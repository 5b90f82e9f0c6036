#!/usr/bin/env node
// One-way imports: app → features → api/components/lib/config → packages/shared
// (docs/decisions/022-no-cross-feature-imports.md, docs/decisions/016-web-api-layer.md).
// - a file in features/X imports nothing from features/Y, nor from app/;
// - api/ imports only api/, lib/ and config/ of the web app (and packages);
// - components/, lib/ and config/ import nothing from features/ or app/; lib/ and config/ nothing from api/;
// - of the server, the web app imports only the type entry point, type-only, in api/
//   (`import type { ApiType } from "@somnia/server/api-type"`);
// - packages/shared imports nothing from apps/; apps/landing imports only packages/shared.
// Prints each offending `file:line` and exits 1; exits 0 silently when all is well.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webSrc = path.join(root, "apps/web/src");
const sharedSrc = path.join(root, "packages/shared/src");
const appsDir = path.join(root, "apps");
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
/** Aliases that point at apps/web/src (vite/tsconfig `@/…`, `~/…`, `src/…`). */
const WEB_ALIASES = ["@/", "~/", "src/"];

function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Replaces comments (not strings) with spaces, keeping offsets and line numbers. */
function stripComments(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") {
        out += " ";
        i++;
      }
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== "`" && text[j] === "\n"))
        j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const IMPORT_PATTERNS = [
  /\b(?:import|export)\b[^;"'`]*?\bfrom\s*(["'])([^"'\n]+)\1/g,
  /\bimport\s*(["'])([^"'\n]+)\1/g,
  /\b(?:import|require)\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g,
];

function importsOf(file) {
  const text = stripComments(readFileSync(file, "utf8"));
  const found = new Map();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const offset = match.index + match[0].lastIndexOf(match[2]);
      const line = text.slice(0, offset).split("\n").length;
      const typeOnly = /^(?:import|export)\s+type\b/.test(match[0]);
      found.set(`${line}:${match[2]}`, { line, specifier: match[2], typeOnly });
    }
  }
  return [...found.values()];
}

/** Absolute path an import points at, or null for a package import. */
function resolveTarget(file, specifier, aliases) {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  for (const alias of aliases) {
    if (specifier.startsWith(alias)) return path.join(webSrc, specifier.slice(alias.length));
  }
  return null;
}

/** `features/dreams/...` → ["features", "dreams"]; null when outside apps/web/src. */
function webArea(absolute) {
  const rel = path.relative(webSrc, absolute);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel.split(path.sep);
}

const problems = [];
const report = (file, line, message) => problems.push(`${path.relative(root, file)}:${line}: ${message}`);

const serverDir = path.join(appsDir, "server");
const SERVER_TYPES = "@somnia/server/api-type";

/** The server reached from the web app other than by a type-only import of its type entry point in api/. */
function serverImportProblem(area, specifier, typeOnly, target) {
  const intoServer =
    /^@somnia\/server(?:\/|$)/.test(specifier) ||
    (target !== null && !path.relative(serverDir, target).startsWith(".."));
  if (!intoServer) return null;
  if (area === "api" && specifier === SERVER_TYPES && typeOnly) return null;
  return `the web app imports only types from the server, as \`import type … from "${SERVER_TYPES}"\` in api/ ("${specifier}")`;
}

for (const file of walk(webSrc)) {
  const [area, feature] = webArea(file);
  for (const { line, specifier, typeOnly } of importsOf(file)) {
    const target = resolveTarget(file, specifier, WEB_ALIASES);
    const serverProblem = serverImportProblem(area, specifier, typeOnly, target);
    if (serverProblem) report(file, line, serverProblem);
    const targetParts = target ? webArea(target) : null;
    if (!targetParts) continue;
    const [targetArea, targetFeature] = targetParts;
    if (area === "features" && targetArea === "features" && targetFeature !== feature) {
      report(
        file,
        line,
        `features/${feature} must not import from features/${targetFeature} ("${specifier}")`,
      );
    } else if (area === "features" && targetArea === "app") {
      report(file, line, `features/ must not import from app/ ("${specifier}")`);
    } else if (area === "api" && !["api", "lib", "config"].includes(targetArea)) {
      report(file, line, `api/ imports only api/, lib/ and config/ ("${specifier}")`);
    } else if (["components", "lib", "config"].includes(area) && ["features", "app"].includes(targetArea)) {
      report(file, line, `${area}/ must not import from ${targetArea}/ ("${specifier}")`);
    } else if (["lib", "config"].includes(area) && targetArea === "api") {
      report(file, line, `${area}/ must not import from api/ ("${specifier}")`);
    }
  }
}

for (const file of walk(sharedSrc)) {
  for (const { line, specifier } of importsOf(file)) {
    const target = specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
    const intoApps = target !== null && !path.relative(appsDir, target).startsWith("..");
    if (intoApps || /^@somnia\/(?!shared(?:\/|$))/.test(specifier)) {
      report(file, line, `packages/shared must not import from apps/ ("${specifier}")`);
    }
  }
}

// The landing host is deployed on its own: of the repository it imports only packages/shared.
const landingSrc = path.join(appsDir, "landing/src");
for (const file of walk(landingSrc)) {
  for (const { line, specifier } of importsOf(file)) {
    const target = specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
    const outside = target !== null && path.relative(landingSrc, target).startsWith("..");
    if (outside || /^@somnia\/(?!shared(?:\/|$))/.test(specifier)) {
      report(file, line, `apps/landing must import only packages/shared ("${specifier}")`);
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Import boundary violations (docs/decisions/022-no-cross-feature-imports.md):\n${problems.join("\n")}`,
  );
  process.exit(1);
}
