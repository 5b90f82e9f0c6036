import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Chip, type ChipTone } from "@/components/ui/chip";
import { Spinner } from "@/components/ui/spinner";
import { emotionTone } from "@/lib/emotion-tone";
import { useProfileStats } from "../api/get-profile-stats";
import { DREAM_STATS_STRINGS as S } from "../strings";

function Stat({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-muted p-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-xl font-bold">{children}</dd>
    </div>
  );
}

type StatChip = { key: string; label: string; tone?: ChipTone; count?: number };

/** Favourite tags, top feelings, top symbols: chips with how many dreams have each. */
function ChipList({ chips, empty }: { chips: StatChip[]; empty: string }) {
  if (chips.length === 0) return <span className="font-normal text-muted-foreground">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-2 pt-1">
      {chips.map((chip) => (
        <Chip key={chip.key} tone={chip.tone} className="min-h-0 py-0.5 font-semibold">
          {chip.label}
          {chip.count !== undefined && (
            <span className="text-sm font-normal">
              <span aria-hidden="true">· {chip.count}</span>
              <span className="sr-only">{S.inDreams(chip.count)}</span>
            </span>
          )}
        </Chip>
      ))}
    </ul>
  );
}

/** Spec §3 'Profile statistics', the longest streak computed for real; top feelings and symbols (issue 7). */
export function DreamStatsCard() {
  const { data: stats, isError } = useProfileStats();
  return (
    <Card aria-labelledby="dream-stats-title">
      <CardHeader>
        <CardTitle id="dream-stats-title">{S.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert">{S.loadError}</p>
        ) : !stats ? (
          <Spinner label="Loading" />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat term={S.totalDreams}>{stats.totalDreams}</Stat>
            <Stat term={S.currentStreak}>{S.days(stats.currentStreak)}</Stat>
            <Stat term={S.longestStreak}>{S.days(stats.longestStreak)}</Stat>
            <Stat term={S.memberSince}>{stats.memberSince}</Stat>
            <Stat term={S.membership}>{stats.membershipType}</Stat>
            <Stat term={S.favoriteTags}>
              <ChipList
                empty={S.noTags}
                chips={stats.favoriteTags.map((tag) => ({ key: tag, label: tag }))}
              />
            </Stat>
            <Stat term={S.topFeelings}>
              <ChipList
                empty={S.noFeelings}
                chips={stats.topEmotions.map(({ emotion, count }) => ({
                  key: emotion,
                  label: emotion,
                  tone: emotionTone(emotion),
                  count,
                }))}
              />
            </Stat>
            <Stat term={S.topSymbols}>
              <ChipList
                empty={S.noSymbols}
                chips={stats.topSymbols.map(({ symbol, label, count }) => ({ key: symbol, label, count }))}
              />
            </Stat>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
