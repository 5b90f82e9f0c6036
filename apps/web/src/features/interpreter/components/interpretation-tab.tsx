import type { Dream } from "@somnia/shared/dreams";
import type { Interpretation } from "@somnia/shared/interpretation";
import { ArrowLeft, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useInterpretations } from "@/api/interpretations";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { InterpretationHistory } from "./interpretation-history";
import { InterpretationSources } from "./interpretation-sources";
import { InterpretationText } from "./interpretation-text";

type Props = {
  dream: Dream | null;
  /** True while a reading is being generated; `streamed` is its text so far. */
  interpreting: boolean;
  streamed: string;
  /** The reading just finished, until the history has it. */
  latest: Interpretation | undefined;
  onBack: () => void;
  onInterpret: (dream: Dream) => void;
};

/** The Interpretation tab: the chosen dream's reading (streamed, then stored), its sources and earlier readings. */
export function InterpretationTab({ dream, interpreting, streamed, latest, onBack, onInterpret }: Props) {
  const history = useInterpretations(dream?.id ?? null);
  const [shownId, setShownId] = useState<string | null>(null);
  // A new reading is shown as soon as it is done, whichever earlier one was open.
  useEffect(() => {
    if (interpreting) setShownId(null);
  }, [interpreting]);
  const items = history.data?.items ?? (latest ? [latest] : []);
  const shown =
    items.find((item) => item.id === shownId) ??
    (latest?.dreamId === dream?.id ? latest : undefined) ??
    items[0];
  return (
    <div className="grid gap-4">
      <Button variant="outline" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("interpreter.backToDreams")}
      </Button>
      {dream && (
        <header className="grid gap-1">
          <h2 className="text-xl font-bold">{dream.title || t("interpreter.untitled")}</h2>
          <p className="text-muted-foreground">{formatDay(dream.dreamDate)}</p>
        </header>
      )}
      {interpreting ? (
        <div className="grid gap-3" aria-busy="true">
          <p role="status" className="flex items-center gap-2 font-semibold">
            <Spinner className="size-5" />
            {t("interpreter.interpreting")}
          </p>
          {streamed && <InterpretationText text={streamed} />}
        </div>
      ) : shown ? (
        <article aria-label={t("interpreter.currentReading")} className="grid gap-4">
          <InterpretationText text={shown.text} />
          <InterpretationSources sources={shown.sources} />
        </article>
      ) : (
        <p className="text-muted-foreground">{t("interpreter.noInterpretation")}</p>
      )}
      {!interpreting && (
        <InterpretationHistory items={items} shownId={shown?.id ?? null} onShow={setShownId} />
      )}
      {dream && !interpreting && (
        <Button variant="secondary" className="justify-self-start" onClick={() => onInterpret(dream)}>
          <RefreshCw aria-hidden="true" />
          {t("interpreter.interpretAgain")}
        </Button>
      )}
    </div>
  );
}
