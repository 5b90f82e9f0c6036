import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { Message } from "@/lib/i18n/message";
import { t } from "@/lib/i18n/translate";
import { signupEmail } from "../utils/signup-email";
import { ResendVerification } from "./resend-verification";
import { StatusCard } from "./status-card";

export function SignupConfirmation() {
  const email = signupEmail();

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
        <ResendVerification email={email} />
        <Button asChild>
          <Link to={paths.auth}>{t("auth.returnToSignIn")}</Link>
        </Button>
      </div>
    </StatusCard>
  );
}
