import type { LanguageModel } from "ai";
import type { AiRuntime } from "../types";

export type Sdk = typeof import("ai");
type Remote = Extract<AiRuntime, { kind: "remote" }>;

let sdk: Promise<Sdk> | undefined;

/**
 * The AI SDK, loaded by the first call to a model: a server on the built-in analyst never loads it
 * (with a provider's package, about 20 MB in memory).
 */
export function loadSdk(): Promise<Sdk> {
  sdk ??= import("ai");
  return sdk;
}

/** The SDK and the runtime's model, for one call. */
export async function sdkAndModel(runtime: Remote): Promise<{ sdk: Sdk; model: LanguageModel }> {
  const [loaded, model] = await Promise.all([loadSdk(), runtime.model()]);
  return { sdk: loaded, model };
}
