import { SendHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CHAT_STRINGS as C } from "../strings";

/** 'Type your message...' and Send; trimmed, empty text ignored, blocked while disabled (spec §5). */
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
        aria-label={C.placeholder}
        placeholder={C.placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="icon" disabled={disabled || !text.trim()} aria-label={C.send}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
