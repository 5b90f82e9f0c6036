import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { OpenApiDocument } from "./openapi-document";

type Json = Record<string, unknown>;
type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; max-width: 70rem; margin: 0 auto; padding: 1rem 1.5rem; color: #1f2430; }
h1 { margin-bottom: 0; } h2 { border-bottom: 1px solid #ccd; margin-top: 2.5rem; text-transform: capitalize; }
nav a { margin-right: 1rem; } code, pre { font: 13px/1.4 ui-monospace, monospace; }
pre { background: #f4f5f8; padding: .75rem; overflow-x: auto; border-radius: 6px; }
section { border: 1px solid #dde; border-radius: 8px; padding: .25rem 1rem; margin: 1rem 0; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; text-transform: uppercase; }
.get { color: #1a7f37; } .post { color: #0b5cad; } .put, .patch { color: #9a6700; } .delete { color: #cf222e; }
table { border-collapse: collapse; } td, th { text-align: left; padding: .25rem .75rem .25rem 0; vertical-align: top; }
`;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function parameters(list: Json[] | undefined): Fragment | string {
  if (!list?.length) return "";
  const rows = list.map(
    (p) => html`<tr>
      <td><code>${String(p.name)}</code></td><td>${String(p.in)}</td><td>${p.required ? "required" : ""}</td>
      <td><code>${pretty(p.schema ?? {})}</code></td><td>${String(p.description ?? "")}</td>
    </tr>`,
  );
  return html`<h4>Parameters</h4><table>${rows}</table>`;
}

function content(body: Json | undefined): Fragment[] {
  const media = (body?.content ?? {}) as Record<string, Json>;
  return Object.entries(media).map(
    ([type, { schema }]) =>
      html`<details><summary><code>${type}</code></summary><pre>${pretty(schema ?? {})}</pre></details>`,
  );
}

function headers(response: Json): Fragment | string {
  const names = Object.keys((response.headers ?? {}) as Json);
  return names.length ? html`(headers: ${names.map((name) => html`<code>${name}</code> `)})` : "";
}

function operation(path: string, method: string, op: Json): Fragment {
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>).map(
    ([status, response]) =>
      html`<li><strong>${status}</strong> ${String(response.description ?? "")} ${headers(response)} ${content(response)}</li>`,
  );
  const body = op.requestBody as Json | undefined;
  return html`<section id="${String(op.operationId)}">
    <h3><span class="method ${method}">${method}</span> <code>${path}</code></h3>
    <p>${String(op.summary ?? "")}</p>
    ${op.description ? html`<p>${String(op.description)}</p>` : ""}
    ${parameters(op.parameters as Json[] | undefined)}
    ${body ? html`<h4>Request body</h4>${content(body)}` : ""}
    <h4>Responses</h4><ul>${responses}</ul>
  </section>`;
}

/**
 * GET /api/docs: the OpenAPI document as one readable HTML page, rendered on the server — no
 * script, nothing from another origin, so it works offline and under the app's CSP
 * (lib/security-headers.ts). Operations are grouped by their first tag.
 */
export function renderReferencePage(document: OpenApiDocument): Fragment {
  const { info } = document;
  const groups = new Map<string, Fragment[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Json | undefined>)[method];
      if (!op) continue;
      const tag = String((op.tags as string[] | undefined)?.[0] ?? "other");
      groups.set(tag, [...(groups.get(tag) ?? []), operation(path, method, op)]);
    }
  }
  const tags = [...groups.keys()];
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${info.title} reference</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <h1>${info.title} <small>${info.version}</small></h1>
    <p>${info.description ?? ""}</p>
    <p>The machine-readable document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1).</p>
    <nav>${tags.map((tag) => html`<a href="#${tag}">${tag}</a>`)}</nav>
    ${tags.map((tag) => html`<h2 id="${tag}">${tag}</h2>${groups.get(tag)}`)}
  </body>
</html>`;
}
