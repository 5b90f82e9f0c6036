import type { Emotion } from "@somnia/shared/detections";
import type { ChipTone } from "@/components/ui/chip";
import { t } from "@/lib/i18n/translate";

const WARM: readonly Emotion[] = ["joy", "relief", "love", "awe", "calm"];
const NEUTRAL: readonly Emotion[] = ["surprise", "confusion"];

/** An emotion's name in the active language ('fear', 'peur', 'Angst'): the catalogue's `common.emotion`. */
export function emotionName(emotion: Emotion): string {
  return t("common.emotion", { emotion });
}

/** An emotion chip's tint by valence: warm for pleasant feelings, cool for fear, worry, sadness… */
export function emotionTone(emotion: Emotion): ChipTone {
  if (WARM.includes(emotion)) return "warm";
  if (NEUTRAL.includes(emotion)) return "neutral";
  return "cool";
}
