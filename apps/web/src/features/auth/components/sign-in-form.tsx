import { type FormEvent, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { AppLink } from "@/lib/navigation";
import { onFirstUse } from "@/lib/on-first-use";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { formValues, useLazyValidation } from "../hooks/use-lazy-validation";

/** 'Resend email', fetched when a sign-in is refused for an unconfirmed address. */
const { Component: ResendVerification } = onFirstUse(
  () => import("./resend-verification"),
  (module) => module.ResendVerification,
);

export const linkClass = "rounded font-semibold text-link underline-offset-4 hover:underline";

/** On success `onSignedIn` runs (the standalone page goes on); in the app the session change does. */
export function SignInForm({ onSignedIn, onSignUp }: { onSignedIn?: () => void; onSignUp: () => void }) {
  const [pending, setPending] = useState(false);
  /** The address a sign-in was refused for because it is not confirmed yet. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const validation = useLazyValidation(() => import("@somnia/shared/auth").then((m) => m.signInSchema));
  const { errors } = validation;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validation.submit(formValues(event.currentTarget));
    if (!input) return;
    setPending(true);
    const { authClient } = await import("@/lib/auth-client");
    const { error } = await authClient.signIn.email(input);
    if (error) {
      setPending(false);
      // Refused with the right password: the server has just sent a new confirmation link.
      setUnconfirmed(error.code === "EMAIL_NOT_VERIFIED" ? input.email : null);
      console.warn("Sign in failed", error);
      toast.error(t("auth.signInFailed"), {
        description: errorMessage(error, error.statusText),
      });
      return;
    }
    onSignedIn?.();
  }

  return (
    // method="post": submitted before the page's script runs, the password goes in a body, never a URL.
    <form
      method="post"
      onSubmit={onSubmit}
      onChange={(event) => validation.onChange(formValues(event.currentTarget))}
      noValidate
      className="grid gap-4"
    >
      <FormField label={t("auth.email")} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </FormField>
      <FormField label={t("auth.password")} error={errors.password}>
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <div className="-mt-1 text-right">
        <AppLink href={paths.forgotPassword} className={linkClass}>
          {t("auth.forgotPassword")}
        </AppLink>
      </div>
      {unconfirmed ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border border-border p-4 text-center"
        >
          <p>{t("auth.notConfirmed", { email: unconfirmed })}</p>
          <Suspense fallback={null}>
            <ResendVerification email={unconfirmed} />
          </Suspense>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
      <p className="text-center">
        <a
          href="?tab=signup"
          onClick={(event) => {
            event.preventDefault();
            onSignUp();
          }}
          className={linkClass}
        >
          {t("auth.newToSomnia")}
        </a>
      </p>
    </form>
  );
}
