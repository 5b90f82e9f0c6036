import { type Interpretation, interpretationSourceSchema } from "@somnia/shared/interpretation";
import { z } from "zod";
import type { Crypto } from "../../crypto";
import type { InterpretationRow } from "../../db/schema/interpretations";

const sourcesSchema = z.array(interpretationSourceSchema);

/** A stored row (ciphertext) as the API returns it. */
export async function toInterpretation(crypto: Crypto, row: InterpretationRow): Promise<Interpretation> {
  const [text, sources] = await Promise.all([
    crypto.decrypt(row.userId, row.text),
    crypto.decrypt(row.userId, row.sources),
  ]);
  return {
    id: row.id,
    dreamId: row.dreamId,
    text,
    sources: sourcesSchema.parse(JSON.parse(sources)),
    createdAt: row.createdAt.toISOString(),
  };
}
