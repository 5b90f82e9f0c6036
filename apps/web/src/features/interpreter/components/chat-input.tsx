import { SendHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n/translate";

/** 'Type your message...' and Send; trimmed, empty text ignored, blocked while disabled. */
export function ChatInput({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState("");
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled || !text.trim()) return;
        onSend(text);
        setText("");
      }}
    >
      <Input
        aria-label={t("interpreter.chat.placeholder")}
        placeholder={t("interpreter.chat.placeholder")}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="icon"
        disabled={disabled || !text.trim()}
        aria-label={t("interpreter.chat.send")}
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
