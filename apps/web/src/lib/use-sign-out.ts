import { useState } from "react";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

/** better-auth's sign-out, the auth client fetched for it; a client that cannot be fetched is a failure too. */
async function signOutOfServer(): Promise<unknown> {
  try {
    const { authClient } = await import("./auth-client");
    return (await authClient.signOut()).error;
  } catch (error) {
    return error;
  }
}

/** Signs out; the route guard then sends the visitor to /auth. */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    const error = await signOutOfServer();
    setPending(false);
    if (error) {
      console.error("Sign out failed", error);
      toast.error(t("common.signOutFailed"), { description: errorMessage(error) });
      return false;
    }
    toast.success(t("common.signedOut"), { description: t("common.signedOutDescription") });
    return true;
  }
  return { signOut, pending };
}
