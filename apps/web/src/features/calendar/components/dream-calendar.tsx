import { startOfMonth } from "date-fns";
import { useState } from "react";
import { Link } from "react-router";
import { useCalendarStats } from "@/api/stats";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { DialogButton } from "@/components/ui/dialog-button";
import { WaitingForNetwork } from "@/components/ui/loading";
import { paths } from "@/config/paths";
import { toIsoDate, toIsoMonth } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";
import { CalendarLegend } from "./calendar-legend";
import { DayDreams } from "./day-dreams";
import { MonthCalendar } from "./month-calendar";
import { MonthStatsCard } from "./month-stats-card";
import { StreakCard } from "./streak-card";

/** The yearly summary's dialog is fetched when it is first wanted (or pointed at), not with the Calendar. */
const yearSummary = onFirstUse(
  () => import("./year-summary-dialog"),
  (m) => m.YearSummaryDialog,
);

/** /calendar: the month with its dream days, the current streak and the month's figures. */
export function DreamCalendar() {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [selected, setSelected] = useState<Date | undefined>();
  const key = toIsoMonth(month);
  const stats = useCalendarStats(key);
  return (
    <>
      <PageHeader title={t("calendar.title")} description={t("calendar.subtitle")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardContent className="space-y-4 pt-6">
            <MonthCalendar
              month={month}
              onMonthChange={setMonth}
              days={stats.data?.month === key ? stats.data.days : []}
              selected={selected}
              onSelect={setSelected}
            />
            {stats.isError ? (
              <div role="alert" className="flex items-center gap-3">
                <p>{t("calendar.loadError")}</p>
                <Button variant="outline" size="sm" onClick={() => stats.refetch()}>
                  {t("calendar.tryAgain")}
                </Button>
              </div>
            ) : stats.data?.month === key ? null : (
              <WaitingForNetwork />
            )}
            <CalendarLegend />
          </CardContent>
          <CardFooter>
            <Link
              to={paths.home}
              className="font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t("calendar.viewAllDreams")}
            </Link>
          </CardFooter>
        </Card>
        <div className="space-y-6">
          <StreakCard streak={stats.data?.currentStreak} />
          <MonthStatsCard month={key} stats={stats.data} />
          <DialogButton
            variant="outline"
            className="w-full"
            preload={yearSummary.preload}
            dialog={(shown) => <yearSummary.Component initialYear={month.getFullYear()} {...shown} />}
          >
            {t("calendar.viewYearlySummary")}
          </DialogButton>
        </div>
      </div>
      <Card className="mt-6">
        <CardContent className="pt-6">
          <DayDreams date={selected ? toIsoDate(selected) : undefined} />
        </CardContent>
      </Card>
    </>
  );
}
