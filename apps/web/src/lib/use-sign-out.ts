import { useState } from "react";
import { toast } from "sonner";
import { authClient } from "./auth-client";

export const SIGN_OUT_MESSAGES = {
  success: "Signed out",
  successDescription: "You have been signed out",
  failure: "Sign out failed",
} as const;

/** Signs out; the route guard then sends the visitor to /auth. */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    const { error } = await authClient.signOut();
    setPending(false);
    if (error) {
      console.error("Sign out failed", error);
      toast.error(SIGN_OUT_MESSAGES.failure, { description: error.message ?? error.statusText });
      return false;
    }
    toast.success(SIGN_OUT_MESSAGES.success, { description: SIGN_OUT_MESSAGES.successDescription });
    return true;
  }
  return { signOut, pending };
}
