import { Button } from "@/components/ui/button";

type RetryNoticeProps = {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
  /** The notice is all the page shows: its title is the page's heading. */
  pageHeading?: boolean;
};

/** Something could not be loaded: what, why, and a button to try again. */
export function RetryNotice({ title, description, retryLabel, onRetry, pageHeading }: RetryNoticeProps) {
  const Title = pageHeading ? "h1" : "p";
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-3 rounded-2xl border border-border bg-card p-6 text-center"
    >
      <Title className="text-lg font-bold">{title}</Title>
      <p className="text-muted-foreground">{description}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
