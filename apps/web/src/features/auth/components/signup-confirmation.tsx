import { AUTH_CALLBACK_PATHS } from "@somnia/shared/auth";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { AUTH_STRINGS as S } from "../strings";
import { StatusCard } from "./status-card";

function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === "string" && email ? email : null;
}

export function SignupConfirmation() {
  const email = emailFromState(useLocation().state);
  const [pending, setPending] = useState(false);

  async function resend() {
    if (!email) return;
    setPending(true);
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: AUTH_CALLBACK_PATHS.emailVerified,
    });
    setPending(false);
    if (error) toast.error(S.emailNotSent, { description: error.message ?? error.statusText });
    else toast.success(S.emailSent, { description: `We sent a new confirmation link to ${email}.` });
  }

  return (
    <StatusCard icon={<MailCheck aria-hidden="true" />} title={S.checkEmailTitle}>
      <p>
        We sent a confirmation link to{" "}
        {email ? <strong className="break-all">{email}</strong> : "your e-mail address"}. Open it to activate
        your account.
      </p>
      <p className="text-muted-foreground">
        No e-mail after a few minutes? Check your spam folder, or sign up again with the right address.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {email ? (
          <Button variant="outline" onClick={resend} disabled={pending}>
            {pending ? S.resending : S.resendEmail}
          </Button>
        ) : null}
        <Button asChild>
          <Link to={paths.auth}>{S.returnToSignIn}</Link>
        </Button>
      </div>
    </StatusCard>
  );
}
