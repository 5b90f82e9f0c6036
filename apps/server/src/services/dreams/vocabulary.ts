import { EMOTIONS, type Vocabulary } from "@somnia/shared/detections";
import { LEXICON } from "../../domain/symbols/lexicon";

/** What a user can add as a chip: the emotion vocabulary and every lexicon symbol, in lexicon order. */
export const VOCABULARY: Vocabulary = {
  emotions: [...EMOTIONS],
  symbols: LEXICON.map(({ id, label }) => ({ id, label })),
};
