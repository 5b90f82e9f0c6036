import type { TestCheckout } from "@somnia/shared/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/billing/test-checkout/:session (built-in test billing only). */
export function getTestCheckout(sessionId: string): Promise<TestCheckout> {
  return api.get<TestCheckout>(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}`);
}

export const getTestCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ["billing", "test-checkout", sessionId],
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });

export function useTestCheckout(sessionId: string) {
  return useQuery(getTestCheckoutQueryOptions(sessionId));
}
