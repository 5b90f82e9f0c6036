import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { RetryNotice } from "@/components/ui/retry-notice";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { useSession } from "@/lib/session";
import { PageFrame } from "./page-frame";

/** The session could not be checked (offline, the server down): say so rather than send the user to sign in. */
function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryNotice
      title={t("common.unreachableTitle")}
      description={t("common.unreachableDescription")}
      retryLabel={t("common.tryAgain")}
      onRetry={onRetry}
      pageHeading
    />
  );
}

/**
 * The page's frame (./page-frame.tsx) while the session loads; without one, /auth remembering where
 * the user was going. When the session cannot be checked at all, a notice with 'Try again'
 * (better-auth checks again by itself when the browser is back online).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data, isPending, error, refetch } = useSession();
  const location = useLocation();
  if (isPending) return <PageFrame />;
  if (!data?.user && error && error.status !== 401)
    return <SessionUnreachable onRetry={() => void refetch()} />;
  if (!data?.user) return <Navigate to={paths.auth} replace state={{ from: location }} />;
  return children;
}
