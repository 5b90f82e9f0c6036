import { Download } from "lucide-react";
import { exportUrl } from "@/api/export";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/lib/i18n/translate";
import { DeleteAccountDialog } from "./delete-account-dialog";

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
            <Button variant="outline" asChild>
              <a href={exportUrl("json")} download>
                <Download aria-hidden="true" />
                {t("profile.yourData.exportJson")}
              </a>
            </Button>
            <Button variant="outline" asChild>
              <a href={exportUrl("md")} download>
                <Download aria-hidden="true" />
                {t("profile.yourData.exportMarkdown")}
              </a>
            </Button>
          </div>
        </div>
        <DeleteAccountDialog email={email} />
      </CardContent>
    </Card>
  );
}
