import { z } from "zod";

/**
 * Emotions and symbols detected in a dream (issue 7). One schema for every provider: the
 * built-in analyst and LLMs alike must return exactly this shape, and a user's edit of the chips
 * is stored in it too.
 */
export const EMOTIONS = [
  "fear",
  "worry",
  "embarrassment",
  "surprise",
  "confusion",
  "joy",
  "relief",
  "love",
  "anger",
  "annoyance",
  "sadness",
  "disappointment",
  "regret",
  "shame",
  "awe",
  "calm",
] as const;

export const emotionSchema = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof emotionSchema>;

export const EXPERIENCERS = ["dreamer", "other"] as const;

/** One emotion the dream states or clearly shows, who felt it, and the dream's own words. */
export const emotionDetectionSchema = z.object({
  emotion: emotionSchema,
  who: z.enum(EXPERIENCERS),
  /** The other character's name or role ("Sarah", "mother") when the text gives one. */
  whoName: z.string().trim().min(1).max(80).optional(),
  /** The words of the dream that show the emotion. */
  evidence: z.string().trim().min(1).max(500),
});
export type EmotionDetection = z.infer<typeof emotionDetectionSchema>;

/** One dream-symbol lexicon entry found in the dream, with the words that matched it. */
export const symbolDetectionSchema = z.object({
  /** The lexicon id, e.g. "water", "falling", "chase". */
  symbol: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, "A symbol id is lowercase letters, digits and dashes"),
  label: z.string().trim().min(1).max(80),
  evidence: z.array(z.string().trim().min(1).max(200)).max(20),
});
export type SymbolDetection = z.infer<typeof symbolDetectionSchema>;

export const detectionsSchema = z.object({
  emotions: z.array(emotionDetectionSchema).max(40),
  symbols: z.array(symbolDetectionSchema).max(60),
});
export type Detections = z.infer<typeof detectionsSchema>;

export function isEmotion(value: string): value is Emotion {
  return (EMOTIONS as readonly string[]).includes(value);
}
