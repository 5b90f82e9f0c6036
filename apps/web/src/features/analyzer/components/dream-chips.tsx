import type { DreamDetections } from "@somnia/shared/detections";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Chip } from "@/components/ui/chip";
import { emotionTone } from "@/lib/emotion-tone";
import { getDreamChipsQueryOptions, useDreamChips } from "../api/get-dream-chips";
import { ANALYZER_STRINGS as S } from "../strings";

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
        <ChipLine label={S.feelingsLabel}>
          {emotions.map((e) => (
            <Chip
              key={`${e.emotion}:${e.who}:${e.whoName ?? ""}`}
              tone={emotionTone(e.emotion)}
              className={small}
              aria-label={S.feltBy(e.emotion, e.who, e.whoName)}
              title={e.evidence ? S.evidence([e.evidence]) : S.addedByYou}
            >
              {e.emotion}
              {e.who === "other" && ` · ${e.whoName ?? S.someoneElse}`}
            </Chip>
          ))}
        </ChipLine>
      )}
      {symbols.length > 0 && (
        <ChipLine label={S.symbolsLabel}>
          {symbols.map((s) => (
            <Chip
              key={s.symbol}
              className={small}
              title={s.evidence.length ? S.evidence(s.evidence) : S.addedByYou}
            >
              {s.label}
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
  const { data } = useDreamChips(dreamId);
  useEffect(() => {
    if (dreamId && status !== "idle")
      void queryClient.invalidateQueries({ queryKey: getDreamChipsQueryOptions(dreamId).queryKey });
  }, [dreamId, status, queryClient]);
  if (!data || (data.emotions.length === 0 && data.symbols.length === 0)) return null;
  return <Chips {...data} />;
}
