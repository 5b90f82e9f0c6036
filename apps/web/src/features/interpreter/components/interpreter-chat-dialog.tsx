import { MessageCircle, RotateCcw } from "lucide-react";
import { useState } from "react";
import { getDream } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { UpgradeOffer } from "@/components/upgrade-offer";
import { isApiError } from "@/lib/api-client";
import { isTyping } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { useDreamHandOff } from "../hooks/use-dream-hand-off";
import { useInterpreterChat } from "../hooks/use-interpreter-chat";
import { ChatDreamChooser } from "./chat-dream-chooser";
import { ChatInput } from "./chat-input";
import { ChatMessageList } from "./chat-message-list";

/**
 * 'Talk to the Interpreter' and the chat in a 600 px dialog (docs/product.md). The conversation lives here,
 * outside the dialog's content, so closing and reopening keeps it; a handed-over dream opens it.
 */
export function InterpreterChatDialog() {
  const [open, setOpen] = useState(false);
  const chat = useInterpreterChat();

  useDreamHandOff(async (dreamId) => {
    setOpen(true);
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

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" className="justify-self-start">
          <MessageCircle aria-hidden="true" />
          {t("interpreter.talk")}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex h-[600px] max-h-[90vh] max-w-2xl flex-col gap-3 overflow-hidden p-4 sm:p-6">
        <div className="grid gap-1 pr-10">
          <DialogTitle>{t("interpreter.chat.title")}</DialogTitle>
          <DialogDescription>{t("interpreter.chat.description")}</DialogDescription>
        </div>
        <section
          aria-label={t("interpreter.chat.messages")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe).
          tabIndex={0}
          className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto rounded-lg pr-1 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChatMessageList messages={chat.messages} typing={isTyping(chat)} />
          {chat.status === "idle" && !chat.busy && <ChatDreamChooser onDream={chat.start} />}
        </section>
        {chat.status === "limited" && <UpgradeOffer text={t("interpreter.chat.plusOffer")} />}
        {(chat.status === "ended" || chat.status === "limited") && (
          <Button variant="outline" size="sm" className="self-start" onClick={chat.reset}>
            <RotateCcw aria-hidden="true" />
            {t("interpreter.chat.startOver")}
          </Button>
        )}
        <ChatInput
          disabled={chat.busy || chat.status === "ended" || chat.status === "limited"}
          onSend={chat.send}
        />
      </DialogContent>
    </Dialog>
  );
}
