import { Mic } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import type { Dictation } from "../hooks/use-dictation";
import type { DictationError } from "../utils/speech-recognition";

const ERRORS: Record<DictationError, MessageId> = {
  "not-allowed": "dreams.dictationNotAllowed",
  "no-speech": "dreams.dictationNoSpeech",
  "audio-capture": "dreams.dictationNoMicrophone",
  network: "dreams.dictationNetwork",
  language: "dreams.dictationLanguage",
  failed: "dreams.dictationFailed",
};

/**
 * 'Dictate' under the dream text (../hooks/use-dictation.ts): a toggle, pressed while listening,
 * with its state told politely beside it ('Listening…', or why dictation stopped) and the words
 * still being recognised shown below in italics until they are final and go into the text.
 * Nothing at all where the browser has no speech recognition.
 */
export function DictationButton({ dictation }: { dictation: Dictation }) {
  if (!dictation.supported) return null;
  const listening = dictation.status === "listening";
  const message = dictation.error
    ? t(ERRORS[dictation.error])
    : listening
      ? t("dreams.dictationListening")
      : "";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button
        type="button"
        variant={listening ? "primary" : "outline"}
        aria-pressed={listening}
        onClick={dictation.toggle}
      >
        <Mic aria-hidden="true" className={cn(listening && "motion-safe:animate-pulse")} />
        {t("dreams.dictate")}
      </Button>
      <p
        role="status"
        className={cn(
          "grow basis-60 text-base",
          dictation.error ? "font-medium text-danger" : "text-muted-foreground",
        )}
      >
        {message}
      </p>
      {dictation.interim && (
        <p className="w-full break-words text-base italic text-muted-foreground">{dictation.interim}…</p>
      )}
    </div>
  );
}
