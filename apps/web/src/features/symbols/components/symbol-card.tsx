import type { DictionaryEntry, SymbolSource } from "@somnia/shared/symbols";
import { useId } from "react";
import { Link } from "react-router";
import { symbolPath } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { sourceAnchor, THEME_LABELS } from "../utils/labels";
import { EmotionChips } from "./emotion-chips";
import { InYourDreams } from "./in-your-dreams";
import { linkClass } from "./link-class";

type SymbolCardProps = {
  entry: DictionaryEntry;
  sources: ReadonlyMap<string, SymbolSource>;
  count: number | undefined;
};

/**
 * One symbol in the dictionary's list: its name (a link to its entry), family, reading, emotions,
 * sources. The dictionary's own words are English data for now (docs/decisions/017-message-catalogue.md),
 * marked as content rather than the app's wording (`data-user-content`).
 */
export function SymbolCard({ entry, sources, count }: SymbolCardProps) {
  const id = useId();
  return (
    <li aria-labelledby={id} className="grid gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={id} className="text-lg font-bold">
          <Link to={symbolPath(entry.id)} className={linkClass} data-user-content>
            {entry.label}
          </Link>
        </h3>
        <span className="text-sm text-muted-foreground">
          {t("symbols.familyOf", { family: t(THEME_LABELS[entry.theme]) })}
        </span>
      </div>
      <p data-user-content>{entry.reading}</p>
      <EmotionChips emotions={entry.emotions} />
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold">{t("symbols.sourcesLabel")} </span>
        {entry.sources.map((key, index) => (
          <span key={key}>
            {index > 0 && ", "}
            <a href={`#${sourceAnchor(key)}`} className={linkClass} data-user-content>
              {sources.get(key)?.short ?? key}
            </a>
          </span>
        ))}
      </p>
      <InYourDreams symbol={entry.id} label={entry.label} count={count} />
    </li>
  );
}
