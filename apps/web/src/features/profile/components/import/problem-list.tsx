import type { ImportProblem } from "@somnia/shared/import";
import { messageText, t, useCatalogue } from "@/lib/i18n/translate";
import { placeText } from "./import-text";

/**
 * Entries that are (or will be) left out: each one's place in the file and its reason in the
 * catalogue's words, then how many more the server counted beyond the ones it listed.
 */
export function ProblemList({
  title,
  problems,
  count,
}: {
  title: string;
  problems: ImportProblem[];
  count: number;
}) {
  useCatalogue();
  if (count === 0) return null;
  const more = count - problems.length;
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="space-y-2 rounded-xl border border-border p-3">
        {problems.map((problem, index) => {
          const place = placeText(problem.place);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, in file order, never reordered.
            <li key={index} className="grid gap-0.5">
              {place && <span className="text-base font-medium wrap-anywhere">{place}</span>}
              <span className="text-base text-muted-foreground">
                {messageText(problem.reason, problem.params, t("profile.import.unreadableEntry"))}
              </span>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="text-base text-muted-foreground">{t("profile.import.moreProblems", { count: more })}</p>
      )}
    </section>
  );
}
