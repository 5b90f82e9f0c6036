import type { BillingInterval } from "@somnia/shared/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "./client";
import { meKeys } from "./me";

export const billingKeys = {
  all: ["billing"] as const,
  testCheckout: (sessionId: string) => [...billingKeys.all, "test-checkout", sessionId] as const,
};

/** POST /api/billing/checkout: where to pay for Plus, monthly or yearly. */
export const startCheckout = (interval: BillingInterval) =>
  read(api.billing.checkout.$post({ json: { interval } }));

/** POST /api/billing/portal: where to manage (and cancel) the subscription. */
export const openPortal = () => read(api.billing.portal.$post());

const testCheckout = api.billing["test-checkout"][":session"];

/** GET /api/billing/test-checkout/:session (built-in test billing only). */
export function useTestCheckout(sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.testCheckout(sessionId),
      queryFn: () => read(testCheckout.$get({ param: { session: sessionId } })),
      retry: false,
    }),
  );
}

export type TestCheckoutAction = "complete" | "cancel-subscription" | "renew-subscription" | "end-period";

/**
 * POST /api/billing/test-checkout/:session/<action>: 'Pay (test)'; on the manage page cancel at the
 * period's end, renew, or let the period end now.
 */
export function useFinishTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestCheckoutAction) =>
      read(testCheckout[action].$post({ param: { session: sessionId } })),
    // On success the page leaves for the profile, which reads the membership afresh (a cancellation
    // at the period's end changes no membership, so no live event says it); on failure the page
    // shows the session's state as it now is.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.testCheckout(sessionId) }),
  });
}
