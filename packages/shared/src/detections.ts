import { z } from "zod";
import { EMOTIONS, type Emotion, isEmotion } from "./dream-constants";
import { lineText, proseText } from "./text";

export { EMOTIONS, type Emotion, isEmotion };

/**
 * Emotions and symbols detected in a dream (decision 013). One schema for every provider: the
 * built-in analyst and LLMs alike must return exactly this shape, and a user's edit of the chips
 * is stored in it too.
 */

export const MAX_EMOTIONS = 40;
export const MAX_SYMBOLS = 60;

export const DETECTION_MESSAGES = {
  unknownSymbol: "DETECTION_UNKNOWN_SYMBOL",
  tooManyEmotions: "DETECTION_TOO_MANY_EMOTIONS",
  tooManySymbols: "DETECTION_TOO_MANY_SYMBOLS",
  nameControlCharacter: "DETECTION_NAME_CONTROL_CHARACTER",
  evidenceControlCharacter: "DETECTION_EVIDENCE_CONTROL_CHARACTER",
} as const;

export const emotionSchema = z.enum(EMOTIONS);

export const EXPERIENCERS = ["dreamer", "other"] as const;

/** One emotion the dream states or clearly shows, who felt it, and the dream's own words. */
export const emotionDetectionSchema = z.object({
  emotion: emotionSchema,
  who: z.enum(EXPERIENCERS),
  /** The other character's name or role ("Sarah", "mother") when the text gives one. */
  whoName: z.string().trim().min(1).max(80).optional(),
  /** The words of the dream that show the emotion. */
  evidence: z.string().trim().min(1).max(500),
  /** "waking": felt on waking from the dream ("I woke up anxious"), not in it. Absent: in the dream. */
  when: z.enum(["waking"]).optional(),
});
export type EmotionDetection = z.infer<typeof emotionDetectionSchema>;

/** A lexicon id, e.g. "water", "falling", "chase". */
export const symbolIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/, "A symbol id is lowercase letters, digits and dashes");

/** One dream-symbol lexicon entry found in the dream, with the words that matched it. */
export const symbolDetectionSchema = z.object({
  symbol: symbolIdSchema,
  label: z.string().trim().min(1).max(80),
  evidence: z.array(z.string().trim().min(1).max(200)).max(20),
});
export type SymbolDetection = z.infer<typeof symbolDetectionSchema>;

export const detectionsSchema = z.object({
  emotions: z.array(emotionDetectionSchema).max(MAX_EMOTIONS),
  symbols: z.array(symbolDetectionSchema).max(MAX_SYMBOLS),
});
export type Detections = z.infer<typeof detectionsSchema>;

/** A stored emotion chip: as detected, or added by the user (then without evidence). */
export const dreamEmotionSchema = emotionDetectionSchema.extend({
  evidence: emotionDetectionSchema.shape.evidence.optional(),
});
export type DreamEmotion = z.infer<typeof dreamEmotionSchema>;

/**
 * `Dream.detections`: the chips of one dream. Null until detected (an "I don't remember" entry, a
 * dream saved while the AI was unavailable — analysing it detects them). `edited`: the user changed
 * them; re-detection (a text edit, re-analysis) then never replaces them.
 */
export const dreamDetectionsSchema = z.object({
  emotions: z.array(dreamEmotionSchema).max(MAX_EMOTIONS),
  /** A user-added symbol has `evidence: []`. */
  symbols: z.array(symbolDetectionSchema).max(MAX_SYMBOLS),
  edited: z.boolean(),
});
export type DreamDetections = z.infer<typeof dreamDetectionsSchema>;

/**
 * PATCH /api/dreams/:id/detections: the whole new set of chips (send the current ones minus a
 * removed chip, or plus `{ emotion }` / `{ symbol }` for an added one). `who` defaults to "dreamer";
 * a symbol's label comes from the lexicon (unknown ids: 400 "Unknown symbol"). Duplicates are
 * merged. Replies with the updated Dream, `detections.edited` true.
 */
export const updateDetectionsSchema = z
  .object({
    emotions: z
      .array(
        z.object({
          emotion: emotionSchema,
          who: z.enum(EXPERIENCERS).optional(),
          whoName: lineText(
            emotionDetectionSchema.shape.whoName.unwrap(),
            DETECTION_MESSAGES.nameControlCharacter,
          ).optional(),
          evidence: proseText(
            emotionDetectionSchema.shape.evidence,
            DETECTION_MESSAGES.evidenceControlCharacter,
          ).optional(),
          when: emotionDetectionSchema.shape.when,
        }),
      )
      .max(MAX_EMOTIONS, DETECTION_MESSAGES.tooManyEmotions),
    symbols: z
      .array(
        z.object({
          symbol: symbolIdSchema,
          evidence: z
            .array(
              proseText(
                symbolDetectionSchema.shape.evidence.element,
                DETECTION_MESSAGES.evidenceControlCharacter,
              ),
            )
            .max(20)
            .optional(),
        }),
      )
      .max(MAX_SYMBOLS, DETECTION_MESSAGES.tooManySymbols),
  })
  .strict();
export type UpdateDetectionsInput = z.infer<typeof updateDetectionsSchema>;

/** GET /api/dreams/vocabulary: what a user can add as a chip. Symbols in lexicon order. */
export const vocabularySchema = z.object({
  emotions: z.array(emotionSchema),
  symbols: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type Vocabulary = z.infer<typeof vocabularySchema>;
