import type { ErrorBody, MessageParams } from "@somnia/shared/errors";
import { TIME_ZONE_HEADER } from "@somnia/shared/http";
import { messageText, t } from "./i18n/translate";

/**
 * An error answered by our API: `code` is the kind of failure, `reason` and `params` say what
 * happened (packages/shared/src/messages.ts), and `message` words it in the active locale.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly reason: string | undefined;
  readonly params: MessageParams | undefined;

  constructor(code: string, status: number, reason?: string, params?: MessageParams) {
    super();
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.reason = reason;
    this.params = params;
    // Worded when read, so in the locale (and with the messages) active then.
    Object.defineProperty(this, "message", { get: () => this.words(), configurable: true });
  }

  private words(): string {
    if (this.code === "NETWORK_ERROR") return t("common.networkError");
    if (this.reason) return messageText(this.reason, this.params);
    return t("common.requestFailed", { status: this.status });
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The server could not be reached (offline, DNS, a dropped connection). */
export const networkError = () => new ApiError("NETWORK_ERROR", 0);

let onUnauthorized: () => void = () => {};

/** The app decides what a 401 means (refresh the session, go to /auth keeping the location). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

async function refusal(response: Response): Promise<ApiError> {
  const data = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  if (response.status === 401) onUnauthorized();
  return new ApiError(
    data?.error?.code ?? "INTERNAL",
    response.status,
    data?.error?.reason,
    data?.error?.params,
  );
}

/**
 * The one fetch under every API call (src/api/client.ts hands it to Hono's client): the session
 * cookie, JSON unless the caller asks otherwise, and the browser's time zone. Resolves only with a
 * 2xx response; a refusal rejects with an ApiError carrying the server's reason (a 401 first goes
 * to the unauthorized handler), an unreachable server with `networkError()`. An aborted request
 * rejects with the abort's reason.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const timeZone = browserTimeZone();
  if (timeZone) headers.set(TIME_ZONE_HEADER, timeZone);
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: "same-origin" });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await refusal(response);
  return response;
}
