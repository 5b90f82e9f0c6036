import type { Dream } from "@somnia/shared/dreams";
import { MessageCircle, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { getDream } from "@/api/dreams";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatLog } from "@/components/chat/chat-log";
import type { ChatWording } from "@/components/chat/chat-wording";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { UpgradeOffer } from "@/components/upgrade-offer";
import { isApiError } from "@/lib/api-client";
import { inProgress, isBusy, isOver, isTyping } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { useDreamHandOff } from "../hooks/use-dream-hand-off";
import { useInterpreterChat } from "../hooks/use-interpreter-chat";
import { ChatDreamChooser } from "./chat-dream-chooser";
import { EndChatDialog } from "./end-chat-dialog";

const wording = (): ChatWording => ({
  log: t("interpreter.chat.messages"),
  bot: t("interpreter.chat.bot"),
  typing: t("interpreter.chat.typing"),
  input: t("interpreter.chat.placeholder"),
  placeholder: t("interpreter.chat.placeholder"),
  send: t("interpreter.chat.send"),
});

/**
 * 'Talk to the Interpreter' and the chat in a 600 px dialog (docs/product.md). The conversation lives
 * here, outside the dialog's content: closed while a dream's conversation is under way, the dialog
 * asks first and closing ends it; otherwise reopening shows it as it was. A handed-over dream opens
 * it. Once a dream is chosen the message box has the focus, and 'Start over' once it is over.
 */
export function InterpreterChatDialog() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const chat = useInterpreterChat();
  const input = useRef<HTMLInputElement>(null);
  const startOver = useRef<HTMLButtonElement>(null);

  const start = (dream: Dream) => {
    input.current?.focus();
    void chat.start(dream);
  };

  useDreamHandOff(async (dreamId) => {
    setOpen(true);
    setConfirming(false);
    chat.reset();
    try {
      await chat.start(await getDream(dreamId));
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      const description = notFound
        ? t("interpreter.chat.unknownDream")
        : t("interpreter.chat.couldNotRetrieve");
      chat.say(description);
      toast.error(t("interpreter.errorTitle"), { description });
    }
  });

  const onOpenChange = (next: boolean) => {
    if (!next && inProgress(chat)) setConfirming(true);
    else setOpen(next);
  };
  const end = () => {
    chat.reset();
    setConfirming(false);
    setOpen(false);
  };
  const restart = () => {
    chat.reset();
    input.current?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" className="justify-self-start">
          <MessageCircle aria-hidden="true" />
          {t("interpreter.talk")}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="flex h-[600px] max-h-[90vh] max-w-2xl flex-col gap-3 overflow-hidden p-4 sm:p-6"
        onOpenAutoFocus={(event) => {
          if (!inProgress(chat)) return;
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <div className="grid gap-1 pr-10">
          <DialogTitle>{t("interpreter.chat.title")}</DialogTitle>
          <DialogDescription>{t("interpreter.chat.description")}</DialogDescription>
        </div>
        <ChatLog
          messages={chat.messages}
          streamingId={chat.streamingId}
          typing={isTyping(chat)}
          wording={wording()}
        >
          {chat.phase.name === "idle" && <ChatDreamChooser onDream={start} />}
        </ChatLog>
        {chat.phase.name === "limited" && <UpgradeOffer text={t("interpreter.chat.plusOffer")} />}
        {isOver(chat) && (
          <Button ref={startOver} variant="outline" size="sm" className="self-start" onClick={restart}>
            <RotateCcw aria-hidden="true" />
            {t("interpreter.chat.startOver")}
          </Button>
        )}
        <ChatComposer
          onSend={chat.send}
          busy={isBusy(chat)}
          over={isOver(chat)}
          wording={wording()}
          inputRef={input}
          next={startOver}
        />
        <EndChatDialog open={confirming} onOpenChange={setConfirming} onEnd={end} />
      </DialogContent>
    </Dialog>
  );
}
