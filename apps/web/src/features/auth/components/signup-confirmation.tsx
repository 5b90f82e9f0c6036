import { AUTH_CALLBACK_PATHS } from "@somnia/shared/auth";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { Message } from "@/lib/i18n/message";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { signupEmail } from "../utils/signup-email";
import { StatusCard } from "./status-card";

export function SignupConfirmation() {
  const [email] = useState(signupEmail);
  const [pending, setPending] = useState(false);

  async function resend() {
    if (!email) return;
    setPending(true);
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: AUTH_CALLBACK_PATHS.emailVerified,
    });
    setPending(false);
    if (error) toast.error(t("auth.emailNotSent"), { description: error.message ?? error.statusText });
    else toast.success(t("auth.emailSent"), { description: t("auth.newLinkSent", { email }) });
  }

  return (
    <StatusCard icon={<MailCheck aria-hidden="true" />} title={t("auth.checkEmailTitle")}>
      <p>
        {email ? (
          <Message
            id="auth.linkSentTo"
            values={{ email }}
            components={{ 0: <strong className="break-all" /> }}
          />
        ) : (
          t("auth.linkSent")
        )}
      </p>
      <p className="text-muted-foreground">{t("auth.checkSpam")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {email ? (
          <Button variant="outline" onClick={resend} disabled={pending}>
            {pending ? t("auth.resending") : t("auth.resendEmail")}
          </Button>
        ) : null}
        <Button asChild>
          <Link to={paths.auth}>{t("auth.returnToSignIn")}</Link>
        </Button>
      </div>
    </StatusCard>
  );
}
