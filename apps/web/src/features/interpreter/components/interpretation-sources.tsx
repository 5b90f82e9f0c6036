import type { InterpretationSource } from "@somnia/shared/interpretation";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatDay } from "@/lib/dates";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";
import { MEMORY_PANEL_ID } from "./memory-panel";

const KIND_LABEL: Record<InterpretationSource["kind"], MessageId> = {
  dream: "interpreter.sourceDream",
  answer: "interpreter.sourceAnswer",
  distilled: "interpreter.infoTypeLabel.distilled_info",
  personal: "interpreter.infoTypeLabel.personal",
  recurring: "interpreter.infoTypeLabel.recurring_dreams",
};

const isMemory = (kind: InterpretationSource["kind"]) => kind !== "dream" && kind !== "answer";

/** Dreams and answers open their dream on My Dreams (`/?dream=<id>`); memory entries the panel here. */
function hrefOf(source: InterpretationSource): string | null {
  if (isMemory(source.kind)) return `${paths.interpreter}?panel=${MEMORY_PANEL_ID}`;
  return source.dreamId ? `${paths.home}?dream=${encodeURIComponent(source.dreamId)}` : null;
}

/** One source: what it is, its label and date, linked to where it can be read or edited. */
function Source({ source }: { source: InterpretationSource }) {
  const label = `${source.label || t("interpreter.untitled")} · ${formatDay(source.date)}`;
  const href = hrefOf(source);
  return (
    <li className="grid gap-0.5">
      <span className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t(KIND_LABEL[source.kind])}
      </span>
      {href ? (
        <Link to={href} className="text-link underline-offset-4 hover:underline">
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      {source.symbols && source.symbols.length > 0 && (
        <span className="text-sm text-muted-foreground">
          {t("interpreter.sharedSymbols")} {source.symbols.join(", ")}
        </span>
      )}
    </li>
  );
}

/** 'What this reading drew on': the dreams, answers and profile notes the reading used. */
export function InterpretationSources({ sources }: { sources: InterpretationSource[] }) {
  return (
    <section aria-labelledby="drew-on-title" className="grid gap-3 rounded-xl border border-border p-4">
      <h3 id="drew-on-title" className="text-lg font-bold">
        {t("interpreter.drewOn")}
      </h3>
      {sources.length === 0 ? (
        <p className="text-muted-foreground">{t("interpreter.drewOnEmpty")}</p>
      ) : (
        <ul className="grid gap-3">
          {sources.map((source) => (
            <Source key={`${source.kind}-${source.id}`} source={source} />
          ))}
        </ul>
      )}
    </section>
  );
}
