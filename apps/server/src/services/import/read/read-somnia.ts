import { exportDataSchema } from "@somnia/shared/account";
import { IMPORT_MESSAGES, type ImportPlace } from "@somnia/shared/import";
import type { ImportItem } from "./import-reading";
import { jsonElements } from "./json-stream";
import { normaliseEntry, problemItem } from "./normalise-entry";

const { dreams, analyses, interpretations } = exportDataSchema.shape;

const unreadable = (place: ImportPlace) => problemItem(place, IMPORT_MESSAGES.entryUnreadable);

/**
 * A Somnia JSON export (GET /api/export?format=json, `exportDataSchema`), streamed: each dream with
 * every field it carries, then the analyses and interpretations, which follow their dreams in the
 * document. An element its schema refuses is IMPORT_ENTRY_UNREADABLE at its place in its list;
 * the account, profile and memory are not imported.
 */
export async function* somniaItems(text: AsyncIterable<string>, today: string): AsyncGenerator<ImportItem> {
  for await (const { list, index, value } of jsonElements(text, ["dreams", "analyses", "interpretations"])) {
    const place = { entry: index + 1 };
    if (list === "dreams") {
      const read = dreams.element.safeParse(value);
      if (!read.success) {
        yield unreadable(place);
        continue;
      }
      const dream = read.data;
      yield normaliseEntry(
        {
          place,
          dreamDate: dream.dreamDate,
          title: dream.title,
          content: dream.content,
          tags: dream.tags ?? [],
          createdAt: dream.createdAt,
          somnia: {
            sourceId: dream.id,
            notRemembered: dream.notRemembered,
            types: dream.types,
            suggestedTypes: dream.suggestedTypes,
            vividness: dream.vividness,
            excludeFromAi: dream.excludeFromAi,
            detections: dream.detections,
            isAnalyzed: dream.isAnalyzed,
          },
        },
        today,
      );
    } else if (list === "analyses") {
      const read = analyses.element.safeParse(value);
      yield read.success ? { kind: "analysis", place, analysis: read.data } : unreadable(place);
    } else {
      const read = interpretations.element.safeParse(value);
      yield read.success ? { kind: "interpretation", place, interpretation: read.data } : unreadable(place);
    }
  }
}
