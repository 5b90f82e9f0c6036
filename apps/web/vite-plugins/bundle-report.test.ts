import { expect, it } from "vitest";
import { renderReport } from "./bundle-report";

const chunk = (fileName: string, code: string, more: Record<string, unknown> = {}) => ({
  type: "chunk",
  fileName,
  code,
  imports: [],
  isEntry: false,
  modules: { [`/repo/apps/web/src/${fileName}.tsx`]: { renderedLength: code.length } },
  viteMetadata: { importedCss: new Set<string>() },
  ...more,
});

it("lists each entry's first load (static imports and their CSS) and every other chunk as loaded later", () => {
  const bundle = {
    "main.js": chunk("main.js", "a".repeat(2048), {
      isEntry: true,
      facadeModuleId: "/repo/apps/web/index.html",
      imports: ["vendor.js"],
      viteMetadata: { importedCss: new Set(["main.css"]) },
    }),
    "vendor.js": chunk("vendor.js", "b".repeat(1024), { imports: ["main.js"] }),
    "journal.js": chunk("journal.js", "c".repeat(4096)),
    "main.css": { type: "asset", fileName: "main.css", source: "body{}" },
  };
  const report = renderReport(bundle as never);
  const [first, later] = report.split("## Loaded later");
  expect(first).toContain("## First load of `index.html`");
  expect(first).toMatch(/`main\.js` \| 2\.0 \|/);
  expect(first).toContain("`vendor.js`");
  expect(first).toContain("`main.css`");
  expect(first).toContain("| src/main.js.tsx 2.0 |");
  expect(first).toMatch(/\*\*total\*\* \| \*\*3\.0\*\*/);
  expect(first).not.toContain("journal.js");
  expect(later).toContain("`journal.js` | 4.0");
  expect(later).not.toContain("vendor.js");
});
