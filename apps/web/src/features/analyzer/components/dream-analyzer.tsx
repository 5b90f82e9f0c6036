import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UpgradeOffer } from "@/components/upgrade-offer";
import { isTyping } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { type DreamAnalyzerOptions, useDreamAnalyzer } from "../hooks/use-dream-analyzer";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { ChatComposer } from "./chat-composer";
import { ChatLog } from "./chat-log";
import { DreamChips } from "./dream-chips";

export type { StartRequest } from "../hooks/analysis-flow";
export type DreamAnalyzerProps = DreamAnalyzerOptions;

/**
 * The Dream Analyzer tab (docs/product.md): a 600 px chat card. The dream, the brief analysis as it
 * streams, then 3-5 questions answered one by one; Skip while a session runs. Opened by a save or
 * 'Analyze', it brings its top into view (the page may be scrolled far down the form or the list)
 * and gives its input the focus as soon as the input takes answers. At the plan's limit the input
 * is off and 'Upgrade to Plus' is offered.
 */
export function DreamAnalyzer(props: DreamAnalyzerProps) {
  const chat = useDreamAnalyzer(props);
  const card = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusPending = useRef(false);
  const reducedMotion = useReducedMotion();
  const requestId = props.startRequest?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save or 'Analyze'.
  useEffect(() => {
    const element = card.current;
    if (requestId === undefined || !element) return;
    focusPending.current = true;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      element.scrollIntoView({ block: "start", behavior: reducedMotion ? "auto" : "smooth" });
    }
  }, [requestId]);
  // The first question has come: the input takes answers, and the focus.
  useEffect(() => {
    if (!focusPending.current || chat.busy || chat.status !== "active") return;
    focusPending.current = false;
    input.current?.focus({ preventScroll: true });
  }, [chat.busy, chat.status]);
  return (
    <Card ref={card} aria-labelledby="dream-analyzer-title" className="flex h-[600px] flex-col">
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
        {chat.status === "limited" && <UpgradeOffer text={t("analyzer.plusOffer")} />}
        <ChatComposer
          onSend={chat.send}
          disabled={chat.busy || chat.status === "ended" || chat.status === "limited"}
          inputRef={input}
        />
      </CardContent>
    </Card>
  );
}
