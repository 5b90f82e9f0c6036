import type { ExportData } from "@somnia/shared/account";
import type { ExportHead } from "./read-export-head";

/** The export's arrays, in the document's key order, each read a page at a time. */
export type ExportPages = {
  [K in "memory" | "dreams" | "analyses" | "interpretations"]: () => AsyncIterable<ExportData[K]>;
};

/** `JSON.stringify(value, null, 2)` nested `depth` levels deep: its inner lines indented to match. */
function nested(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(depth)}`);
}

/**
 * The export as JSON, the same text `JSON.stringify(data, null, 2)` gives for the whole
 * `ExportData`, in pieces: the opening (known before any page is read), then a piece per page.
 * String values never hold a raw line break (JSON escapes it), so indenting after every "\n" is exact.
 */
export async function* jsonExport(head: ExportHead, pages: ExportPages): AsyncGenerator<string> {
  yield `{\n  "exportedAt": ${nested(head.exportedAt, 1)},\n  "account": ${nested(head.account, 1)},\n  "profile": ${nested(head.profile, 1)}`;
  // Text that must come before the next piece: a key, or the end of an array, is sent with what follows.
  let pending = "";
  for (const key of ["memory", "dreams", "analyses", "interpretations"] as const) {
    pending += `,\n  ${JSON.stringify(key)}: `;
    let empty = true;
    for await (const page of pages[key]()) {
      if (page.length === 0) continue;
      const items = page.map((item) => `\n    ${nested(item, 2)}`).join(",");
      yield `${pending}${empty ? "[" : ","}${items}`;
      pending = "";
      empty = false;
    }
    pending += empty ? "[]" : "\n  ]";
  }
  yield `${pending}\n}`;
}
