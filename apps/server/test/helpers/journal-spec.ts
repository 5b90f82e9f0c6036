import { type ExportData, exportDataSchema } from "@somnia/shared/account";
import { type DreamType, NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import { expect } from "vitest";
import { dreams, interpretations } from "../../src/db/schema";
import { sealMarks } from "../../src/services/dreams/dream-marks";
import { analyse } from "./export-seed";
import type { TestUser } from "./factories";
import { call, json } from "./http";
import type { TestApp } from "./test-app";

/** One dream of a journal stored for an export test, with what may come with it. */
export interface DreamSpec {
  dreamDate: string;
  notRemembered: boolean;
  title: string | null;
  content: string;
  tags: string[];
  types: DreamType[];
  suggested: DreamType[];
  vividness: number | null;
  excludeFromAi: boolean;
  /** Its emotion and symbol chips, as stored. */
  chips: { emotions: readonly object[]; symbols: readonly object[] } | null;
  edited: boolean;
  isAnalyzed: boolean;
  /** With an analyzer session (a reading, one question answered). */
  analysed: boolean;
  /** With an interpretation. */
  interpreted: boolean;
}

/** Stores the journal as the server stores dreams (encrypted), with analyses and readings for some. */
export async function storeJournal(t: TestApp, user: TestUser, specs: readonly DreamSpec[]) {
  const cipher = await t.ctx.crypto.forUser(user.id, { create: true });
  for (const [index, spec] of specs.entries()) {
    // Each its own creation time (in the past): the export orders equal dates by it.
    const createdAt = new Date(Date.UTC(2000, 0, 1) + index * 60_000);
    const base = { userId: user.id, dreamDate: spec.dreamDate, createdAt, excludeFromAi: spec.excludeFromAi };
    if (spec.notRemembered) {
      const values = {
        ...base,
        title: cipher.seal(NOT_REMEMBERED_TITLE),
        content: cipher.seal(NOT_REMEMBERED_CONTENT),
        notRemembered: true,
      };
      await t.ctx.db.insert(dreams).values(values);
      continue;
    }
    const chosen = spec.types.length > 0;
    const marks = {
      types: spec.types,
      suggested: chosen ? [] : spec.suggested,
      vividness: spec.vividness,
      chosen,
    };
    const [row] = await t.ctx.db
      .insert(dreams)
      .values({
        ...base,
        title: spec.title === null ? null : cipher.seal(spec.title),
        content: cipher.seal(spec.content),
        tags: spec.tags.length > 0 ? cipher.seal(JSON.stringify(spec.tags)) : null,
        detections: spec.chips && cipher.seal(JSON.stringify(spec.chips)),
        detectionsEdited: spec.chips !== null && spec.edited,
        marks: sealMarks(cipher, marks),
        isAnalyzed: spec.isAnalyzed,
      })
      .returning({ id: dreams.id });
    const dreamId = row?.id as string;
    if (spec.analysed)
      await analyse(t, user, dreamId, `Reading of ${spec.content.slice(0, 20)}`, "Who was there?", "Mia ✨");
    if (spec.interpreted) {
      const sources = [
        { kind: "dream", id: dreamId, label: spec.title ?? "Untitled", date: spec.dreamDate, dreamId },
      ];
      await t.ctx.db.insert(interpretations).values({
        userId: user.id,
        dreamId,
        text: cipher.seal(`**Water** in ${spec.content.slice(0, 30)}`),
        sources: cipher.seal(JSON.stringify(sources)),
      });
    }
  }
}

export async function exportOf(app: TestApp, user: TestUser): Promise<ExportData> {
  const response = await call(app.app, "/api/export?format=json", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return exportDataSchema.parse(await json(response));
}
