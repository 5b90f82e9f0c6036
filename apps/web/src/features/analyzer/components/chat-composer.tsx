import { ANALYSIS_ANSWER_MAX_LENGTH } from "@somnia/shared/analysis";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n/translate";

type ChatComposerProps = {
  /** Sends the trimmed text; resolves false when it was not taken (the text comes back). */
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
  /** The text input, for a parent that moves the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
};

/** 'Type your message...' and Send: empty or blank text is ignored. */
export function ChatComposer({ onSend, disabled, inputRef }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement);

  // The input is disabled while the analyzer answers; give the focus back when it returns.
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [disabled]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || disabled) return;
    refocus.current = event.currentTarget.contains(document.activeElement);
    setDraft("");
    const taken = await onSend(text);
    if (!taken) setDraft((current) => current || text);
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("analyzer.inputLabel")}
      </label>
      <Input
        ref={input}
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t("analyzer.inputPlaceholder")}
        autoComplete="off"
        maxLength={ANALYSIS_ANSWER_MAX_LENGTH}
        disabled={disabled}
      />
      <Button type="submit" size="icon" aria-label={t("analyzer.send")} disabled={disabled}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
