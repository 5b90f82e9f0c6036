import { todayIn } from "@somnia/shared/dates";
import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { AppError } from "../../lib/app-error";

/** A dream is dated today or earlier, where the dreamer is (both are yyyy-MM-dd, so they compare as text). */
export function assertNotInFuture(dreamDate: string, timeZone: string, now: Date = new Date()): void {
  if (dreamDate > todayIn(timeZone, now)) {
    throw new AppError("VALIDATION_FAILED", {
      message: `dream date ${dreamDate} is in the future`,
      reason: DREAM_MESSAGES.futureDate,
    });
  }
}
