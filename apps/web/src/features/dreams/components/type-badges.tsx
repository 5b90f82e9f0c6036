import type { DreamType } from "@somnia/shared/dreams";
import { dreamTypeLabel } from "@/lib/dream-types";
import { t } from "@/lib/i18n/translate";

/** A dream's types as small badges (the list's rows); nothing when it has none. */
export function TypeBadges({ types }: { types: readonly DreamType[] }) {
  if (types.length === 0) return null;
  return (
    <ul aria-label={t("dreams.typesLabel")} className="mt-1 flex flex-wrap gap-1.5">
      {types.map((type) => (
        <li
          key={type}
          className="rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-accent-foreground"
        >
          {dreamTypeLabel(type)}
        </li>
      ))}
    </ul>
  );
}
