import { DREAM_TYPES } from "@somnia/shared/dream-constants";
import type { CalendarStats } from "@somnia/shared/stats";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { WaitingForNetwork } from "@/components/ui/loading";
import { formatMonth } from "@/lib/dates";
import { dreamTypeLabel } from "@/lib/dream-types";
import { t } from "@/lib/i18n/translate";
import { useOnline } from "@/lib/use-online";

/**
 * '<Month Year> Stats': the month's dream count, the share of its days with a dream, and its
 * dreams of each type (docs/decisions/035-dream-types.md).
 */
export function MonthStatsCard({ month, stats }: { month: string; stats: CalendarStats | undefined }) {
  const title = t("calendar.statsTitle", { month: formatMonth(month) });
  const current = stats?.month === month ? stats : undefined;
  const percentage = current?.monthPercentage ?? 0;
  const online = useOnline();
  return (
    <Card aria-labelledby="month-stats-title" aria-busy={!current}>
      <CardHeader>
        <CardTitle id="month-stats-title">{title}</CardTitle>
      </CardHeader>
      {current || online ? (
        <MonthFigures current={current} percentage={percentage} />
      ) : (
        <CardContent>
          <WaitingForNetwork />
        </CardContent>
      )}
    </Card>
  );
}

/** The month's figures; "…" in each while they load. */
function MonthFigures({ current, percentage }: { current: CalendarStats | undefined; percentage: number }) {
  return (
    <CardContent className="space-y-3">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-muted-foreground">{t("calendar.dreamsRecorded")}</span>
        <span className="text-2xl font-bold" data-testid="month-count">
          {current ? current.monthCount : "…"}
        </span>
      </p>
      <div className="space-y-1">
        <p className="flex justify-between text-base text-muted-foreground">
          <span id="month-percentage-label">{t("calendar.daysWithDream")}</span>
          <span>{current ? `${percentage}%` : "…"}</span>
        </p>
        <div
          role="progressbar"
          aria-labelledby="month-percentage-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          aria-valuetext={`${percentage}%`}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] motion-reduce:transition-none"
            style={{ width: `${percentage}%` }}
          />
        </div>
      </div>
      <p className="text-base text-muted-foreground">{t("calendar.byType")}</p>
      {/* A row a type, as the figures above: a narrow column never breaks a type's name. */}
      <dl className="grid gap-1">
        {DREAM_TYPES.map((type) => (
          <div
            key={type}
            className="flex items-baseline justify-between gap-3 rounded-xl bg-muted px-3 py-1.5"
          >
            <dt className="text-base text-muted-foreground">{dreamTypeLabel(type)}</dt>
            <dd className="text-xl font-bold" data-testid={`month-${type}`}>
              {current ? current.typeCounts[type] : "…"}
            </dd>
          </div>
        ))}
      </dl>
    </CardContent>
  );
}
