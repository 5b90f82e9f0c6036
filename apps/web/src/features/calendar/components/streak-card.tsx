import { Flame } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { daysLabel, CALENDAR_STRINGS as S } from "../strings";

export function StreakCard({ streak }: { streak: number | undefined }) {
  return (
    <Card aria-labelledby="streak-title">
      <CardHeader>
        <CardTitle id="streak-title" className="flex items-center gap-2">
          <Flame aria-hidden="true" className="size-5 text-brand" />
          {S.streakTitle}
        </CardTitle>
        <CardDescription>{S.streakDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold" aria-live="polite">
          {streak === undefined ? "…" : daysLabel(streak)}
        </p>
      </CardContent>
    </Card>
  );
}
