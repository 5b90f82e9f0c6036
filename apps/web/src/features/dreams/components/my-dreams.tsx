import type { Dream } from "@somnia/shared/dreams";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/layouts/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { DreamListCard } from "./dream-list-card";
import { LinkedDream } from "./linked-dream";
import { LogDreamCard } from "./log-dream-card";

export type JournalTab = "log" | "analyzer";

type MyDreamsProps = {
  tab: JournalTab;
  onTabChange: (tab: JournalTab) => void;
  /** Makes the dream the current one; the page then shows the analyzer tab. */
  onChooseDream: (dream: Dream) => void;
  /** Above 0, the Log Dream card's text takes the focus, and again each time it grows. */
  focusRequest: number;
  /** Shows the Log Dream card with its text focused (the empty journal's next step). */
  onStartLogging: () => void;
  /** What the 'Dream Analyzer' tab shows for the current dream. */
  analyzer: ReactNode;
  /** A dream to show in its View dialog (opened by link), and what to do when it is closed. */
  linkedDreamId: string | null;
  onLinkedDreamClosed: () => void;
};

/** My Dreams (docs/product.md): the Log Dream / Dream Analyzer tabs and, below them, Your Dreams. */
export function MyDreams({
  tab,
  onTabChange,
  onChooseDream,
  focusRequest,
  onStartLogging,
  analyzer,
  linkedDreamId,
  onLinkedDreamClosed,
}: MyDreamsProps) {
  const analyze = (dream: Dream) => {
    onChooseDream(dream);
    // One toast however many dreams are chosen in a row: a new choice replaces the last one's.
    toast(t("dreams.selectedTitle"), { id: "dream-selected", description: t("dreams.selectedDescription") });
  };
  return (
    <>
      <PageHeader title={t("dreams.title")} />
      <div className="grid gap-6">
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as JournalTab)}>
          <TabsList className="max-w-md">
            <TabsTrigger value="log">{t("dreams.logTab")}</TabsTrigger>
            <TabsTrigger value="analyzer">{t("dreams.analyzerTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="log">
            <LogDreamCard onSaved={onChooseDream} focusRequest={focusRequest} />
          </TabsContent>
          <TabsContent value="analyzer">{analyzer}</TabsContent>
        </Tabs>
        <DreamListCard onAnalyze={analyze} onStartLogging={onStartLogging} />
        {linkedDreamId && <LinkedDream dreamId={linkedDreamId} onClosed={onLinkedDreamClosed} />}
      </div>
    </>
  );
}
