import { CircleCheck, LogIn } from "lucide-react";
import { useCallback } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { useSession } from "@/lib/session";
import { useCountdown } from "../hooks/use-countdown";
import { StatusCard } from "./status-card";

export const EMAIL_CONFIRMED_COUNTDOWN = 5;

/** Where better-auth's error codes from the verification link send the user. */
export function authErrorLocation(code: string) {
  const expired = code === "TOKEN_EXPIRED";
  const params = new URLSearchParams({
    error: "access_denied",
    error_code: expired ? "otp_expired" : "invalid_token",
    error_description: expired ? "Email link is invalid or has expired" : "Email link is invalid",
  });
  return `${paths.authError}?${params.toString()}`;
}

function Confirmed() {
  const navigate = useNavigate();
  const toWelcome = useCallback(() => navigate(paths.welcome, { replace: true }), [navigate]);
  const seconds = useCountdown(EMAIL_CONFIRMED_COUNTDOWN, toWelcome);
  return (
    <StatusCard icon={<CircleCheck aria-hidden="true" />} title={t("auth.emailConfirmedTitle")}>
      <p>{t("auth.emailConfirmedText")}</p>
      <p className="text-muted-foreground" aria-live="polite">
        {t("auth.redirectingIn", { seconds })}
      </p>
    </StatusCard>
  );
}

/** Opened without the link's sign-in (directly, or in another browser): nothing here is confirmed. */
function SignedOut() {
  return (
    <StatusCard icon={<LogIn aria-hidden="true" />} title={t("auth.confirmationSignedOutTitle")}>
      <p>{t("auth.confirmationSignedOutText")}</p>
      <Button asChild>
        <Link to={paths.auth}>{t("auth.returnToSignIn")}</Link>
      </Button>
    </StatusCard>
  );
}

/** Where the verification link lands, signed in: 'Email Confirmed', then /welcome. */
export function EmailConfirmation() {
  const [searchParams] = useSearchParams();
  const { data, isPending } = useSession();
  const error = searchParams.get("error");
  if (error) return <Navigate to={authErrorLocation(error)} replace />;
  if (isPending) return <PageSpinner />;
  return data?.user ? <Confirmed /> : <SignedOut />;
}
