import { DREAM_TYPES } from "@somnia/shared/dream-constants";
import { useProfileStats } from "@/api/stats";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Chip, ChipLink, type ChipTone } from "@/components/ui/chip";
import { Loading, SavedCopyNote } from "@/components/ui/loading";
import { symbolPath } from "@/config/paths";
import { dreamTypeLabel } from "@/lib/dream-types";
import { emotionName, emotionTone } from "@/lib/emotions";
import { t } from "@/lib/i18n/translate";

function Stat({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-muted p-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-xl font-bold">{children}</dd>
    </div>
  );
}

type StatChip = {
  key: string;
  label: string;
  /** The label is the catalogue's (an emotion's name), not content (a tag, a symbol's label). */
  catalogued?: boolean;
  tone?: ChipTone;
  count?: number;
  /** Where the label leads (a symbol's dictionary entry), and the link's name. */
  link?: { href: string; name: string };
};

/** Favourite tags, top feelings, top symbols: chips with how many dreams have each. */
function ChipList({ chips, empty }: { chips: StatChip[]; empty: string }) {
  if (chips.length === 0) return <span className="font-normal text-muted-foreground">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-2 pt-1">
      {chips.map((chip) => (
        <Chip key={chip.key} tone={chip.tone} className="min-h-0 py-0.5 font-semibold">
          {chip.link ? (
            <ChipLink href={chip.link.href} aria-label={chip.link.name} data-user-content>
              {chip.label}
            </ChipLink>
          ) : (
            <span data-user-content={chip.catalogued ? undefined : true}>{chip.label}</span>
          )}
          {chip.count !== undefined && (
            <span className="text-sm font-normal">
              <span aria-hidden="true">· {chip.count}</span>
              <span className="sr-only">{t("profile.stats.inDreams", { count: chip.count })}</span>
            </span>
          )}
        </Chip>
      ))}
    </ul>
  );
}

/**
 * Dream Statistics (docs/product.md, 'Profile'), the longest streak computed; top feelings and
 * symbols; the dreams of each type. The membership and 'Member since' are the Profile Information
 * card's alone, so the page says each once.
 */
export function DreamStatsCard() {
  const query = useProfileStats();
  const { data: stats, isError } = query;
  return (
    <Card aria-labelledby="dream-stats-title">
      <CardHeader>
        <CardTitle id="dream-stats-title">{t("profile.stats.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SavedCopyNote query={query} />
        {isError && !stats ? (
          <p role="alert">{t("profile.stats.loadError")}</p>
        ) : !stats ? (
          <Loading />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat term={t("profile.stats.totalDreams")}>{stats.totalDreams}</Stat>
            <Stat term={t("profile.stats.currentStreak")}>
              {t("profile.stats.days", { count: stats.currentStreak })}
            </Stat>
            <Stat term={t("profile.stats.longestStreak")}>
              {t("profile.stats.days", { count: stats.longestStreak })}
            </Stat>
            <Stat term={t("profile.stats.favoriteTags")}>
              <ChipList
                empty={t("profile.stats.noTags")}
                chips={stats.favoriteTags.map((tag) => ({ key: tag, label: tag }))}
              />
            </Stat>
            <Stat term={t("profile.stats.topFeelings")}>
              <ChipList
                empty={t("profile.stats.noFeelings")}
                chips={stats.topEmotions.map(({ emotion, count }) => ({
                  key: emotion,
                  label: emotionName(emotion),
                  catalogued: true,
                  tone: emotionTone(emotion),
                  count,
                }))}
              />
            </Stat>
            <Stat term={t("profile.stats.topSymbols")}>
              <ChipList
                empty={t("profile.stats.noSymbols")}
                chips={stats.topSymbols.map(({ symbol, label, count }) => ({
                  key: symbol,
                  label,
                  count,
                  link: { href: symbolPath(symbol), name: t("profile.stats.symbolInDictionary", { label }) },
                }))}
              />
            </Stat>
            <Stat term={t("profile.stats.dreamTypes")}>
              <ChipList
                empty={t("profile.stats.noTypes")}
                chips={DREAM_TYPES.filter((type) => stats.typeCounts[type] > 0).map((type) => ({
                  key: type,
                  label: dreamTypeLabel(type),
                  count: stats.typeCounts[type],
                }))}
              />
            </Stat>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
