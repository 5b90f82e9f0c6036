import { useState } from "react";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { authClient } from "./auth-client";

/** Signs out; the route guard then sends the visitor to /auth. */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    const { error } = await authClient.signOut();
    setPending(false);
    if (error) {
      console.error("Sign out failed", error);
      toast.error(t("common.signOutFailed"), { description: error.message ?? error.statusText });
      return false;
    }
    toast.success(t("common.signedOut"), { description: t("common.signedOutDescription") });
    return true;
  }
  return { signOut, pending };
}
