import { DREAM_TYPES, type DreamType, orderedTypes, VIVIDNESS_MAX } from "@somnia/shared/dream-constants";
import { Sparkles } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { dreamTypeLabel } from "@/lib/dream-types";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

const legend = "text-base font-semibold text-foreground";

/**
 * 'Lucid', 'Nightmare', 'Recurring' as toggle buttons (docs/decisions/035-dream-types.md). A type
 * the analyst suggested and the user has not chosen has a dashed outline and a sparkle, and the line
 * under the buttons names it; `children` goes at the end of that line (Confirm, Dismiss).
 */
export function TypeToggles({
  value,
  onChange,
  suggested = [],
  disabled = false,
  children,
}: {
  value: readonly DreamType[];
  onChange: (types: DreamType[]) => void;
  suggested?: readonly DreamType[];
  disabled?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const hinted = suggested.filter((type) => !value.includes(type));
  const toggle = (type: DreamType) =>
    onChange(orderedTypes(value.includes(type) ? value.filter((other) => other !== type) : [...value, type]));
  return (
    <fieldset className="grid gap-2">
      <legend className={cn(legend, "mb-2")}>{t("dreams.typeLabel")}</legend>
      <div className="flex flex-wrap gap-2">
        {DREAM_TYPES.map((type) => {
          const pressed = value.includes(type);
          const isHinted = hinted.includes(type);
          return (
            <Button
              key={type}
              type="button"
              size="sm"
              variant={pressed ? "selected" : "outline"}
              aria-pressed={pressed}
              aria-describedby={isHinted ? `${id}-suggested` : undefined}
              disabled={disabled}
              className={cn(isHinted && "border-2 border-dashed border-brand")}
              onClick={() => toggle(type)}
            >
              {isHinted && <Sparkles aria-hidden="true" />}
              {dreamTypeLabel(type)}
            </Button>
          );
        })}
      </div>
      {hinted.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <p id={`${id}-suggested`} className="text-base text-muted-foreground">
            {t("dreams.typeSuggested", { types: hinted.map(dreamTypeLabel).join(", ") })}
          </p>
          {children}
        </div>
      )}
    </fieldset>
  );
}

const LEVELS = Array.from({ length: VIVIDNESS_MAX }, (_, i) => i + 1);

/** 'Vividness' from 1 to 5, a radio group (arrow keys move between the levels), with Clear. */
export function VividnessField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (vividness: number | null) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className={cn(legend, "mb-2")}>{t("dreams.vividnessLabel")}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {LEVELS.map((level) => (
          <label key={level} className="relative grid size-11 place-items-center">
            <input
              type="radio"
              name={`${id}-vividness`}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span
              className={cn(
                "grid size-11 place-items-center rounded-full border-2 border-input bg-card text-lg font-semibold",
                // SELECTED_LOOK (src/components/ui/button-look.ts), on the checked level
                "peer-hover:bg-accent peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-foreground",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
              )}
            >
              {level}
            </span>
          </label>
        ))}
        {value !== null && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t("dreams.clearVividness")}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-base text-muted-foreground">
        {t("dreams.vividnessHint")}
      </p>
    </fieldset>
  );
}
