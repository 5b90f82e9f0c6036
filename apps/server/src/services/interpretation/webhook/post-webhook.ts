import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { webhookError, webhookTimeout } from "./webhook-error";

export interface PostWebhookOptions {
  /** The request's abort signal: a client that goes away cancels the call. */
  signal?: AbortSignal;
  timeoutMs: number;
}

/**
 * POSTs a JSON body to a workflow webhook and returns the parsed JSON reply (docs/product.md): 405 is
 * 'Method not allowed', any other non-OK status a status error, a non-JSON body
 * 'Invalid response format: not valid JSON'; a refused connection or a timeout cannot connect.
 */
export async function postWebhook(url: string, body: unknown, options: PostWebhookOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal,
      redirect: "error",
    });
    text = await response.text();
  } catch (err) {
    if (timeout.aborted) throw webhookTimeout(url, err);
    const detail = options.signal?.aborted ? "cancelled by the client" : `could not reach ${url}`;
    throw webhookError(INTERPRETER_MESSAGES.connectFailed, detail, err);
  }
  if (response.status === 405) {
    throw webhookError(INTERPRETER_MESSAGES.webhookMethodNotAllowed, `${url} answered 405`);
  }
  if (!response.ok) {
    throw webhookError(INTERPRETER_MESSAGES.webhookStatus, `${url} answered ${response.status}`, undefined, {
      status: response.status,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw webhookError(INTERPRETER_MESSAGES.webhookNotJson, `${url} sent a body that is not JSON`, err);
  }
}
