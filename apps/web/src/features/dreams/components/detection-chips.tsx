import type { DreamDetections, DreamEmotion, Emotion } from "@somnia/shared/detections";
import type { Dream } from "@somnia/shared/dreams";
import { emotionTone } from "@/lib/emotion-tone";
import { useVocabulary } from "../api/get-vocabulary";
import { useUpdateDetections } from "../api/update-detections";
import { DREAMS_STRINGS as S } from "../strings";
import { NO_DETECTIONS } from "../utils/detections";
import { type ChipItem, DetectionRow } from "./detection-row";

const emotionKey = (e: DreamEmotion) => `${e.emotion}:${e.who}:${e.whoName ?? ""}`;

function emotionChip(e: DreamEmotion): ChipItem {
  const byOther = e.who === "other";
  return {
    key: emotionKey(e),
    label: e.emotion,
    name: S.feltBy(e.emotion, e.who, e.whoName),
    description: e.evidence ? S.evidence([e.evidence]) : S.addedByYou,
    tone: emotionTone(e.emotion),
    aside: byOther ? S.feltByOther(e.whoName) : undefined,
    removeLabel: S.removeChip(byOther ? S.feltBy(e.emotion, e.who, e.whoName) : e.emotion),
  };
}

/** The dream's words behind its detected feelings, one line per passage: 'fear, worry — “…”'. */
function EvidenceNote({ emotions }: { emotions: readonly DreamEmotion[] }) {
  const byWords = new Map<string, string[]>();
  for (const e of emotions)
    if (e.evidence) byWords.set(e.evidence, [...(byWords.get(e.evidence) ?? []), e.emotion]);
  if (byWords.size === 0) return null;
  return (
    <ul aria-label={S.evidenceLabel} className="grid gap-1 text-sm text-muted-foreground">
      {[...byWords].map(([words, names]) => (
        <li key={words}>
          {names.join(", ")} — “{words}”
        </li>
      ))}
    </ul>
  );
}

/**
 * The dream's 'Feelings' and 'Symbols' (issue 7): remove a wrong chip or add one from the
 * vocabulary. Each change is saved at once; the user's set is what stats and filters use.
 */
export function DetectionChips({ dream }: { dream: Dream }) {
  const vocabulary = useVocabulary().data;
  const update = useUpdateDetections();
  const { emotions, symbols } = dream.detections ?? NO_DETECTIONS;
  const save = (next: Pick<DreamDetections, "emotions" | "symbols">) =>
    update.mutate({ id: dream.id, detections: { ...next, edited: true } });

  const mine = new Set(emotions.filter((e) => e.who === "dreamer").map((e) => e.emotion));
  const present = new Set(symbols.map((s) => s.symbol));
  const labelOf = new Map(vocabulary?.symbols.map((s) => [s.id, s.label]));

  return (
    <div className="grid gap-3">
      {!dream.detections && <p className="text-base text-muted-foreground">{S.notDetectedYet}</p>}
      <DetectionRow
        title={S.feelingsLabel}
        emptyText={S.noFeelings}
        addLabel={S.addFeeling}
        items={emotions.map(emotionChip)}
        options={(vocabulary?.emotions ?? []).filter((e) => !mine.has(e)).map((e) => ({ key: e, label: e }))}
        onRemove={(key) => save({ emotions: emotions.filter((e) => emotionKey(e) !== key), symbols })}
        onAdd={(key) =>
          save({ emotions: [...emotions, { emotion: key as Emotion, who: "dreamer" }], symbols })
        }
        note={<EvidenceNote emotions={emotions} />}
      />
      <DetectionRow
        title={S.symbolsLabel}
        emptyText={S.noSymbols}
        addLabel={S.addSymbol}
        items={symbols.map((s) => ({
          key: s.symbol,
          label: s.label,
          name: s.label,
          description: s.evidence.length ? S.evidence(s.evidence) : S.addedByYou,
          tone: "neutral",
          removeLabel: S.removeChip(s.label),
        }))}
        options={(vocabulary?.symbols ?? [])
          .filter((s) => !present.has(s.id))
          .map((s) => ({ key: s.id, label: s.label }))}
        onRemove={(key) => save({ emotions, symbols: symbols.filter((s) => s.symbol !== key) })}
        onAdd={(key) =>
          save({
            emotions,
            symbols: [...symbols, { symbol: key, label: labelOf.get(key) ?? key, evidence: [] }],
          })
        }
      />
    </div>
  );
}
