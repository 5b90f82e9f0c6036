import type { UserCipher } from "../../crypto";
import type { DreamRow } from "../../db/schema/dreams";
import { openDetections } from "../dreams/dream-detections";
import { openMarks } from "../dreams/dream-marks";
import { openTags } from "../dreams/to-dream";
import type { SearchableDream } from "./index-entries";

type StoredFields = Pick<
  DreamRow,
  "userId" | "notRemembered" | "title" | "content" | "tags" | "detections" | "detectionsEdited" | "marks"
>;

/**
 * A stored row decrypted as far as the index needs: title, text, tags, the chips' ids and the types, read
 * exactly as the API reads them (chips that do not parse are none), so counts match what is shown.
 */
export function searchableDream(cipher: UserCipher, row: StoredFields): SearchableDream {
  const detections = openDetections(cipher, row);
  return {
    notRemembered: row.notRemembered,
    title: row.title === null ? null : cipher.open(row.title),
    content: cipher.open(row.content),
    tags: openTags(cipher, row.tags),
    emotions: detections?.emotions.map((e) => e.emotion) ?? [],
    symbols: detections?.symbols.map((s) => s.symbol) ?? [],
    types: openMarks(cipher, row).types,
  };
}
