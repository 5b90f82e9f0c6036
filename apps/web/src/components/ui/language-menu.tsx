import { LOCALE_NAMES, LOCALES, type Locale } from "@somnia/shared/locales";
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { locale } from "@/lib/i18n/catalogues";
import { switchLocale } from "@/lib/i18n/choose-locale";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

type LanguageMenuProps = {
  /** Also keeps the choice elsewhere (the signed-in account) before the page reloads in it. */
  onChoose?: (locale: Locale) => Promise<unknown>;
};

/** The page's language, each listed in itself; choosing one reloads the page in it. */
export function LanguageMenu({ onChoose }: LanguageMenuProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const choose = async (next: Locale) => {
    setBusy(true);
    try {
      await onChoose?.(next);
    } catch (error) {
      // The account keeps the language another device opens in: switch only once it has it.
      setBusy(false);
      toast.error(errorMessage(error));
      return;
    }
    switchLocale(next);
  };
  return (
    <div className="inline-flex items-center gap-2">
      <Languages aria-hidden="true" className="size-5" />
      <label htmlFor={id} className="sr-only">
        {t("common.language")}
      </label>
      <select
        id={id}
        value={locale}
        disabled={busy}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="h-11 rounded-xl border border-input bg-card px-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
