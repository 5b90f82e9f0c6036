import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { messageText, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

/**
 * Asks for a new confirmation link. The server answers alike whether or not an account waits for
 * that address (so the page cannot tell), and allows one request a minute per client; the toast
 * says no more than that answer does.
 */
async function requestLink(email: string): Promise<void> {
  const [{ authClient }, { AUTH_CALLBACK_PATHS }] = await Promise.all([
    import("@/lib/auth-client"),
    import("@somnia/shared/auth"),
  ]);
  const { error } = await authClient.sendVerificationEmail({
    email,
    callbackURL: AUTH_CALLBACK_PATHS.emailVerified,
  });
  if (!error) {
    toast.success(t("auth.emailSent"), { description: t("auth.newLinkSent", { email }) });
  } else {
    const description =
      error.status === 429 ? t("auth.resendTooSoon") : errorMessage(error, error.statusText);
    toast.error(t("auth.emailNotSent"), { description });
  }
}

/**
 * 'Resend email': for a known address a button; otherwise (the page opened in another tab, the
 * address forgotten) a field for it first.
 */
export function ResendVerification({ email }: { email: string | null }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function send(address: string) {
    setPending(true);
    try {
      await requestLink(address);
    } catch (cause) {
      toast.error(t("auth.emailNotSent"), { description: t("auth.resendUnreachable") });
      console.warn("Resending the confirmation e-mail failed", cause);
    } finally {
      setPending(false);
    }
  }

  const label = pending ? t("auth.resending") : t("auth.resendEmail");
  if (email) {
    return (
      <Button variant="outline" onClick={() => send(email)} disabled={pending}>
        {label}
      </Button>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("email");
    const { emailFormSchema } = await import("@somnia/shared/auth");
    const parsed = emailFormSchema.safeParse({ email: typed });
    setError(parsed.success ? undefined : messageText(parsed.error.issues[0]?.message));
    if (parsed.success) await send(parsed.data.email);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid w-full max-w-sm gap-3 text-left">
      <p className="text-muted-foreground">{t("auth.resendPrompt")}</p>
      <FormField label={t("auth.email")} error={error}>
        <Input name="email" type="email" autoComplete="email" />
      </FormField>
      <Button type="submit" variant="outline" disabled={pending}>
        {label}
      </Button>
    </form>
  );
}
