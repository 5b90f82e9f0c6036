import { BILLING_MESSAGES, CHECKOUT_RETURN_PARAM } from "@somnia/shared/billing";
import type { Profile } from "@somnia/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import { useSession } from "@/lib/auth-client";
import { takePaymentMarkers } from "../utils/payment-markers";

/** Stripe's webhook can arrive a little after the browser returns: ask for a while before giving up. */
const ATTEMPTS = 15;
const INTERVAL_MS = 1_000;

async function waitForPlus(): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const profile = await api.get<Profile>("/api/me").catch(() => null);
    if (profile?.membershipType === "Plus") return true;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  return false;
}

/**
 * The return from a payment page (`/profile?checkout=success|cancelled`, spec §4 'Payment'): on
 * success, by the same user, the membership is refreshed and 'Welcome to Plus!' is shown; the
 * markers and the query parameter are cleared either way. Call once on the profile page.
 */
export function useCheckoutReturn(): void {
  const [params, setParams] = useSearchParams();
  const result = params.get(CHECKOUT_RETURN_PARAM);
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (!result || !userId || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete(CHECKOUT_RETURN_PARAM);
        return current;
      },
      { replace: true },
    );
    const markers = takePaymentMarkers();
    if (result !== "success" || (markers?.userId && markers.userId !== userId)) return;
    void waitForPlus().then((plus) => {
      void queryClient.invalidateQueries();
      if (plus) toast.success(BILLING_MESSAGES.welcome);
      else toast.error(BILLING_MESSAGES.membershipUpdateFailed);
    });
  }, [result, userId, setParams, queryClient]);
}
