import { isApiError } from "@/lib/api-client";
import { CHAT_STRINGS as C, INTERPRETER_STRINGS as S } from "../strings";

const AI_CODES = new Set(["AI_UNAVAILABLE", "AI_TIMEOUT", "RATE_LIMITED"]);

/** What the chat says and toasts when a step fails (spec §8 'Interpreter'), from the error's kind. */
export function chatFailure(error: unknown): { bot: string | null; title: string; description: string } {
  if (!isApiError(error)) return { bot: C.botError, title: S.errorTitle, description: S.interpretFailed };
  if (error.status === 401) return { bot: null, title: S.errorTitle, description: C.notLoggedInInterpret };
  if (error.code === "NETWORK_ERROR")
    return { bot: C.botConnection, title: S.errorTitle, description: C.connectFailed };
  if (error.status === 404) return { bot: C.botCouldNot, title: S.errorTitle, description: C.unknownDream };
  if (AI_CODES.has(error.code) || error.status >= 500) {
    return { bot: C.botTechnical, title: S.errorTitle, description: error.message || S.interpretFailed };
  }
  // A refusal the server explained (plan limit, not analysed, an "I don't remember" entry).
  return { bot: C.botCouldNot, title: S.errorTitle, description: error.message || C.sendFailed };
}
