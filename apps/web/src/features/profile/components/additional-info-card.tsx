import { Pencil } from "lucide-react";
import { useMemory } from "@/api/memory";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n/translate";
import { latestContent } from "../utils/latest-content";
import { MemoryForm } from "./memory-form";

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

/** What the interpreter knows about the user (personal info, recurring dreams), edited in a dialog. */
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
          <Spinner label={t("common.loading")} />
        ) : (
          <dl className="grid gap-4">
            <Saved term={t("profile.additionalInfo.personal")} text={personal} />
            <Saved term={t("profile.additionalInfo.recurring")} text={recurring} />
          </dl>
        )}
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" disabled={!memory.data}>
              <Pencil aria-hidden="true" />
              {t("profile.additionalInfo.edit")}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>{t("profile.additionalInfo.dialogTitle")}</DialogTitle>
            <DialogDescription>{t("profile.additionalInfo.dialogDescription")}</DialogDescription>
            <MemoryForm infoType="personal" initial={personal} />
            <MemoryForm infoType="recurring_dreams" initial={recurring} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
