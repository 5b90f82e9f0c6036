import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_CALLBACK_PATHS, type SignUpFormInput, signUpFormSchema } from "@somnia/shared/auth";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { sharedMessage, t } from "@/lib/i18n/translate";
import { TermsCheckbox } from "./terms-checkbox";

export function SignUpForm() {
  const navigate = useNavigate();
  const form = useForm<SignUpFormInput>({
    resolver: zodResolver(signUpFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", displayName: "", password: "", confirmPassword: "", acceptTerms: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password, displayName }) => {
    const { error } = await authClient.signUp.email({
      email,
      password,
      name: displayName,
      callbackURL: AUTH_CALLBACK_PATHS.emailVerified,
    });
    if (error) {
      console.warn("Sign up failed", error);
      toast.error(t("auth.signUpFailed"), {
        description: error.message ? sharedMessage(error.message) : error.statusText,
      });
      return;
    }
    navigate(paths.signupConfirmation, { state: { email } });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t("auth.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label={t("auth.displayName")} error={errors.displayName?.message}>
        <Input autoComplete="nickname" {...form.register("displayName")} />
      </FormField>
      <FormField label={t("auth.password")} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label={t("auth.confirmPassword")} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <TermsCheckbox control={form.control} error={errors.acceptTerms?.message} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("auth.creatingAccount") : t("auth.createAccount")}
      </Button>
    </form>
  );
}
