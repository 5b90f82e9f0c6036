import type { ErrorBody } from "@somnia/shared/errors";

/** An error answered by our API: `message` is safe to show to the user. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

let onUnauthorized: () => void = () => {};

/** The app decides what a 401 means (refresh the session, go to /auth keeping the location). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** The server counts plan months and "today" in the user's zone (an IANA name, e.g. "Europe/Berlin"). */
export const TIME_ZONE_HEADER = "X-Time-Zone";

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> =
    body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" };
  const timeZone = browserTimeZone();
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
  return headers;
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: headersFor(body),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      "NETWORK_ERROR",
      0,
      "Could not reach the server. Check your connection and try again.",
    );
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as Partial<ErrorBody> | null)?.error;
    if (response.status === 401) onUnauthorized();
    throw new ApiError(
      error?.code ?? "INTERNAL",
      response.status,
      error?.message ?? `Request failed (${response.status})`,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {}),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body),
};
