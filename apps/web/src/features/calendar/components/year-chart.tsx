import type { YearStats } from "@somnia/shared/stats";
import { formatMonthName } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";

/** Dreams per month as CSS bars (each labelled), with the same figures as a table underneath. */
export function YearChart({ stats }: { stats: YearStats }) {
  const max = Math.max(1, ...stats.months.map((m) => m.count));
  return (
    <figure className="space-y-3">
      <figcaption className="font-semibold">{t("calendar.yearChartLabel", { year: stats.year })}</figcaption>
      <ul className="flex h-40 items-end gap-1.5 border-b border-border pb-1">
        {stats.months.map(({ month, count }) => (
          <li
            key={month}
            aria-label={t("calendar.monthDreams", { month: formatMonthName(month, "long"), count })}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
          >
            <span aria-hidden="true" className="text-sm font-semibold">
              {count > 0 ? count : ""}
            </span>
            <span
              aria-hidden="true"
              className="w-full rounded-t-md bg-brand"
              style={{ height: `${(count / max) * 100}%`, minHeight: count > 0 ? "4px" : 0 }}
            />
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="flex gap-1.5 text-center text-sm text-muted-foreground">
        {stats.months.map(({ month }) => (
          <span key={month} className="flex-1">
            {formatMonthName(month, "narrow")}
          </span>
        ))}
      </div>
      <details>
        <summary className="cursor-pointer font-semibold text-link">{t("calendar.showTable")}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{t("calendar.yearMonth")}</th>
              <th scope="col">{t("calendar.yearDreams")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.months.map(({ month, count }) => (
              <tr key={month}>
                <th scope="row" className="font-normal">
                  {formatMonthName(month, "long")}
                </th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
