import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth-client";

/** Spinner while the session loads; without one, /auth remembering where the user was going. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!data?.user) return <Navigate to={paths.auth} replace state={{ from: location }} />;
  return children;
}
