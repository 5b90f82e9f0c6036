import { BILLING_MESSAGES, type BillingRedirect } from "@somnia/shared/billing";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import { errorMessage } from "@/lib/utils";
import { goToBillingPage } from "../utils/payment-markers";

/** POST /api/billing/portal: where to manage (and cancel) the subscription. */
export function openPortal(): Promise<BillingRedirect> {
  return api.post<BillingRedirect>("/api/billing/portal");
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => goToBillingPage(url),
    onError: (error) => toast.error(BILLING_MESSAGES.portalFailed, { description: errorMessage(error) }),
  });
}
