import type { MembershipType } from "@somnia/shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getTestCheckoutQueryOptions } from "./get-test-checkout";

type Action = "complete" | "cancel-subscription";

/** POST /api/billing/test-checkout/:session/complete | cancel-subscription ('Pay (test)' / cancel). */
export function finishTestCheckout(sessionId: string, action: Action) {
  return api.post<{ membershipType: MembershipType }>(
    `/api/billing/test-checkout/${encodeURIComponent(sessionId)}/${action}`,
  );
}

export function useFinishTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => finishTestCheckout(sessionId, action),
    // On success the page leaves; on failure it shows the session's state as it now is.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: getTestCheckoutQueryOptions(sessionId).queryKey }),
  });
}
