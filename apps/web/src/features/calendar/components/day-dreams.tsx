import { Link } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useDayDreams } from "../api/get-day-dreams";
import { CALENDAR_STRINGS as S } from "../strings";
import { longDay } from "../utils/months";

/** A link that opens one dream on My Dreams (`/?dream=<id>`). */
export function dreamLink(id: string): string {
  return `${paths.home}?${new URLSearchParams({ dream: id })}`;
}

/** The entries of the picked day: titles, each opening the dream on My Dreams. */
export function DayDreams({ date }: { date: string | undefined }) {
  const query = useDayDreams(date);
  if (!date) return <p className="text-muted-foreground">{S.pickDay}</p>;
  const dreams = query.data?.date === date ? query.data.dreams : undefined;
  return (
    <section aria-labelledby="day-dreams-title" className="space-y-2">
      <h3 id="day-dreams-title" className="text-lg font-bold">
        {S.dayDreamsTitle(longDay(date))}
      </h3>
      {query.isError ? (
        <p role="alert">{S.loadError}</p>
      ) : !dreams ? (
        <Spinner label="Loading" className="size-6" />
      ) : dreams.length === 0 ? (
        <p className="text-muted-foreground">{S.dayEmpty}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {dreams.map((dream) => {
            const title = dream.notRemembered ? S.notRemembered : (dream.title ?? S.untitled);
            return (
              <li key={dream.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                <span className={dream.notRemembered ? "italic text-muted-foreground" : "font-semibold"}>
                  {title}
                </span>
                {dream.notRemembered ? null : (
                  <Link
                    to={dreamLink(dream.id)}
                    aria-label={`${S.openDream} ${title}`}
                    className="font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {S.openDream}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
