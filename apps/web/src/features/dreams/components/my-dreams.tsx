import type { Dream } from "@somnia/shared/dreams";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/layouts/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DREAMS_STRINGS as S } from "../strings";
import { DreamListCard } from "./dream-list-card";
import { LinkedDream } from "./linked-dream";
import { LogDreamCard } from "./log-dream-card";

export type JournalTab = "log" | "analyzer";

type MyDreamsProps = {
  tab: JournalTab;
  onTabChange: (tab: JournalTab) => void;
  /** Makes the dream the current one; the page then shows the analyzer tab. */
  onChooseDream: (dream: Dream) => void;
  /** What the 'Dream Analyzer' tab shows for the current dream. */
  analyzer: ReactNode;
  /** A dream to show in its View dialog (opened by link), and what to do when it is closed. */
  linkedDreamId: string | null;
  onLinkedDreamClosed: () => void;
};

/** My Dreams (spec §2): the Log Dream / Dream Analyzer tabs and, below them, Your Dreams. */
export function MyDreams({
  tab,
  onTabChange,
  onChooseDream,
  analyzer,
  linkedDreamId,
  onLinkedDreamClosed,
}: MyDreamsProps) {
  const analyze = (dream: Dream) => {
    onChooseDream(dream);
    toast(S.selectedTitle, { description: S.selectedDescription });
  };
  return (
    <>
      <PageHeader title={S.title} />
      <div className="grid gap-6">
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as JournalTab)}>
          <TabsList className="max-w-md">
            <TabsTrigger value="log">{S.logTab}</TabsTrigger>
            <TabsTrigger value="analyzer">{S.analyzerTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="log">
            <LogDreamCard onSaved={onChooseDream} />
          </TabsContent>
          <TabsContent value="analyzer">{analyzer}</TabsContent>
        </Tabs>
        <DreamListCard onAnalyze={analyze} />
        {linkedDreamId && <LinkedDream dreamId={linkedDreamId} onClosed={onLinkedDreamClosed} />}
      </div>
    </>
  );
}
