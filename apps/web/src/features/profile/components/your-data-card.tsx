import { Download, Trash2, Upload } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { exportUrl } from "@/api/export";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DialogButton } from "@/components/ui/dialog-button";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";

/** The import and delete dialogs are fetched when first wanted (or pointed at), not with the Profile. */
const importDialog = onFirstUse(
  () => import("./import/import-dialog"),
  (m) => m.default,
);

const deleteAccount = onFirstUse(
  () => import("./delete-account-dialog"),
  (m) => m.DeleteAccountDialog,
);

/** 'Import a journal': the formats it takes, and the button that opens the dialog. */
function ImportPart() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a running import keeps its state while the dialog is closed.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t("profile.yourData.importTitle")}</h3>
      <p className="text-base text-muted-foreground">{t("profile.yourData.importDescription")}</p>
      <div className="flex items-center gap-3">
        <Button
          ref={button}
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={importDialog.preload}
          onFocus={importDialog.preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Upload aria-hidden="true" />
          {t("profile.yourData.importButton")}
        </Button>
        {wanted && (
          <Suspense fallback={<Spinner className="size-5" label={t("profile.yourData.importLoading")} />}>
            <importDialog.Component open={open} onOpenChange={setOpen} opener={button} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** A button whose label wraps when a language's words are longer than the screen is wide. */
const wrapping = "h-auto min-h-11 whitespace-normal py-2 text-center";

/** The user's rights (privacy page): take all of their data with them, or delete all of it. */
export function YourDataCard({ email }: { email: string }) {
  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">{t("profile.yourData.title")}</CardTitle>
        <CardDescription>{t("profile.yourData.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <h3 className="font-semibold">{t("profile.yourData.exportTitle")}</h3>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" className={wrapping} asChild>
              <a href={exportUrl("json")} download>
                <Download aria-hidden="true" />
                {t("profile.yourData.exportJson")}
              </a>
            </Button>
            <Button variant="outline" className={wrapping} asChild>
              <a href={exportUrl("md")} download>
                <Download aria-hidden="true" />
                {t("profile.yourData.exportMarkdown")}
              </a>
            </Button>
          </div>
        </div>
        <ImportPart />
        <DialogButton
          variant="destructive"
          preload={deleteAccount.preload}
          dialog={(shown) => <deleteAccount.Component email={email} {...shown} />}
        >
          <Trash2 aria-hidden="true" />
          {t("profile.yourData.deleteAccount")}
        </DialogButton>
      </CardContent>
    </Card>
  );
}
