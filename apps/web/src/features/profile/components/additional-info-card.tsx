import { Pencil } from "lucide-react";
import { useMemory } from "@/api/memory";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DialogButton } from "@/components/ui/dialog-button";
import { Loading } from "@/components/ui/loading";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";
import { latestContent } from "../utils/latest-content";

const memoryDialog = onFirstUse(
  () => import("./memory-dialog"),
  (m) => m.MemoryDialog,
);

function Saved({ term, text }: { term: string; text: string }) {
  return (
    <div className="space-y-1">
      <dt className="font-semibold text-muted-foreground">{term}</dt>
      <dd className="whitespace-pre-wrap break-words">
        {text || <span className="text-muted-foreground">{t("profile.additionalInfo.nothingYet")}</span>}
      </dd>
    </div>
  );
}

/**
 * What the interpreter knows about the user (personal info, recurring dreams), edited in a dialog
 * (./memory-dialog.tsx, fetched when first wanted or pointed at).
 */
export function AdditionalInfoCard() {
  const memory = useMemory();
  const personal = latestContent(memory.data, "personal");
  const recurring = latestContent(memory.data, "recurring_dreams");
  return (
    <Card aria-labelledby="additional-info-title">
      <CardHeader>
        <CardTitle id="additional-info-title">{t("profile.additionalInfo.title")}</CardTitle>
        <CardDescription>{t("profile.additionalInfo.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {memory.isError ? (
          <p role="alert">{t("profile.additionalInfo.loadError")}</p>
        ) : memory.isPending ? (
          <Loading />
        ) : (
          <dl className="grid gap-4">
            <Saved term={t("profile.additionalInfo.personal")} text={personal} />
            <Saved term={t("profile.additionalInfo.recurring")} text={recurring} />
          </dl>
        )}
        <DialogButton
          variant="outline"
          disabled={!memory.data}
          preload={memoryDialog.preload}
          dialog={(shown) => <memoryDialog.Component personal={personal} recurring={recurring} {...shown} />}
        >
          <Pencil aria-hidden="true" />
          {t("profile.additionalInfo.edit")}
        </DialogButton>
      </CardContent>
    </Card>
  );
}
