import type { Dream } from "@somnia/shared/dreams";
import { useState } from "react";
import { PageHeader } from "@/components/layouts/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t } from "@/lib/i18n/translate";
import { useOneShotInterpretation } from "../hooks/use-one-shot-interpretation";
import { AnalyzedDreamsTab } from "./analyzed-dreams-tab";
import { InterpretationTab } from "./interpretation-tab";
import { InterpreterChatDialog } from "./interpreter-chat-dialog";
import { MemoryPanel } from "./memory-panel";

type InterpreterTab = "dreams" | "interpretation";

/** The Interpreter page (docs/product.md): chat button, Dreams / Interpretation tabs, the memory panel. */
export function DreamInterpreter() {
  const [tab, setTab] = useState<InterpreterTab>("dreams");
  const reading = useOneShotInterpretation();
  const interpret = (dream: Dream) => {
    setTab("interpretation");
    reading.interpret(dream);
  };
  return (
    <>
      <PageHeader title={t("interpreter.title")} description={t("interpreter.explanation")} />
      <div className="grid gap-6">
        <InterpreterChatDialog />
        <Tabs value={tab} onValueChange={(value) => setTab(value as InterpreterTab)}>
          <TabsList className="max-w-md">
            <TabsTrigger value="dreams">{t("interpreter.dreamsTab")}</TabsTrigger>
            <TabsTrigger value="interpretation">{t("interpreter.interpretationTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="dreams">
            <Card>
              <CardContent className="pt-6">
                <AnalyzedDreamsTab onInterpret={interpret} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="interpretation">
            <Card>
              <CardContent className="pt-6">
                <InterpretationTab
                  dream={reading.dream}
                  interpreting={reading.interpreting}
                  streamed={reading.streamed}
                  latest={reading.latest}
                  onBack={() => setTab("dreams")}
                  onInterpret={interpret}
                />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
        <MemoryPanel />
      </div>
    </>
  );
}
