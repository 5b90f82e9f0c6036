import { Button } from "@/components/ui/button";

type RetryNoticeProps = {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
};

/** Something could not be loaded: what, why, and a button to try again. */
export function RetryNotice({ title, description, retryLabel, onRetry }: RetryNoticeProps) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-3 rounded-2xl border border-border bg-card p-6 text-center"
    >
      <p className="text-lg font-bold">{title}</p>
      <p className="text-muted-foreground">{description}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
