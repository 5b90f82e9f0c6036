import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/translate";

const AI_CODES = new Set(["AI_UNAVAILABLE", "AI_TIMEOUT", "RATE_LIMITED"]);

/** What the chat says and toasts when a step fails, from the error's kind. */
export function chatFailure(error: unknown): { bot: string | null; title: string; description: string } {
  if (!isApiError(error))
    return {
      bot: t("interpreter.chat.botError"),
      title: t("interpreter.errorTitle"),
      description: t("interpreter.interpretFailed"),
    };
  if (error.status === 401)
    return {
      bot: null,
      title: t("interpreter.errorTitle"),
      description: t("interpreter.chat.notLoggedInInterpret"),
    };
  if (error.code === "NETWORK_ERROR")
    return {
      bot: t("interpreter.chat.botConnection"),
      title: t("interpreter.errorTitle"),
      description: t("interpreter.chat.connectFailed"),
    };
  if (error.status === 404)
    return {
      bot: t("interpreter.chat.botCouldNot"),
      title: t("interpreter.errorTitle"),
      description: t("interpreter.chat.unknownDream"),
    };
  if (AI_CODES.has(error.code) || error.status >= 500) {
    return {
      bot: t("interpreter.chat.botTechnical"),
      title: t("interpreter.errorTitle"),
      description: error.message || t("interpreter.interpretFailed"),
    };
  }
  // A refusal the server explained (plan limit, not analysed, an "I don't remember" entry).
  return {
    bot: t("interpreter.chat.botCouldNot"),
    title: t("interpreter.errorTitle"),
    description: error.message || t("interpreter.chat.sendFailed"),
  };
}
