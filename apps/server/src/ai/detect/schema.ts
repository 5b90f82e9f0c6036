import {
  type Detections,
  detectionsSchema,
  type EmotionDetection,
  emotionDetectionSchema,
  MAX_EMOTIONS,
  MAX_SYMBOLS,
  type SymbolDetection,
} from "@somnia/shared/detections";
import { z } from "zod";
import { lexiconEntry } from "../../domain/symbols/lexicon";

/**
 * The reply a model sends (structured output). Every field is required (nullable where optional) so
 * OpenAI's strict mode accepts it; ids stay plain strings so one unknown id is dropped, not fatal.
 */
export const detectReplySchema = z.object({
  emotions: z.array(
    z.object({
      emotion: z.string(),
      who: z.string(),
      whoName: z.string().nullable(),
      evidence: z.string(),
      when: z.enum(["waking"]).nullable(),
    }),
  ),
  symbols: z.array(z.object({ symbol: z.string(), evidence: z.array(z.string()) })),
});
export type DetectReply = z.infer<typeof detectReplySchema>;

/** Lower case, one space, straight quotes: how quoted evidence is compared with the dream. */
const normal = (text: string) =>
  text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();

function emotionsOf(reply: DetectReply, inText: (words: string) => boolean): EmotionDetection[] {
  const seen = new Set<string>();
  const out: EmotionDetection[] = [];
  for (const entry of reply.emotions) {
    const parsed = emotionDetectionSchema.safeParse({
      ...entry,
      whoName: entry.whoName ?? undefined,
      when: entry.when ?? undefined,
    });
    if (!parsed.success || !inText(parsed.data.evidence)) continue;
    const key = `${parsed.data.emotion}|${parsed.data.who}|${parsed.data.whoName ?? ""}|${parsed.data.when ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(parsed.data);
  }
  return out.slice(0, MAX_EMOTIONS);
}

function symbolsOf(reply: DetectReply, inText: (words: string) => boolean): SymbolDetection[] {
  const byId = new Map<string, SymbolDetection>();
  for (const { symbol, evidence } of reply.symbols) {
    const entry = lexiconEntry(symbol.trim());
    const words = evidence
      .map((text) => text.trim())
      .filter((text) => text && text.length <= 200 && inText(text));
    if (!entry || words.length === 0) continue;
    const known = byId.get(entry.id) ?? { symbol: entry.id, label: entry.label, evidence: [] };
    known.evidence = [...new Set([...known.evidence, ...words])].slice(0, 20);
    byId.set(entry.id, known);
  }
  return [...byId.values()].slice(0, MAX_SYMBOLS);
}

/**
 * The shared detections from a model's reply, keeping only what the dream supports: emotions of the
 * vocabulary and symbols of the lexicon whose evidence is words of the dream; the rest is dropped.
 */
export function toDetections(reply: DetectReply, content: string): Detections {
  const text = normal(content);
  const inText = (words: string) => text.includes(normal(words));
  return detectionsSchema.parse({ emotions: emotionsOf(reply, inText), symbols: symbolsOf(reply, inText) });
}
