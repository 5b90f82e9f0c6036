import { CHECKOUT_RETURN_PARAM } from "@somnia/shared/billing-constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { getMe } from "@/api/me";
import { t } from "@/lib/i18n/translate";
import { useSession } from "@/lib/session";
import { sleep } from "@/lib/sleep";
import { toast } from "@/lib/toast";
import { takePaymentMarkers } from "../utils/payment-markers";

/** Stripe's webhook can arrive a little after the browser returns: ask for a while before giving up. */
const ATTEMPTS = 15;
const INTERVAL_MS = 1_000;

async function waitForPlus(): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const profile = await getMe().catch(() => null);
    if (profile?.membershipType === "Plus") return true;
    await sleep(INTERVAL_MS);
  }
  return false;
}

/**
 * The return from a payment page (`/profile?checkout=success|cancelled`, decision 021): on
 * success, by the same user, the membership is refreshed and `welcome` turns true ('Welcome to
 * Plus!' is shown until `dismiss`); the markers and the query parameter are cleared either way.
 * Call once on the profile page.
 */
export function useCheckoutReturn(): { welcome: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const result = params.get(CHECKOUT_RETURN_PARAM);
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const [welcome, setWelcome] = useState(false);

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
      if (plus) setWelcome(true);
      else toast.error(t("billing.membershipUpdateFailed"));
    });
  }, [result, userId, setParams, queryClient]);
  return { welcome, dismiss: () => setWelcome(false) };
}
