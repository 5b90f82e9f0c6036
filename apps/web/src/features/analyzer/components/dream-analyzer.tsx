import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { isTyping } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { type DreamAnalyzerOptions, useDreamAnalyzer } from "../hooks/use-dream-analyzer";
import { ChatComposer } from "./chat-composer";
import { ChatLog } from "./chat-log";
import { DreamChips } from "./dream-chips";

export type { StartRequest } from "../hooks/analysis-flow";
export type DreamAnalyzerProps = DreamAnalyzerOptions;

/**
 * The Dream Analyzer tab (docs/product.md): a 600 px chat card. The dream, the brief analysis as it
 * streams, then 3-5 questions answered one by one; Skip while a session runs.
 */
export function DreamAnalyzer(props: DreamAnalyzerProps) {
  const chat = useDreamAnalyzer(props);
  return (
    <Card aria-labelledby="dream-analyzer-title" className="flex h-[600px] flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="dream-analyzer-title">{t("analyzer.cardTitle")}</CardTitle>
        {chat.status === "active" && (
          <Button variant="outline" size="sm" onClick={chat.skip} disabled={chat.busy}>
            {t("analyzer.skip")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3 px-3 sm:px-6">
        <DreamChips dreamId={props.dreamId} status={chat.status} />
        <ChatLog messages={chat.messages} streamingId={chat.streamingId} typing={isTyping(chat)} />
        <ChatComposer onSend={chat.send} disabled={chat.busy || chat.status === "ended"} />
      </CardContent>
    </Card>
  );
}
