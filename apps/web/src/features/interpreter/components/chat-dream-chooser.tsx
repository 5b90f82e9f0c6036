import type { Dream } from "@somnia/shared/dreams";
import { useId, useState } from "react";
import { useCreateDream, useDreams } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { inputClassName, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDay, toIsoDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { cn, errorMessage } from "@/lib/utils";

/** Step 1: pick one of your dreams, or paste a new one (saved as a dream first). */
export function ChatDreamChooser({ onDream }: { onDream: (dream: Dream) => void }) {
  const id = useId();
  const dreams = useDreams();
  const items = dreams.data?.pages.flatMap((page) => page.items) ?? [];
  const create = useCreateDream();
  const [chosen, setChosen] = useState("");
  const [pasted, setPasted] = useState("");

  const pick = () => {
    const dream = items.find((item) => item.id === chosen);
    if (!dream)
      return toast.error(t("interpreter.errorTitle"), { description: t("interpreter.chat.selectFirst") });
    onDream(dream);
  };
  /** A pasted dream is saved first: dated today, its title generated. */
  const paste = async () => {
    const content = pasted.trim();
    if (!content) return;
    try {
      onDream(await create.mutateAsync({ title: null, content, dreamDate: toIsoDate(new Date()) }));
      setPasted("");
    } catch (error) {
      toast.error(t("interpreter.errorTitle"), { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-paste`}>{t("interpreter.chat.pasteLabel")}</Label>
        <Textarea
          id={`${id}-paste`}
          placeholder={t("interpreter.chat.pastePlaceholder")}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          className="min-h-20"
        />
        <Button
          className="justify-self-end"
          size="sm"
          disabled={!pasted.trim() || create.isPending}
          onClick={paste}
        >
          {t("interpreter.chat.pasteButton")}
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-pick`}>{t("interpreter.chat.pickLabel")}</Label>
        {dreams.isSuccess && items.length === 0 ? (
          <p className="text-muted-foreground">{t("interpreter.chat.noDreamYet")}</p>
        ) : (
          <div className="flex gap-2">
            <select
              id={`${id}-pick`}
              className={cn(inputClassName, "h-10 min-w-0 flex-1")}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{t("interpreter.chat.pickPlaceholder")}</option>
              {items.map((dream) => (
                <option key={dream.id} value={dream.id}>
                  {t("interpreter.chat.dreamOption", {
                    title: dream.title || t("interpreter.untitled"),
                    date: formatDay(dream.dreamDate),
                  })}
                </option>
              ))}
            </select>
            <Button size="sm" variant="secondary" onClick={pick}>
              {t("interpreter.chat.pickButton")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
