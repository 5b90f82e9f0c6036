import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n/translate";

type Props = { saving: boolean; onAdd: (text: string) => void; onSkip: () => void };

/** Step 3: no Back or Next; Add saves the trimmed text, Skip moves on. */
export function StepRecurring({ saving, onAdd, onSkip }: Props) {
  const [text, setText] = useState("");
  const id = useId();
  const blank = text.trim() === "";
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t("onboarding.recurringLabel")}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground">
          {t("onboarding.recurringHint")}
        </p>
        <Textarea
          id={id}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onSkip} disabled={saving}>
          {t("onboarding.skip")}
        </Button>
        <Button onClick={() => onAdd(text.trim())} disabled={blank || saving}>
          {saving ? t("onboarding.adding") : t("onboarding.add")}
        </Button>
      </div>
    </div>
  );
}
