import { z } from "zod";
import { isIsoDate } from "./dates";
import { dreamDetectionsSchema, emotionSchema, symbolIdSchema } from "./detections";
import { DREAM_MESSAGES, DREAM_TYPES, VIVIDNESS_MAX, VIVIDNESS_MIN } from "./dream-constants";
import { MAX_TAG_LENGTH, MAX_TAGS } from "./tags";
import { lineText, proseText } from "./text";

// The server reads them here, with the schemas; a page that needs no schema, from ./dream-constants.
export {
  DREAM_MESSAGES,
  DREAM_TYPES,
  type DreamType,
  isDreamType,
  orderedTypes,
  VIVIDNESS_MAX,
  VIVIDNESS_MIN,
} from "./dream-constants";

export const DREAM_CONTENT_MAX_LENGTH = 20_000;
export const DREAM_TITLE_MAX_LENGTH = 120;
export const DREAM_PAGE_SIZE = 10;
/** The stored title and content of an "I don't remember" entry. */
export const NOT_REMEMBERED_TITLE = "DR";
export const NOT_REMEMBERED_CONTENT = "not remembered";

export const dreamTypeSchema = z.enum(DREAM_TYPES, { error: DREAM_MESSAGES.invalidType });
/** The user's whole set of types for a dream: each at most once, `[]` for none. */
const dreamTypes = z
  .array(dreamTypeSchema, { error: DREAM_MESSAGES.invalidType })
  .max(DREAM_TYPES.length, DREAM_MESSAGES.repeatedType)
  .refine((types) => new Set(types).size === types.length, DREAM_MESSAGES.repeatedType);
/** 1 (faint) to 5 (as vivid as waking life); null clears it. */
const vividness = z
  .number({ error: DREAM_MESSAGES.invalidVividness })
  .int(DREAM_MESSAGES.invalidVividness)
  .min(VIVIDNESS_MIN, DREAM_MESSAGES.invalidVividness)
  .max(VIVIDNESS_MAX, DREAM_MESSAGES.invalidVividness)
  .nullable();

export const dreamDateSchema = z
  .string({ error: DREAM_MESSAGES.invalidDate })
  .refine(isIsoDate, DREAM_MESSAGES.invalidDate);
const content = proseText(
  z
    .string({ error: DREAM_MESSAGES.emptyContent })
    .trim()
    .min(1, DREAM_MESSAGES.emptyContent)
    .max(DREAM_CONTENT_MAX_LENGTH, DREAM_MESSAGES.contentTooLong),
  DREAM_MESSAGES.contentControlCharacter,
);
const title = lineText(
  z.string().trim().max(DREAM_TITLE_MAX_LENGTH, DREAM_MESSAGES.titleTooLong),
  DREAM_MESSAGES.titleControlCharacter,
);
const tag = lineText(
  z.string().trim().max(MAX_TAG_LENGTH, DREAM_MESSAGES.tagTooLong),
  DREAM_MESSAGES.tagControlCharacter,
);
const tags = z.array(tag.min(1)).max(MAX_TAGS, DREAM_MESSAGES.tooManyTags);

/** POST /api/dreams: a remembered dream, or an "I don't remember" entry for a date. */
export const createDreamSchema = z.discriminatedUnion("notRemembered", [
  z
    .object({
      notRemembered: z.literal(true),
      dreamDate: dreamDateSchema,
      // It has no types nor vividness: none may be given.
      types: z.array(dreamTypeSchema).max(0, DREAM_MESSAGES.notRememberedNoMarks).optional(),
      vividness: z.null({ error: DREAM_MESSAGES.notRememberedNoMarks }).optional(),
    })
    .strict(),
  z
    .object({
      notRemembered: z.literal(false).optional(),
      title: title.nullable().optional(),
      content,
      dreamDate: dreamDateSchema,
      tags: tags.optional(),
      /** The user's choice of types; absent, the analyst suggests some (`suggestedTypes`). */
      types: dreamTypes.optional(),
      vividness: vividness.optional(),
    })
    .strict(),
]);
export type CreateDreamInput = z.infer<typeof createDreamSchema>;

/** PATCH /api/dreams/:id */
export const updateDreamSchema = z
  .object({
    title: title.nullable().optional(),
    content: content.optional(),
    dreamDate: dreamDateSchema.optional(),
    tags: tags.optional(),
    excludeFromAi: z.boolean().optional(),
    /** The user's whole set of types: from then on the analyst suggests none for this dream. */
    types: dreamTypes.optional(),
    vividness: vividness.optional(),
  })
  .strict();
export type UpdateDreamInput = z.infer<typeof updateDreamSchema>;

export const dreamSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  dreamDate: z.string(),
  tags: z.array(z.string()).nullable(),
  isAnalyzed: z.boolean(),
  notRemembered: z.boolean(),
  excludeFromAi: z.boolean(),
  /** Emotion and symbol chips (decision 013); null until detected. */
  detections: dreamDetectionsSchema.nullable(),
  /** The types the user chose or confirmed: what filters and statistics count. */
  types: z.array(dreamTypeSchema),
  /** The analyst's suggestions not yet decided on (none once the user has chosen the types). */
  suggestedTypes: z.array(dreamTypeSchema),
  vividness: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Dream = z.infer<typeof dreamSchema>;

/** GET /api/dreams?cursor=&q=&tag=&analyzed=&emotion=&symbol=&type= */
export const listDreamsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  q: lineText(z.string().trim().max(200), DREAM_MESSAGES.searchControlCharacter).optional(),
  tag: tag.optional(),
  /** `true`: only analysed dreams (the Interpreter's Dreams tab). */
  analyzed: z.enum(["true", "false"]).optional(),
  /** Only dreams with this emotion chip (felt by anyone), e.g. `fear`. */
  emotion: emotionSchema.optional(),
  /** Only dreams with this symbol chip, a lexicon id, e.g. `water`. */
  symbol: symbolIdSchema.optional(),
  /** Only dreams the user marked with this type. */
  type: dreamTypeSchema.optional(),
});
export type ListDreamsQuery = z.infer<typeof listDreamsQuerySchema>;

export const dreamPageSchema = z.object({
  items: z.array(dreamSchema),
  nextCursor: z.string().nullable(),
});
export type DreamPage = z.infer<typeof dreamPageSchema>;

/**
 * GET /api/dreams/facets: what the caller's journal can be filtered by — the tags, emotions,
 * symbols and types on their remembered dreams, each with the number of dreams that carry it; most used
 * first, ties in alphabetical order (a symbol's by its label).
 */
export const dreamFacetsSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  emotions: z.array(z.object({ emotion: emotionSchema, count: z.number().int() })),
  symbols: z.array(z.object({ symbol: z.string(), label: z.string(), count: z.number().int() })),
  /** The types the user marked their dreams with (decision 035). */
  types: z.array(z.object({ type: dreamTypeSchema, count: z.number().int() })),
});
export type DreamFacets = z.infer<typeof dreamFacetsSchema>;
