import { type DreamDetections, dreamDetectionsSchema } from "@somnia/shared/detections";
import type { Crypto, UserCipher } from "../../crypto";
import type { DreamRow } from "../../db/schema/dreams";

/** The chips as stored: `{emotions, symbols}` as one encrypted JSON object (the flag is a column). */
export type StoredDetections = Omit<DreamDetections, "edited">;

const storedSchema = dreamDetectionsSchema.omit({ edited: true });

type DetectionFields = Pick<DreamRow, "userId" | "detections" | "detectionsEdited">;

export function encryptDetections(crypto: Crypto, userId: string, detections: StoredDetections) {
  const { emotions, symbols } = detections;
  return crypto.encrypt(userId, JSON.stringify({ emotions, symbols }));
}

/** Stored chips from their plaintext, or null when unreadable (a form no longer read). */
function decodeDetections(plaintext: string): StoredDetections | null {
  const parsed = storedSchema.safeParse(JSON.parse(plaintext));
  return parsed.success ? parsed.data : null;
}

/**
 * A row's chips in plaintext, or null when it has none (not detected yet, or unreadable). With
 * `recall`, the decoded chips are kept for the next read (UserCipher.recall).
 */
export function openDetections(
  cipher: UserCipher,
  row: DetectionFields,
  { recall = false } = {},
): DreamDetections | null {
  if (row.detections === null) return null;
  const stored = recall
    ? cipher.recall("detections", row.detections, decodeDetections)
    : decodeDetections(cipher.open(row.detections));
  return stored && { ...stored, edited: row.detectionsEdited };
}

/** `openDetections` with the key looked up. */
export async function decryptDetections(
  crypto: Crypto,
  row: DetectionFields,
): Promise<DreamDetections | null> {
  return row.detections === null ? null : openDetections(await crypto.forUser(row.userId), row);
}
