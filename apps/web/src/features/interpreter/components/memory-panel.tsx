import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMemory } from "../api/list-memory";
import { INTERPRETER_STRINGS as S } from "../strings";
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
          {S.memoryTitle}
        </CardTitle>
        <CardDescription>{S.memoryDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {memory.isPending && <Spinner label={S.memoryLoading} className="size-6" />}
        {memory.isError && <p role="alert">{S.memoryLoadFailed}</p>}
        {memory.data?.length === 0 && <p className="text-muted-foreground">{S.memoryEmpty}</p>}
        {memory.data && memory.data.length > 0 && (
          <ul aria-label={S.memoryTitle}>
            {memory.data.map((entry) => (
              <MemoryEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
