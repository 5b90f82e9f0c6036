import { Link } from "react-router";
import { useDayDreams } from "@/api/stats";
import { Loading } from "@/components/ui/loading";
import { paths } from "@/config/paths";
import { formatFullDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";

/** A link that opens one dream on My Dreams (`/?dream=<id>`). */
export function dreamLink(id: string): string {
  return `${paths.home}?${new URLSearchParams({ dream: id })}`;
}

/** The entries of the picked day: titles, each opening the dream on My Dreams. */
export function DayDreams({ date }: { date: string | undefined }) {
  const query = useDayDreams(date);
  if (!date) return <p className="text-muted-foreground">{t("calendar.pickDay")}</p>;
  const dreams = query.data?.date === date ? query.data.dreams : undefined;
  return (
    <section aria-labelledby="day-dreams-title" className="space-y-2">
      <h3 id="day-dreams-title" className="text-lg font-bold">
        {t("calendar.dayDreamsTitle", { day: formatFullDay(date) })}
      </h3>
      {query.isError ? (
        <p role="alert">{t("calendar.loadError")}</p>
      ) : !dreams ? (
        <Loading className="size-6" />
      ) : dreams.length === 0 ? (
        <p className="text-muted-foreground">{t("calendar.dayEmpty")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {dreams.map((dream) => {
            const title = dream.notRemembered
              ? t("calendar.notRemembered")
              : (dream.title ?? t("calendar.untitled"));
            return (
              <li key={dream.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                <span className={dream.notRemembered ? "italic text-muted-foreground" : "font-semibold"}>
                  {title}
                </span>
                {dream.notRemembered ? null : (
                  <Link
                    to={dreamLink(dream.id)}
                    aria-label={t("calendar.openDreamTitled", { title })}
                    className="font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {t("calendar.openDream")}
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
