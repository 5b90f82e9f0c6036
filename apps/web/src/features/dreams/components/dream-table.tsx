import type { Dream } from "@somnia/shared/dreams";
import { DREAMS_STRINGS as S } from "../strings";
import { DreamRow } from "./dream-row";

const th = "px-3 py-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground";

/** The list as a table; below 768 px each row is a stacked card-like block (headings stay for readers). */
export function DreamTable({
  dreams,
  onAnalyze,
  onDeleted,
}: {
  dreams: Dream[];
  onAnalyze: (dream: Dream) => void;
  onDeleted: () => void;
}) {
  return (
    <table className="w-full border-collapse text-left text-base">
      <caption className="sr-only">{S.listTitle}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-border">
          <th scope="col" className={th}>
            {S.colDate}
          </th>
          <th scope="col" className={th}>
            {S.colTitle}
          </th>
          <th scope="col" className={th}>
            {S.colStatus}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {S.colView}
          </th>
        </tr>
      </thead>
      <tbody>
        {dreams.map((dream) => (
          <DreamRow key={dream.id} dream={dream} onAnalyze={onAnalyze} onDeleted={onDeleted} />
        ))}
      </tbody>
    </table>
  );
}
