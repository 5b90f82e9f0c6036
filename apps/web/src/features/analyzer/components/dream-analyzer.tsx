import { useEffect, useRef } from "react";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatLog } from "@/components/chat/chat-log";
import type { ChatWording } from "@/components/chat/chat-wording";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UpgradeOffer } from "@/components/upgrade-offer";
import { isBusy, isOver, isTyping } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { type DreamAnalyzerOptions, useDreamAnalyzer } from "../hooks/use-dream-analyzer";
import { DreamChips } from "./dream-chips";
import { InterpretLink } from "./interpret-link";

export type { StartRequest } from "../hooks/analysis-flow";
export type DreamAnalyzerProps = DreamAnalyzerOptions & {
  /** Before any dream was saved or chosen: shows the Log Dream card, its text focused. */
  onLogDream: () => void;
};

const wording = (): ChatWording => ({
  log: t("analyzer.logLabel"),
  bot: t("analyzer.analyzer"),
  typing: t("analyzer.typing"),
  empty: t("analyzer.empty"),
  input: t("analyzer.inputLabel"),
  placeholder: t("analyzer.inputPlaceholder"),
  send: t("analyzer.send"),
});

/**
 * The Dream Analyzer tab (docs/product.md): a 600 px chat card. The dream, the brief analysis as it
 * streams, then 3-5 questions answered one by one; Skip while a session runs; 'Interpret this
 * dream' once it is complete, taking the focus from the message box. Opened by a save or
 * 'Analyze', it brings its top into view clear of where toasts show (the page may be scrolled far
 * down the form or the list) and gives its input the focus as soon as the input takes answers. At
 * the plan's limit the input is off and 'Upgrade to Plus' is offered.
 */
export function DreamAnalyzer(props: DreamAnalyzerProps) {
  if (props.dreamId === null) return <NoDreamYet onLogDream={props.onLogDream} />;
  return <AnalyzerChat {...props} />;
}

/** The tab before any dream was saved or chosen: what the analyzer does, and where to begin. */
function NoDreamYet({ onLogDream }: { onLogDream: () => void }) {
  return (
    <Card aria-labelledby="dream-analyzer-title">
      <CardHeader>
        <CardTitle id="dream-analyzer-title">{t("analyzer.cardTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        <p className="text-muted-foreground">{t("analyzer.noDream")}</p>
        <Button onClick={onLogDream}>{t("analyzer.logDream")}</Button>
      </CardContent>
    </Card>
  );
}

function AnalyzerChat(props: DreamAnalyzerProps) {
  const chat = useDreamAnalyzer(props);
  const card = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLAnchorElement>(null);
  const focusPending = useRef(false);
  const reducedMotion = useReducedMotion();
  const requestId = props.startRequest?.id;
  const asking = chat.phase.name === "asking";
  const busy = isBusy(chat);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save or 'Analyze'.
  useEffect(() => {
    const element = card.current;
    if (requestId === undefined || !element) return;
    focusPending.current = true;
    const { top, bottom } = element.getBoundingClientRect();
    const toastRoom = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (top < toastRoom || bottom > window.innerHeight) {
      element.scrollIntoView({ block: "start", behavior: reducedMotion ? "auto" : "smooth" });
    }
  }, [requestId]);
  // The first question has come: the input takes answers, and the focus.
  useEffect(() => {
    if (!focusPending.current || busy || !asking) return;
    focusPending.current = false;
    input.current?.focus({ preventScroll: true });
  }, [busy, asking]);
  return (
    // The room left above the card when it is scrolled into view is where toasts show, at the top
    // from 768 px; a phone shows them at the bottom, above its bottom bar (src/lib/toaster.tsx).
    <Card
      ref={card}
      aria-labelledby="dream-analyzer-title"
      className="flex h-[600px] scroll-mt-4 flex-col md:scroll-mt-36"
    >
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="dream-analyzer-title">{t("analyzer.cardTitle")}</CardTitle>
        {asking && (
          <Button variant="outline" size="sm" onClick={chat.skip} disabled={busy}>
            {t("analyzer.skip")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3 px-3 sm:px-6">
        <DreamChips dreamId={props.dreamId} phase={chat.phase.name} />
        <ChatLog
          messages={chat.messages}
          streamingId={chat.streamingId}
          typing={isTyping(chat)}
          wording={wording()}
        />
        {chat.phase.name === "limited" && <UpgradeOffer text={t("analyzer.plusOffer")} />}
        {chat.phase.name === "ended" && props.dreamId && <InterpretLink ref={next} dreamId={props.dreamId} />}
        <ChatComposer
          onSend={chat.send}
          busy={busy}
          over={isOver(chat)}
          wording={wording()}
          inputRef={input}
          next={next}
        />
      </CardContent>
    </Card>
  );
}
