import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMe } from "@/api/me";
import { PageLoading } from "@/components/ui/loading";
import { paths } from "@/config/paths";
import { ProfileError } from "@/features/profile/components/profile-error";
import { isApiError } from "@/lib/api-client";
import { useOnline } from "@/lib/use-online";
import { PageFrame } from "./page-frame";

/**
 * The journal pages need a profile whose onboarding is complete. While it loads, the page's frame
 * (./page-frame.tsx); offline, the line saying the page waits for the network.
 */
export function RequireOnboarded({ children }: { children: ReactNode }) {
  const me = useMe();
  const online = useOnline();
  if (me.data) {
    return me.data.onboardingComplete ? children : <Navigate to={paths.onboarding} replace />;
  }
  if (isApiError(me.error, "PROFILE_NOT_FOUND")) return <Navigate to={paths.onboarding} replace />;
  if (me.error) return <ProfileError onRetry={() => me.refetch()} />;
  return online ? <PageFrame /> : <PageLoading />;
}
