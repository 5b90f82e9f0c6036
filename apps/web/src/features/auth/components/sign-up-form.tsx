import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { useAppNavigate } from "@/lib/navigation";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { formValues, useLazyValidation } from "../hooks/use-lazy-validation";
import { rememberSignupEmail } from "../utils/signup-email";
import { isAcceptablePassword, PasswordStrengthMeter, usePasswordStrength } from "./password-strength";
import { TermsCheckbox } from "./terms-checkbox";

export function SignUpForm() {
  const navigate = useAppNavigate();
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const validation = useLazyValidation(() => import("@somnia/shared/auth").then((m) => m.signUpFormSchema));
  const { errors } = validation;
  const [typed, setTyped] = useState<Record<string, string>>({});
  /** The server's message for a guessable password, shown at the field until the password changes. */
  const [weakPassword, setWeakPassword] = useState<string>();
  const personal = [typed.email ?? "", typed.displayName ?? ""];
  const strength = usePasswordStrength(typed.password ?? "", personal);
  // Read from the form itself, like the text fields: a box ticked before the page's script took
  // over stays ticked (a controlled box would be reset by hydration).
  const values = () => {
    const current = form.current ? formValues(form.current) : {};
    return { ...current, acceptTerms: current.acceptTerms === "on" };
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const input = await validation.submit(values());
    if (!input) return;
    if (!(await isAcceptablePassword(input.password, [input.email, input.displayName]))) {
      setWeakPassword((await import("@somnia/shared/auth")).AUTH_MESSAGES.weakPassword);
      return;
    }
    setPending(true);
    const [{ authClient }, { AUTH_CALLBACK_PATHS }] = await Promise.all([
      import("@/lib/auth-client"),
      import("@somnia/shared/auth"),
    ]);
    const { error } = await authClient.signUp.email({
      email: input.email,
      password: input.password,
      name: input.displayName,
      callbackURL: AUTH_CALLBACK_PATHS.emailVerified,
    });
    setPending(false);
    if (error) {
      console.warn("Sign up failed", error);
      toast.error(t("auth.signUpFailed"), {
        description: errorMessage(error, error.statusText),
      });
      return;
    }
    rememberSignupEmail(input.email);
    navigate(paths.signupConfirmation);
  }

  return (
    // method="post": submitted before the page's script runs, the password goes in a body, never a URL.
    <form
      method="post"
      ref={form}
      onSubmit={onSubmit}
      onChange={() => {
        const current = form.current ? formValues(form.current) : {};
        if (current.password !== typed.password) setWeakPassword(undefined);
        setTyped(current);
        validation.onChange(values());
      }}
      noValidate
      className="grid gap-4"
    >
      <FormField label={t("auth.email")} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </FormField>
      <FormField label={t("auth.displayName")} error={errors.displayName}>
        <Input name="displayName" autoComplete="nickname" />
      </FormField>
      <FormField label={t("auth.password")} error={errors.password ?? weakPassword}>
        <PasswordInput name="password" autoComplete="new-password" />
      </FormField>
      <PasswordStrengthMeter strength={strength} />
      <FormField label={t("auth.confirmPassword")} error={errors.confirmPassword}>
        <PasswordInput name="confirmPassword" autoComplete="new-password" />
      </FormField>
      <TermsCheckbox error={errors.acceptTerms} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("auth.creatingAccount") : t("auth.createAccount")}
      </Button>
    </form>
  );
}
