import { Button } from "@/components/ui/button";
import { PROFILE_STRINGS as S } from "../strings";

/** Shown when GET /api/me fails for a reason other than a missing profile. */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-3 rounded-2xl border border-border bg-card p-6 text-center"
    >
      <p className="text-lg font-bold">{S.loadErrorTitle}</p>
      <p className="text-muted-foreground">{S.loadErrorDescription}</p>
      <Button variant="outline" onClick={onRetry}>
        {S.tryAgain}
      </Button>
    </div>
  );
}
