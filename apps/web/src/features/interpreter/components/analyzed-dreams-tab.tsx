import type { Dream } from "@somnia/shared/dreams";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useDreams } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/loading";
import { paths } from "@/config/paths";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";

const th = "px-3 py-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground";
const cell = "px-3 py-3 align-middle max-md:px-0 max-md:py-0";

/** The Dreams tab: only analysed dreams (Title, Date, 'Interpret this dream'), and the note. */
export function AnalyzedDreamsTab({ onInterpret }: { onInterpret: (dream: Dream) => void }) {
  const dreams = useDreams({ analyzed: "true" });
  const items = dreams.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      {dreams.isPending && <Loading text={t("interpreter.loadingDreams")} />}
      {dreams.isError && <p role="alert">{t("interpreter.fetchDreamsFailed")}</p>}
      {dreams.isSuccess && items.length === 0 && (
        <div className="grid justify-items-start gap-3">
          <p className="text-muted-foreground">{t("interpreter.noDreams")}</p>
          <p>{t("interpreter.noDreamsNext")}</p>
          <Button asChild variant="outline">
            <Link to={paths.home}>{t("interpreter.goToDreams")}</Link>
          </Button>
        </div>
      )}
      {items.length > 0 && (
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">{t("interpreter.dreamsTab")}</caption>
          <thead className="max-md:sr-only">
            <tr className="border-b border-border">
              <th scope="col" className={th}>
                {t("interpreter.colTitle")}
              </th>
              <th scope="col" className={th}>
                {t("interpreter.colDate")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("interpreter.colAction")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((dream) => (
              <tr
                key={dream.id}
                className="border-b border-border last:border-b-0 max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-2 max-md:gap-y-1 max-md:py-3"
              >
                <td className={`${cell} font-semibold break-words max-md:col-span-2`}>
                  {dream.title ? <span data-user-content>{dream.title}</span> : t("interpreter.untitled")}
                </td>
                <td className={`${cell} whitespace-nowrap text-muted-foreground`}>
                  {formatDay(dream.dreamDate)}
                </td>
                <td className={`${cell} text-right`}>
                  <Button
                    size="sm"
                    variant="secondary"
                    // Its words wrap rather than widen the row past a phone's screen.
                    className="h-auto min-h-10 whitespace-normal py-1.5"
                    aria-label={t("interpreter.interpretDream", {
                      title: dream.title || t("interpreter.untitled"),
                    })}
                    onClick={() => onInterpret(dream)}
                  >
                    <Sparkles aria-hidden="true" />
                    {t("interpreter.interpretThis")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dreams.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => dreams.fetchNextPage()}
          disabled={dreams.isFetchingNextPage}
        >
          {t("interpreter.loadMore")}
        </Button>
      )}
      <p className="text-sm text-muted-foreground">{t("interpreter.onlyAnalyzedNote")}</p>
    </div>
  );
}
