import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { useUpdateMe } from "@/api/me";
import { PublicLayout } from "@/components/layouts/public-layout";
import { PageLoading } from "@/components/ui/loading";
import { paths } from "@/config/paths";
import { OnboardingFlow } from "@/features/onboarding/components/onboarding-flow";
import { useEnsureProfile } from "@/features/profile/hooks/use-ensure-profile";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { RequireSession } from "../require-session";

function Onboarding() {
  const navigate = useNavigate();
  const { profile, error, createFailed } = useEnsureProfile();
  const update = useUpdateMe();

  useEffect(() => {
    if (!error || (isApiError(error) && error.status === 401)) return;
    const title = createFailed ? t("onboarding.profileCreateFailed") : t("onboarding.profileLoadFailed");
    toast.error(title, { description: errorMessage(error) });
    // Signed in without a usable profile: sign out so /auth does not send the user straight back.
    void import("@/lib/auth-client")
      .then(({ authClient }) => authClient.signOut())
      .finally(() => navigate(paths.auth, { replace: true }));
  }, [error, createFailed, navigate]);

  function complete() {
    update.mutate(
      { onboardingComplete: true },
      {
        onSuccess: () => navigate(paths.home, { replace: true }),
        onError: (err) => toast.error(t("onboarding.completeFailed"), { description: errorMessage(err) }),
      },
    );
  }

  if (profile?.onboardingComplete && !update.isPending) return <Navigate to={paths.home} replace />;
  if (!profile) return <PageLoading />;
  return <OnboardingFlow onComplete={complete} completing={update.isPending} />;
}

export function OnboardingRoute() {
  return (
    <RequireSession>
      <PublicLayout wide>
        <Onboarding />
      </PublicLayout>
    </RequireSession>
  );
}
