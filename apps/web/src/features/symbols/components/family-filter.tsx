import { SYMBOL_THEMES, type SymbolTheme } from "@somnia/shared/symbols";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";
import { THEME_LABELS } from "../utils/labels";

type FamilyFilterProps = {
  value: SymbolTheme | undefined;
  onChange: (theme: SymbolTheme | undefined) => void;
};

/** 'All families' and each family as a toggle; the one pressed is what the list shows. */
export function FamilyFilter({ value, onChange }: FamilyFilterProps) {
  const choices: (SymbolTheme | undefined)[] = [undefined, ...SYMBOL_THEMES];
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-base font-semibold">{t("symbols.familyLabel")}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((theme) => (
          <Button
            key={theme ?? "all"}
            size="sm"
            variant={theme === value ? "selected" : "outline"}
            aria-pressed={theme === value}
            onClick={() => onChange(theme)}
          >
            {theme ? t(THEME_LABELS[theme]) : t("symbols.allFamilies")}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
