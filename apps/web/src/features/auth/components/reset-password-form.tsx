import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES, type ResetPasswordFormInput, resetPasswordFormSchema } from "@somnia/shared/auth";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { isAcceptablePassword, PasswordStrengthMeter, usePasswordStrength } from "./password-strength";
import { StatusCard } from "./status-card";

function InvalidLink() {
  return (
    <StatusCard icon={<KeyRound aria-hidden="true" />} title={t("auth.resetTitle")}>
      <p>{t("auth.resetLinkInvalid")}</p>
      <Button asChild>
        <Link to={paths.forgotPassword}>{t("auth.requestNewLink")}</Link>
      </Button>
    </StatusCard>
  );
}

export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const navigate = useNavigate();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const strength = usePasswordStrength(form.watch("password"), []);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    if (!(await isAcceptablePassword(password, []))) {
      form.setError("password", { message: AUTH_MESSAGES.weakPassword });
      return;
    }
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      toast.error(t("auth.resetFailed"), {
        description: errorMessage(error, error.statusText),
      });
      return;
    }
    toast.success(t("auth.passwordReset"), { description: t("auth.passwordResetDescription") });
    navigate(paths.auth, { replace: true });
  });

  if (!token || searchParams.get("error")) return <InvalidLink />;
  return (
    <StatusCard icon={<KeyRound aria-hidden="true" />} title={t("auth.resetTitle")}>
      <form onSubmit={onSubmit} noValidate className="grid w-full gap-4 text-left">
        <FormField label={t("auth.newPassword")} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <PasswordStrengthMeter strength={strength} />
        <FormField label={t("auth.confirmPassword")} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("auth.savingPassword") : t("auth.savePassword")}
        </Button>
      </form>
    </StatusCard>
  );
}
