import { Flame } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/lib/i18n/translate";

export function StreakCard({ streak }: { streak: number | undefined }) {
  return (
    <Card aria-labelledby="streak-title">
      <CardHeader>
        <CardTitle id="streak-title" className="flex items-center gap-2">
          <Flame aria-hidden="true" className="size-5 text-brand" />
          {t("calendar.streakTitle")}
        </CardTitle>
        <CardDescription>{t("calendar.streakDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold" aria-live="polite">
          {streak === undefined ? "…" : t("calendar.days", { count: streak })}
        </p>
      </CardContent>
    </Card>
  );
}
