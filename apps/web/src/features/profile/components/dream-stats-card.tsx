import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
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

/** Spec §3 'Profile statistics', the longest streak computed for real. */
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
              {stats.favoriteTags.length === 0 ? (
                <span className="font-normal text-muted-foreground">{S.noTags}</span>
              ) : (
                <ul className="flex flex-wrap gap-2 pt-1">
                  {stats.favoriteTags.map((tag) => (
                    <li key={tag} className="rounded-full bg-card px-3 py-0.5 text-base font-semibold">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </Stat>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
