import { EVENTS_PATH, SOMNIA_EVENT_TYPES, type SomniaEventType } from "@somnia/shared/events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { dreamKeys } from "@/api/dreams";
import { meKeys } from "@/api/me";
import { statsKeys } from "@/api/stats";
import { useSession } from "@/lib/session";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * What each event makes stale (decision 020). A dream change, or an import's dreams, also changes
 * usage and statistics.
 */
function invalidate(queryClient: QueryClient, type: SomniaEventType | "all") {
  if (type === "dream.changed" || type === "journal.imported" || type === "all") {
    void queryClient.invalidateQueries({ queryKey: dreamKeys.all });
    void queryClient.invalidateQueries({ queryKey: statsKeys.all });
  }
  void queryClient.invalidateQueries({ queryKey: meKeys.all });
}

/**
 * One EventSource on /api/events while signed in. The browser retries a dropped stream by itself;
 * a refused one (closed) is reopened here with exponential backoff. After any reconnect the
 * queries are refreshed, since events may have been missed meanwhile.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  useEffect(() => {
    if (!userId) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let interrupted = false;
    // Listened to by type (one of SOMNIA_EVENT_TYPES): the type is all that says what is stale.
    const onMessage = (message: MessageEvent<string>) =>
      invalidate(queryClient, message.type as SomniaEventType);
    const connect = () => {
      source = new EventSource(EVENTS_PATH);
      for (const type of SOMNIA_EVENT_TYPES) source.addEventListener(type, onMessage);
      source.onopen = () => {
        attempt = 0;
        if (interrupted) invalidate(queryClient, "all");
        interrupted = false;
      };
      source.onerror = () => {
        interrupted = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
        attempt += 1;
        timer = setTimeout(connect, delay + Math.random() * 250);
      };
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient, userId]);
}

/** Mount inside the signed-in layout. */
export function LiveEvents(): null {
  useLiveEvents();
  return null;
}
