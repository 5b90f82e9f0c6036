import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useMemory } from "@/api/memory";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/loading";
import { t } from "@/lib/i18n/translate";
import { MemoryEntryItem } from "./memory-entry-item";

export const MEMORY_PANEL_ID = "memory";

/** 'What Somnia knows about you': distilled info, personal info and recurring dreams, each editable. */
export function MemoryPanel() {
  const memory = useMemory();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const linkedHere = searchParams.get("panel") === MEMORY_PANEL_ID;
  // /interpreter?panel=memory (the profile's link) brings the panel into view and focus.
  useEffect(() => {
    if (!linkedHere) return;
    headingRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [linkedHere]);
  return (
    <Card id={MEMORY_PANEL_ID} aria-labelledby="memory-title" className="scroll-mt-6">
      <CardHeader>
        <CardTitle
          id="memory-title"
          ref={headingRef}
          tabIndex={-1}
          className="focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t("interpreter.memoryTitle")}
        </CardTitle>
        <CardDescription>{t("interpreter.memoryDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {memory.isPending && <Loading label={t("interpreter.memoryLoading")} className="size-6" />}
        {memory.isError && <p role="alert">{t("interpreter.memoryLoadFailed")}</p>}
        {memory.data?.length === 0 && <p className="text-muted-foreground">{t("interpreter.memoryEmpty")}</p>}
        {memory.data && memory.data.length > 0 && (
          <ul aria-label={t("interpreter.memoryTitle")}>
            {memory.data.map((entry) => (
              <MemoryEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
