import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { AppError } from "../../lib/app-error";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a dream's is simply not found (never a database error). */
export function isDreamId(id: string): boolean {
  return UUID.test(id);
}

/** The same 404 for a missing dream and for another user's dream. */
export function dreamNotFound(id: string): AppError {
  return new AppError("NOT_FOUND", {
    message: `dream ${id} not found`,
    reason: DREAM_MESSAGES.notFound,
  });
}
