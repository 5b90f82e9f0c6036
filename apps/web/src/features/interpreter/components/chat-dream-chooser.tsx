import type { Dream } from "@somnia/shared/dreams";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { inputClassName, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn, errorMessage } from "@/lib/utils";
import { useRecentDreams } from "../api/list-recent-dreams";
import { saveDream } from "../api/save-dream";
import { CHAT_STRINGS as C, INTERPRETER_STRINGS as S } from "../strings";
import { formatDay } from "../utils/format-date";

/** Step 1: pick one of your dreams, or paste a new one (saved as a dream first). */
export function ChatDreamChooser({ onDream }: { onDream: (dream: Dream) => void }) {
  const id = useId();
  const dreams = useRecentDreams();
  const items = dreams.data?.items ?? [];
  const [chosen, setChosen] = useState("");
  const [pasted, setPasted] = useState("");
  const [saving, setSaving] = useState(false);

  const pick = () => {
    const dream = items.find((item) => item.id === chosen);
    if (!dream) return toast.error(S.errorTitle, { description: C.selectFirst });
    onDream(dream);
  };
  const paste = async () => {
    if (!pasted.trim()) return;
    setSaving(true);
    try {
      onDream(await saveDream(pasted.trim()));
      setPasted("");
    } catch (error) {
      toast.error(S.errorTitle, { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-paste`}>{C.pasteLabel}</Label>
        <Textarea
          id={`${id}-paste`}
          placeholder={C.pastePlaceholder}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          className="min-h-20"
        />
        <Button className="justify-self-end" size="sm" disabled={!pasted.trim() || saving} onClick={paste}>
          {C.pasteButton}
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-pick`}>{C.pickLabel}</Label>
        {dreams.isSuccess && items.length === 0 ? (
          <p className="text-muted-foreground">{C.noDreamYet}</p>
        ) : (
          <div className="flex gap-2">
            <select
              id={`${id}-pick`}
              className={cn(inputClassName, "h-10 min-w-0 flex-1")}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{C.pickPlaceholder}</option>
              {items.map((dream) => (
                <option key={dream.id} value={dream.id}>
                  {`${dream.title || S.untitled} (${formatDay(dream.dreamDate)})`}
                </option>
              ))}
            </select>
            <Button size="sm" variant="secondary" onClick={pick}>
              {C.pickButton}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
