import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useYearStats } from "@/api/stats";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { type ShownDialog, useShownDialog } from "@/components/ui/dialog-button";
import { Loading } from "@/components/ui/loading";
import { t } from "@/lib/i18n/translate";
import { YearChart } from "./year-chart";

/**
 * 'View yearly summary': dreams per month, the year's longest streak and its top tags, from the
 * year of the month shown. Fetched when first opened (./dream-calendar.tsx).
 */
export function YearSummaryDialog({ initialYear, ...shown }: { initialYear: number } & ShownDialog) {
  const { root, content } = useShownDialog(shown);
  const [year, setYear] = useState(initialYear);
  const thisYear = new Date().getFullYear();
  const query = useYearStats(year, root.open);
  const stats = query.data?.year === year ? query.data : undefined;
  return (
    <Dialog {...root}>
      <DialogContent className="max-w-xl" {...content}>
        <div className="flex items-center gap-2 pr-10">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("calendar.previousYear")}
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <DialogTitle>{t("calendar.yearTitle", { year })}</DialogTitle>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("calendar.nextYear")}
            disabled={year >= thisYear}
            onClick={() => setYear(year + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <DialogDescription>{t("calendar.yearDescription")}</DialogDescription>
        {query.isError ? (
          <p role="alert">{t("calendar.loadError")}</p>
        ) : !stats ? (
          <Loading />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-muted-foreground">{t("calendar.yearTotal")}</dt>
                <dd className="text-2xl font-bold">{stats.total}</dd>
              </div>
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-muted-foreground">{t("calendar.yearLongestStreak")}</dt>
                <dd className="text-2xl font-bold">{t("calendar.days", { count: stats.longestStreak })}</dd>
              </div>
            </dl>
            <YearChart stats={stats} />
            <div>
              <h3 className="font-semibold">{t("calendar.yearTopTags")}</h3>
              {stats.topTags.length === 0 ? (
                <p className="text-muted-foreground">{t("calendar.yearNoTags")}</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-2">
                  {stats.topTags.map(({ tag, count }) => (
                    <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                      {tag} <span className="text-sm">({count})</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
