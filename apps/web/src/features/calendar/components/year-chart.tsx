import type { YearStats } from "@somnia/shared/stats";
import { format, parseISO } from "date-fns";
import { dreamsLabel, CALENDAR_STRINGS as S } from "../strings";

const monthName = (month: string, pattern: string) => format(parseISO(`${month}-01`), pattern);

/** Dreams per month as CSS bars (each labelled), with the same figures as a table underneath. */
export function YearChart({ stats }: { stats: YearStats }) {
  const max = Math.max(1, ...stats.months.map((m) => m.count));
  return (
    <figure className="space-y-3">
      <figcaption className="font-semibold">{S.yearChartLabel(stats.year)}</figcaption>
      <ul className="flex h-40 items-end gap-1.5 border-b border-border pb-1">
        {stats.months.map(({ month, count }) => (
          <li
            key={month}
            aria-label={`${monthName(month, "MMMM")}: ${dreamsLabel(count)}`}
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
            {monthName(month, "MMMMM")}
          </span>
        ))}
      </div>
      <details>
        <summary className="cursor-pointer font-semibold text-link">{S.showTable}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{S.yearMonth}</th>
              <th scope="col">{S.yearDreams}</th>
            </tr>
          </thead>
          <tbody>
            {stats.months.map(({ month, count }) => (
              <tr key={month}>
                <th scope="row" className="font-normal">
                  {monthName(month, "MMMM")}
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
