import { useState } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

function GoogleButton() {
  const [pending, setPending] = useState(false);

  async function signInWithGoogle() {
    setPending(true);
    try {
      const [{ authClient }, { AUTH_CALLBACK_PATHS }] = await Promise.all([
        import("@/lib/auth-client"),
        import("@somnia/shared/auth"),
      ]);
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: AUTH_CALLBACK_PATHS.oauthSuccess,
        errorCallbackURL: AUTH_CALLBACK_PATHS.authError,
      });
      if (error) throw error;
    } catch (error) {
      console.warn("Google sign in failed", error);
      toast.error(t("auth.googleFailed"), { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="outline" className="w-full" onClick={signInWithGoogle} disabled={pending}>
      <GoogleMark />
      {t("auth.google")}
    </Button>
  );
}

function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-base text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {t("auth.divider")}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

/** 'Continue with Google' and the divider under it (./google-button.tsx shows them when configured). */
export function GoogleChoice() {
  return (
    <>
      <GoogleButton />
      <OrDivider />
    </>
  );
}
