import type { ErrorBody } from "@somnia/shared/errors";
import { ApiError, TIME_ZONE_HEADER } from "@/lib/api-client";

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

function headers(accept: string): Record<string, string> {
  const result: Record<string, string> = { Accept: accept, "Content-Type": "application/json" };
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) result[TIME_ZONE_HEADER] = zone;
  } catch {
    // No zone: the server uses its default.
  }
  return result;
}

async function errorOf(response: Response): Promise<ApiError> {
  const data = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new ApiError(
    data?.error?.code ?? "INTERNAL",
    response.status,
    data?.error?.message ?? `Request failed (${response.status})`,
  );
}

/**
 * POSTs and reads an NDJSON answer line by line as it arrives (fetch + ReadableStream), calling
 * `onEvent` with each parsed line. A refusal before streaming began is an ordinary JSON error and
 * is thrown as an ApiError; errors inside the stream arrive as events for the caller to judge.
 */
export async function postStream(
  path: string,
  accept: string,
  onEvent: (event: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: headers(accept),
      body: "{}",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("NETWORK_ERROR", 0, NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);
  if (!response.body) throw new ApiError("INTERNAL", response.status, "The server sent an empty answer");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line));
    if (done) return;
  }
}
