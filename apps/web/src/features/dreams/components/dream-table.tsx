import type { Dream } from "@somnia/shared/dreams";
import { Suspense, useState } from "react";
import { t } from "@/lib/i18n/translate";
import { DreamRow } from "./dream-row";
import { dreamDialog } from "./lazy-dream-dialog";

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
  // The dream whose dialog is open (the list's copy of it is shown, kept current by its refetches).
  const [viewing, setViewing] = useState<{ dream: Dream; opener: HTMLElement } | null>(null);
  const shown = viewing && (dreams.find((dream) => dream.id === viewing.dream.id) ?? viewing.dream);
  return (
    <>
      <table className="w-full border-collapse text-left text-base">
        <caption className="sr-only">{t("dreams.listTitle")}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-border">
            <th scope="col" className={th}>
              {t("dreams.colDate")}
            </th>
            <th scope="col" className={th}>
              {t("dreams.colTitle")}
            </th>
            <th scope="col" className={th}>
              {t("dreams.colStatus")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("dreams.colView")}
            </th>
          </tr>
        </thead>
        <tbody>
          {dreams.map((dream) => (
            <DreamRow
              key={dream.id}
              dream={dream}
              onAnalyze={onAnalyze}
              onView={(dream, opener) => setViewing({ dream, opener })}
              viewing={viewing?.dream.id === dream.id}
            />
          ))}
        </tbody>
      </table>
      {viewing && shown && (
        <Suspense fallback={null}>
          <dreamDialog.Component
            key={shown.id}
            dream={shown}
            opener={viewing.opener}
            onClosed={() => setViewing(null)}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </>
  );
}
