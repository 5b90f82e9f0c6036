import type { DreamDetections } from "@somnia/shared/detections";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { dreamKeys, useDream } from "@/api/dreams";
import { Chip, ChipLink } from "@/components/ui/chip";
import { symbolPath } from "@/config/paths";
import type { ChatPhase } from "@/lib/chat/chat-state";
import { emotionName, emotionTone } from "@/lib/emotions";
import { quotedList, t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

/** On a phone a line shows this many chips and '+N more'; wider screens show them all. */
const PHONE_CHIPS = 3;

const small = "min-h-7 px-2.5 py-0.5 text-sm";

/**
 * One line of chips under its label. On a phone, past the first few, the chips wait behind
 * '+N more' (the chat card keeps its room for the conversation); 'Show fewer' folds them again.
 */
function ChipLine<T>({
  label,
  items,
  chip,
}: {
  label: string;
  items: T[];
  chip: (item: T, className: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const folded = items.length - PHONE_CHIPS;
  return (
    <div className="flex items-start gap-1.5">
      <span className="min-h-7 content-center text-sm font-semibold text-muted-foreground">{label}</span>
      <ul id={id} aria-label={label} className="flex min-w-0 flex-1 flex-wrap gap-1.5">
        {items.map((item, index) => chip(item, cn(small, index >= PHONE_CHIPS && !open && "max-sm:hidden")))}
        {folded > 0 && (
          <li className="sm:hidden">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => setOpen(!open)}
              className={cn(
                small,
                "rounded-full border border-border font-semibold text-foreground hover:bg-accent",
                "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
              )}
            >
              {open ? t("analyzer.fewerChips") : t("analyzer.moreChips", { count: folded })}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

function Chips({ emotions, symbols }: DreamDetections) {
  return (
    <div className="grid gap-1.5 px-1">
      {emotions.length > 0 && (
        <ChipLine
          label={t("analyzer.feelingsLabel")}
          items={emotions}
          chip={(e, className) => (
            <Chip
              key={`${e.emotion}:${e.who}:${e.whoName ?? ""}:${e.when ?? ""}`}
              tone={emotionTone(e.emotion)}
              className={className}
              aria-label={t("analyzer.feltBy", {
                emotion: emotionName(e.emotion),
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
              {emotionName(e.emotion)}
              {e.who === "other" && " · "}
              {e.who === "other" &&
                (e.whoName ? <span data-user-content>{e.whoName}</span> : t("analyzer.someoneElse"))}
              {e.when === "waking" && ` · ${t("analyzer.onWaking")}`}
            </Chip>
          )}
        />
      )}
      {symbols.length > 0 && (
        <ChipLine
          label={t("analyzer.symbolsLabel")}
          items={symbols}
          chip={(s, className) => (
            <Chip
              key={s.symbol}
              className={className}
              title={
                s.evidence.length
                  ? t("analyzer.evidence", { words: quotedList(s.evidence) })
                  : t("analyzer.addedByYou")
              }
            >
              <ChipLink
                href={symbolPath(s.symbol)}
                aria-label={t("analyzer.symbolInDictionary", { label: s.label })}
                data-user-content
              >
                {s.label}
              </ChipLink>
            </Chip>
          )}
        />
      )}
    </div>
  );
}

/**
 * The current dream's feelings and symbols, read-only (they are edited in the dream's View dialog).
 * Fetched again when the session changes: an analysis detects them if saving could not.
 */
export function DreamChips({ dreamId, phase }: { dreamId: string | null; phase: ChatPhase["name"] }) {
  const queryClient = useQueryClient();
  const data = useDream(dreamId).data?.detections;
  useEffect(() => {
    if (dreamId && phase !== "idle")
      void queryClient.invalidateQueries({ queryKey: dreamKeys.detail(dreamId) });
  }, [dreamId, phase, queryClient]);
  if (!data || (data.emotions.length === 0 && data.symbols.length === 0)) return null;
  return <Chips {...data} />;
}
