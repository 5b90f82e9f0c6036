import { ANALYSIS_ANSWER_MAX_LENGTH } from "@somnia/shared/analysis";
import { SendHorizontal } from "lucide-react";
import {
  type FormEvent,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ChatWording } from "./chat-wording";

type ChatComposerProps = {
  /** Sends the trimmed text; resolves false when it was not taken, and the text comes back. */
  onSend: (text: string) => Promise<boolean>;
  /** The bot is working: nothing can be sent yet. */
  busy: boolean;
  /** The conversation is over: nothing more can be said. */
  over: boolean;
  wording: Pick<ChatWording, "input" | "placeholder" | "send">;
  /** The message box, for a parent that moves the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Where the focus goes when the conversation ends while it is in the composer: the next action. */
  next?: RefObject<HTMLElement | null>;
};

const unavailableClass = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/**
 * A chat's message box and Send: blank text is ignored, the length is capped at an answer's. While
 * the bot works the box is marked unavailable but keeps the focus (a disabled control would drop it
 * to the page); when the conversation ends there, the focus moves on to `next`.
 */
export function ChatComposer({ onSend, busy, over, wording, inputRef, next }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement);
  const unavailable = busy || over;

  useEffect(() => {
    if (over && form.current?.contains(document.activeElement)) next?.current?.focus();
  }, [over, next]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || unavailable) return;
    setDraft("");
    const taken = await onSend(text);
    if (!taken) setDraft((current) => current || text);
  };

  return (
    <form ref={form} onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {wording.input}
      </label>
      <Input
        ref={input}
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={wording.placeholder}
        autoComplete="off"
        maxLength={ANALYSIS_ANSWER_MAX_LENGTH}
        readOnly={unavailable}
        aria-disabled={unavailable || undefined}
        className={unavailableClass}
      />
      <Button
        type="submit"
        size="icon"
        aria-label={wording.send}
        aria-disabled={unavailable || undefined}
        className={unavailableClass}
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
