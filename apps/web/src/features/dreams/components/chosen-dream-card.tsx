import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDream } from "../api/get-dream";
import { DREAMS_STRINGS as S } from "../strings";
import { formatListDate } from "../utils/dream-dates";
import { DreamText } from "./dream-details";
import { TagList } from "./tag-list";

/** The Dream Analyzer tab until the analyzer lands: the chosen dream, in full. */
export function ChosenDreamCard({ dreamId }: { dreamId: string | null }) {
  const dream = useDream(dreamId);
  return (
    <Card aria-labelledby="dream-analyzer-title">
      <CardHeader>
        <CardTitle id="dream-analyzer-title">{S.analyzerCardTitle}</CardTitle>
        <CardDescription>{dream.data ? S.analyzerChosen : S.analyzerEmpty}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {dreamId && dream.isPending && <Spinner label={S.loading} className="size-6" />}
        {dream.data && (
          <article aria-labelledby="chosen-dream-title" className="grid gap-3">
            <h3 id="chosen-dream-title" className="text-lg font-bold">
              {dream.data.title || S.untitled}
            </h3>
            <p className="text-muted-foreground">{formatListDate(dream.data.dreamDate)}</p>
            <DreamText content={dream.data.content} />
            <TagList tags={dream.data.tags} />
          </article>
        )}
      </CardContent>
    </Card>
  );
}
