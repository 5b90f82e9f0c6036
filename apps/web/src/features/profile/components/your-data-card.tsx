import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { exportUrl } from "../api/export-data";
import { YOUR_DATA_STRINGS as S } from "../strings";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The user's rights (privacy page): take all of their data with them, or delete all of it. */
export function YourDataCard({ email }: { email: string }) {
  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">{S.title}</CardTitle>
        <CardDescription>{S.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <h3 className="font-semibold">{S.exportTitle}</h3>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" asChild>
              <a href={exportUrl("json")} download>
                <Download aria-hidden="true" />
                {S.exportJson}
              </a>
            </Button>
            <Button variant="outline" asChild>
              <a href={exportUrl("md")} download>
                <Download aria-hidden="true" />
                {S.exportMarkdown}
              </a>
            </Button>
          </div>
        </div>
        <DeleteAccountDialog email={email} />
      </CardContent>
    </Card>
  );
}
