import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { AppError } from "../../lib/app-error";

/** The same 404 for a missing entry and for another user's entry. */
export function memoryNotFound(id: string): AppError {
  return new AppError("NOT_FOUND", {
    message: `memory entry ${id} not found`,
    reason: INTERPRETER_MESSAGES.memoryNotFound,
  });
}
