import { RefreshCw, WifiOff } from "lucide-react";
import { formatDayTime } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { savedCopyState } from "@/lib/saved-copy";
import { useOnline } from "@/lib/use-online";
import { cn } from "@/lib/utils";
import { Spinner } from "./spinner";

// Data on its way. Offline a request waits for the network (TanStack Query sends it by itself once
// the network is back), so what waits for it says so plainly instead of spinning for ever. A
// page's module needs no such line: it is precached, or its failure is the route's error.

/** Offline, the plain line saying this part waits for the network; nothing online. */
export function WaitingForNetwork({ className }: { className?: string }) {
  if (useOnline()) return null;
  return (
    <p role="status" className={cn("flex items-center gap-2 text-muted-foreground", className)}>
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {t("common.waitingForNetwork")}
    </p>
  );
}

/**
 * A section's data on its way: a spinner, with `text` beside it when given (or `label` for its
 * name alone); offline, WaitingForNetwork.
 */
export function Loading({ text, label, className }: { text?: string; label?: string; className?: string }) {
  if (!useOnline()) return <WaitingForNetwork className={className} />;
  if (!text) return <Spinner label={label ?? t("common.loading")} className={className} />;
  return (
    <p role="status" className={cn("flex items-center gap-2 text-muted-foreground", className)}>
      <Spinner className="size-5" />
      {text}
    </p>
  );
}

/** A whole page's data on its way, centred (PageSpinner's place). */
export function PageLoading() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Loading className="size-10" />
    </div>
  );
}

/**
 * Above a section showing the saved copy (src/lib/saved-copy.ts) of its data: that it comes from
 * this device and is being brought up to date, or, offline, when it was saved. Nothing once the
 * server's answer has replaced it.
 */
export function SavedCopyNote({
  query,
  className,
}: {
  query: Parameters<typeof savedCopyState>[0];
  className?: string;
}) {
  const saved = savedCopyState(query);
  if (!saved) return null;
  const Icon = saved.state === "offline" ? WifiOff : RefreshCw;
  return (
    <p role="status" className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}>
      <Icon
        aria-hidden="true"
        className={cn("size-4 shrink-0", saved.state === "updating" && "animate-spin")}
      />
      {saved.state === "offline"
        ? t("common.savedCopyOffline", { when: formatDayTime(new Date(saved.savedAt).toISOString()) })
        : t("common.savedCopyUpdating")}
    </p>
  );
}
