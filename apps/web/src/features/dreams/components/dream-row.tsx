import type { Dream } from "@somnia/shared/dreams";
import { CheckCircle2, Eye, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { dreamDialog } from "./lazy-dream-dialog";
import { TypeBadges } from "./type-badges";

const cell = "px-3 py-3 align-middle max-md:px-0 max-md:py-0";

/** One dream: date, title with its types, Analyze or Analyzed, and View (opens the Dream Content dialog). */
export function DreamRow({
  dream,
  onAnalyze,
  onView,
  viewing,
}: {
  dream: Dream;
  onAnalyze: (dream: Dream) => void;
  /** Opens the dream's dialog; `opener` gets the focus back when it closes. */
  onView: (dream: Dream, opener: HTMLElement) => void;
  /** Whether its dialog is open. */
  viewing: boolean;
}) {
  const title = dream.title || t("dreams.untitled");
  return (
    <tr className="border-b border-border last:border-b-0 max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-2 max-md:gap-y-1 max-md:py-3">
      <td className={`${cell} whitespace-nowrap text-muted-foreground max-md:col-span-2 max-md:text-sm`}>
        {formatDay(dream.dreamDate)}
      </td>
      <td className={`${cell} font-semibold break-words max-md:col-span-2`}>
        {dream.title ? <span data-user-content>{dream.title}</span> : title}
        <TypeBadges types={dream.types} />
      </td>
      <td className={`${cell} max-md:col-start-1 max-md:justify-self-start`}>
        {dream.isAnalyzed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-100">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t("dreams.analyzed")}
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("dreams.analyzeDream", { title })}
            onClick={() => onAnalyze(dream)}
          >
            <Sparkles aria-hidden="true" />
            {t("dreams.analyze")}
          </Button>
        )}
      </td>
      <td className={`${cell} text-right max-md:col-start-2`}>
        <Button
          size="sm"
          variant="outline"
          aria-label={t("dreams.viewDream", { title })}
          aria-haspopup="dialog"
          aria-expanded={viewing}
          onPointerEnter={dreamDialog.preload}
          onFocus={dreamDialog.preload}
          onClick={(event) => onView(dream, event.currentTarget)}
        >
          <Eye aria-hidden="true" />
          {t("dreams.view")}
        </Button>
      </td>
    </tr>
  );
}
