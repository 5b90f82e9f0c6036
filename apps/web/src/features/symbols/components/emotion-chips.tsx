import type { Emotion } from "@somnia/shared/detections";
import { useId } from "react";
import { Chip } from "@/components/ui/chip";
import { emotionName, emotionTone } from "@/lib/emotions";
import { t } from "@/lib/i18n/translate";

/** 'Often felt with' and the emotions a symbol is commonly reported with, as chips. */
export function EmotionChips({ emotions }: { emotions: readonly Emotion[] }) {
  const id = useId();
  if (emotions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span id={id} className="text-sm font-semibold text-muted-foreground">
        {t("symbols.oftenFelt")}
      </span>
      <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
        {emotions.map((emotion) => (
          <Chip key={emotion} tone={emotionTone(emotion)} className="min-h-7 px-2.5 py-0.5 text-sm">
            {emotionName(emotion)}
          </Chip>
        ))}
      </ul>
    </div>
  );
}
