import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { App } from "../../src/app";
import type { OpenApiDocument } from "../../src/lib/openapi-document";
import { PUBLIC_URL } from "./test-app";

const DOCUMENT_ID = "somnia-openapi.json";
const METHODS = ["get", "post", "put", "patch", "delete"];
/** The document's own fields: the validator reads it as the root its schemas' `$ref`s point into. */
const DOCUMENT_FIELDS = [
  "openapi",
  "info",
  "jsonSchemaDialect",
  "servers",
  "paths",
  "webhooks",
  "components",
  "security",
  "tags",
  "externalDocs",
];

interface DocumentedResponse {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, unknown>;
}

interface Operation {
  key: string;
  pattern: RegExp;
  params: number;
  /** The JSON pointer of the operation in the document. */
  pointer: string;
  responses: Record<string, DocumentedResponse>;
}

/** A JSON pointer token: `~` and `/` escaped. */
export const escapePointer = (token: string) => token.replace(/~/g, "~0").replace(/\//g, "~1");

/** The served document, its operations and a JSON Schema 2020-12 validator over it. */
export class Contract {
  readonly operations: Operation[];
  readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    // Strict: a keyword JSON Schema does not know (a serialised zod object's `def`) is an error.
    this.ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addVocabulary(DOCUMENT_FIELDS);
    this.ajv.addSchema(document, DOCUMENT_ID);
    this.operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { responses: Record<string, DocumentedResponse> }>)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({
          key: `${method.toUpperCase()} ${path}`,
          pattern: new RegExp(`^${path.replace(/\{[^/]+\}/g, "[^/]+")}$`),
          params: path.split("{").length - 1,
          pointer: `#/paths/${escapePointer(path)}/${method}`,
          responses: operation.responses,
        })),
    );
  }

  /** The operation `method path` is, literal segments first (`/dreams/latest` before `/dreams/{id}`). */
  find(method: string, path: string): Operation | undefined {
    return this.operations
      .filter((o) => o.key.startsWith(`${method.toUpperCase()} `) && o.pattern.test(path))
      .sort((a, b) => a.params - b.params)[0];
  }

  /** The validator of the schema at `pointer` (a JSON pointer into the document), compiled once. */
  validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
      if (!validate) throw new Error(`Contract: the document has no schema at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

const contracts = new WeakMap<App, Promise<Contract>>();
/** By the document's text: the apps of one worker serve the same document, compiled once. */
const compiled = new Map<string, Contract>();

/** The contract of `app`: the document it serves at /api/openapi.json, read once per app. */
export function contractOf(app: App): Promise<Contract> {
  let contract = contracts.get(app);
  if (!contract) {
    contract = (async () => {
      const response = await app.request(`${PUBLIC_URL}/api/openapi.json`);
      if (response.status !== 200) throw new Error(`Contract: /api/openapi.json answered ${response.status}`);
      const text = await response.text();
      const known = compiled.get(text) ?? new Contract(JSON.parse(text) as OpenApiDocument);
      compiled.set(text, known);
      return known;
    })();
    contracts.set(app, contract);
  }
  return contract;
}

/**
 * Checks a response against the document the app serves: its operation must exist (a request
 * no operation matches may only be refused, 404 or 405), its status must be documented, with
 * each required header, and its body must be of a documented media type; a JSON body must be
 * valid against the documented schema (JSON Schema 2020-12). A stream is not read.
 */
export async function checkContract(app: App, method: string, url: string, response: Response) {
  const path = new URL(url).pathname;
  if (!path.startsWith("/api/")) return; // the web app's files (production), not the API
  const contract = await contractOf(app);
  const where = `${method} ${path} → ${response.status}`;
  const operation = contract.find(method, path);
  if (!operation) {
    if (response.status === 404 || response.status === 405) return;
    throw new Error(`Contract: no documented operation for ${where}`);
  }
  const documented = operation.responses[String(response.status)];
  if (!documented) throw new Error(`Contract: ${operation.key} does not document ${where}`);
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required && !response.headers.has(name)) {
      throw new Error(`Contract: ${where} lacks the ${name} header ${operation.key} documents`);
    }
  }
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!mediaType) return;
  const declared = mediaType in (documented.content ?? {});
  if (mediaType !== "application/json") {
    if (!declared) throw new Error(`Contract: ${operation.key} documents no ${mediaType} for ${where}`);
    return;
  }
  const text = await response.clone().text();
  if (text === "") {
    if (declared) throw new Error(`Contract: ${where} has no body, but ${operation.key} documents one`);
    return;
  }
  if (!declared) throw new Error(`Contract: ${operation.key} documents no JSON for ${where}`);
  const pointer = `${operation.pointer}/responses/${response.status}/content/application~1json/schema`;
  const validate = contract.validator(pointer);
  if (!validate(JSON.parse(text))) {
    const errors = contract.ajv.errorsText(validate.errors, { separator: "\n" });
    throw new Error(`Contract: the body of ${where} does not match ${operation.key}'s schema:\n${errors}`);
  }
}
