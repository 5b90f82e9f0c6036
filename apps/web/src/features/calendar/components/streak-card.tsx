import { Flame } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { WaitingForNetwork } from "@/components/ui/loading";
import { t } from "@/lib/i18n/translate";
import { useOnline } from "@/lib/use-online";

export function StreakCard({ streak }: { streak: number | undefined }) {
  const online = useOnline();
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
        {streak === undefined && !online ? (
          <WaitingForNetwork />
        ) : (
          <p className="text-3xl font-bold" aria-live="polite">
            {streak === undefined ? "…" : t("calendar.days", { count: streak })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
