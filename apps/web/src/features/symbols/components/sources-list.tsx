import type { SymbolSource } from "@somnia/shared/symbols";
import { t } from "@/lib/i18n/translate";
import { SOURCE_KIND_LABELS, sourceAnchor } from "../utils/labels";

/** The cited works in full, each with what it supports and what it is cited for; rows are link targets. */
export function SourcesList({ sources }: { sources: readonly SymbolSource[] }) {
  return (
    <dl className="grid gap-4">
      {sources.map((source) => (
        <div key={source.key} id={sourceAnchor(source.key)} className="grid gap-1 scroll-mt-24">
          <dt className="font-semibold">
            <span data-user-content>{source.short}</span>{" "}
            <span className="text-sm font-normal text-muted-foreground">
              · {t(SOURCE_KIND_LABELS[source.kind])}
            </span>
          </dt>
          <dd data-user-content>{source.citation}</dd>
          <dd className="text-muted-foreground" data-user-content>
            {source.about}
          </dd>
        </div>
      ))}
    </dl>
  );
}
