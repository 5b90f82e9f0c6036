import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_CALLBACK_PATHS, type EmailFormInput, emailFormSchema } from "@somnia/shared/auth";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { t } from "@/lib/i18n/translate";
import { StatusCard } from "./status-card";

/** Always answers with the same text, so it does not reveal whether an account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<EmailFormInput>({
    resolver: zodResolver(emailFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: AUTH_CALLBACK_PATHS.resetPassword,
    });
    if (error) console.error("Password reset request failed", error);
    setSent(true);
  });

  return (
    <StatusCard icon={<KeyRound aria-hidden="true" />} title={t("auth.forgotTitle")}>
      {sent ? (
        <p role="status">{t("auth.forgotDone")}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid w-full gap-4 text-left">
          <p className="text-muted-foreground">{t("auth.forgotDescription")}</p>
          <FormField label={t("auth.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("auth.sendingResetLink") : t("auth.sendResetLink")}
          </Button>
        </form>
      )}
      <Link to={paths.auth} className="rounded font-semibold text-link underline-offset-4 hover:underline">
        {t("auth.returnToSignIn")}
      </Link>
    </StatusCard>
  );
}
