import type { DreamDetections, DreamEmotion, Emotion } from "@somnia/shared/detections";
import type { Dream } from "@somnia/shared/dreams";
import { useVocabulary } from "@/api/dreams";
import { symbolPath } from "@/config/paths";
import { emotionName, emotionTone } from "@/lib/emotions";
import { quotedList, t } from "@/lib/i18n/translate";
import { useUpdateDetections } from "../hooks/use-update-detections";
import { NO_DETECTIONS } from "../utils/detections";
import { type ChipItem, DetectionRow } from "./detection-row";

const emotionKey = (e: DreamEmotion) => `${e.emotion}:${e.who}:${e.whoName ?? ""}:${e.when ?? ""}`;

/** 'fear — felt by you', 'fear — felt by Sarah'. */
const feltBy = (e: DreamEmotion) =>
  t("dreams.feltBy", {
    emotion: emotionName(e.emotion),
    who: e.who,
    name: e.whoName ?? t("dreams.someoneElse"),
    when: e.when ?? "dream",
  });

function emotionChip(e: DreamEmotion): ChipItem {
  const byOther = e.who === "other";
  return {
    key: emotionKey(e),
    label: emotionName(e.emotion),
    name: feltBy(e),
    description: e.evidence
      ? t("dreams.evidence", { words: quotedList([e.evidence]) })
      : t("dreams.addedByYou"),
    tone: emotionTone(e.emotion),
    aside:
      [
        byOther ? (e.whoName ?? t("dreams.someoneElse")) : null,
        e.when === "waking" ? t("dreams.onWaking") : null,
      ]
        .filter(Boolean)
        .join(" · ") || undefined,
    removeLabel: t("dreams.removeChip", { label: byOther || e.when ? feltBy(e) : emotionName(e.emotion) }),
  };
}

/** The dream's words behind its detected feelings, one line per passage: 'fear, worry — “…”'. */
function EvidenceNote({ emotions }: { emotions: readonly DreamEmotion[] }) {
  const byWords = new Map<string, string[]>();
  for (const e of emotions)
    if (e.evidence) byWords.set(e.evidence, [...(byWords.get(e.evidence) ?? []), emotionName(e.emotion)]);
  if (byWords.size === 0) return null;
  return (
    <ul aria-label={t("dreams.evidenceLabel")} className="grid gap-1 text-sm text-muted-foreground">
      {[...byWords].map(([words, names]) => (
        <li key={words}>{t("dreams.evidenceLine", { emotions: names.join(", "), words })}</li>
      ))}
    </ul>
  );
}

/**
 * The dream's 'Feelings' and 'Symbols' (decision 013): remove a wrong chip or add one from the
 * vocabulary. Each change is saved at once; the user's set is what stats and filters use.
 */
export function DetectionChips({ dream }: { dream: Dream }) {
  const vocabulary = useVocabulary().data;
  const update = useUpdateDetections();
  const { emotions, symbols } = dream.detections ?? NO_DETECTIONS;
  const save = (next: Pick<DreamDetections, "emotions" | "symbols">) =>
    update.mutate({ id: dream.id, detections: { ...next, edited: true } });

  const mine = new Set(emotions.filter((e) => e.who === "dreamer" && !e.when).map((e) => e.emotion));
  const present = new Set(symbols.map((s) => s.symbol));
  const labelOf = new Map(vocabulary?.symbols.map((s) => [s.id, s.label]));

  return (
    <div className="grid gap-3">
      {!dream.detections && <p className="text-base text-muted-foreground">{t("dreams.notDetectedYet")}</p>}
      <DetectionRow
        title={t("dreams.feelingsLabel")}
        emptyText={t("dreams.noFeelings")}
        addLabel={t("dreams.addFeeling")}
        items={emotions.map(emotionChip)}
        options={(vocabulary?.emotions ?? [])
          .filter((e) => !mine.has(e))
          .map((e) => ({ key: e, label: emotionName(e) }))}
        onRemove={(key) => save({ emotions: emotions.filter((e) => emotionKey(e) !== key), symbols })}
        onAdd={(key) =>
          save({ emotions: [...emotions, { emotion: key as Emotion, who: "dreamer" }], symbols })
        }
        note={<EvidenceNote emotions={emotions} />}
      />
      <DetectionRow
        title={t("dreams.symbolsLabel")}
        emptyText={t("dreams.noSymbols")}
        addLabel={t("dreams.addSymbol")}
        items={symbols.map((s) => ({
          key: s.symbol,
          label: s.label,
          name: s.label,
          description: s.evidence.length
            ? t("dreams.evidence", { words: quotedList(s.evidence) })
            : t("dreams.addedByYou"),
          tone: "neutral",
          link: { href: symbolPath(s.symbol), name: t("dreams.symbolInDictionary", { label: s.label }) },
          removeLabel: t("dreams.removeChip", { label: s.label }),
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
