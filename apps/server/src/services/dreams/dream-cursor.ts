import { isIsoDate } from "@somnia/shared/dates";
import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { AppError } from "../../lib/app-error";
import { isDreamId } from "./dream-not-found";

/** The sort keys of the last dream on a page: newest dream date, then newest logged, then id. */
export interface DreamCursor {
  dreamDate: string;
  createdAt: string;
  id: string;
}

/** Opaque to clients: base64url of the keys. */
export function encodeCursor(row: { dreamDate: string; createdAt: Date | string; id: string }): string {
  const createdAt = typeof row.createdAt === "string" ? row.createdAt : row.createdAt.toISOString();
  return Buffer.from(JSON.stringify([row.dreamDate, createdAt, row.id])).toString("base64url");
}

function invalidCursor(): AppError {
  return new AppError("VALIDATION_FAILED", {
    message: "invalid dream list cursor",
    reason: DREAM_MESSAGES.invalidCursor,
  });
}

/** A cursor this server made, or a 400. */
export function decodeCursor(cursor: string): DreamCursor {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(keys) || keys.length !== 3 || !keys.every((k) => typeof k === "string")) {
    throw invalidCursor();
  }
  const [dreamDate, createdAt, id] = keys as [string, string, string];
  const instant = new Date(createdAt);
  const validInstant =
    !Number.isNaN(instant.getTime()) &&
    instant.toISOString() === createdAt &&
    isIsoDate(createdAt.slice(0, 10));
  if (!isIsoDate(dreamDate) || !validInstant || !isDreamId(id)) throw invalidCursor();
  return { dreamDate, createdAt, id };
}
