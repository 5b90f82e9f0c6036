import type { DreamDetections } from "@somnia/shared/detections";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { dreamKeys, useDream } from "@/api/dreams";
import { Chip, ChipLink } from "@/components/ui/chip";
import { symbolPath } from "@/config/paths";
import { emotionTone } from "@/lib/emotion-tone";
import { quotedList, t } from "@/lib/i18n/translate";

const small = "min-h-7 px-2.5 py-0.5 text-sm";

function ChipLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-sm font-semibold text-muted-foreground">{label}</span>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {children}
      </ul>
    </div>
  );
}

function Chips({ emotions, symbols }: DreamDetections) {
  return (
    <div className="grid gap-1.5 px-1">
      {emotions.length > 0 && (
        <ChipLine label={t("analyzer.feelingsLabel")}>
          {emotions.map((e) => (
            <Chip
              key={`${e.emotion}:${e.who}:${e.whoName ?? ""}:${e.when ?? ""}`}
              tone={emotionTone(e.emotion)}
              className={small}
              aria-label={t("analyzer.feltBy", {
                emotion: e.emotion,
                who: e.who,
                name: e.whoName ?? t("analyzer.someoneElse"),
                when: e.when ?? "dream",
              })}
              title={
                e.evidence
                  ? t("analyzer.evidence", { words: quotedList([e.evidence]) })
                  : t("analyzer.addedByYou")
              }
            >
              {e.emotion}
              {e.who === "other" && ` · ${e.whoName ?? t("analyzer.someoneElse")}`}
              {e.when === "waking" && ` · ${t("analyzer.onWaking")}`}
            </Chip>
          ))}
        </ChipLine>
      )}
      {symbols.length > 0 && (
        <ChipLine label={t("analyzer.symbolsLabel")}>
          {symbols.map((s) => (
            <Chip
              key={s.symbol}
              className={small}
              title={
                s.evidence.length
                  ? t("analyzer.evidence", { words: quotedList(s.evidence) })
                  : t("analyzer.addedByYou")
              }
            >
              <ChipLink
                href={symbolPath(s.symbol)}
                aria-label={t("analyzer.symbolInDictionary", { label: s.label })}
              >
                {s.label}
              </ChipLink>
            </Chip>
          ))}
        </ChipLine>
      )}
    </div>
  );
}

/**
 * The current dream's feelings and symbols, read-only (they are edited in the dream's View dialog).
 * Fetched again when the session changes: an analysis detects them if saving could not.
 */
export function DreamChips({ dreamId, status }: { dreamId: string | null; status: string }) {
  const queryClient = useQueryClient();
  const data = useDream(dreamId).data?.detections;
  useEffect(() => {
    if (dreamId && status !== "idle")
      void queryClient.invalidateQueries({ queryKey: dreamKeys.detail(dreamId) });
  }, [dreamId, status, queryClient]);
  if (!data || (data.emotions.length === 0 && data.symbols.length === 0)) return null;
  return <Chips {...data} />;
}
