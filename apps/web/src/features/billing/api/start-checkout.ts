import { BILLING_MESSAGES, type BillingInterval, type BillingRedirect } from "@somnia/shared/billing";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, isApiError } from "@/lib/api-client";
import { useSession } from "@/lib/auth-client";
import { errorMessage } from "@/lib/utils";
import { goToBillingPage, markPaymentStarted } from "../utils/payment-markers";

/** POST /api/billing/checkout: where to pay for Plus, monthly or yearly. */
export function startCheckout(interval: BillingInterval): Promise<BillingRedirect> {
  return api.post<BillingRedirect>("/api/billing/checkout", { interval });
}

/** Subscribe: records the spec's markers, then leaves for the payment page. */
export function useStartCheckout() {
  const userId = useSession().data?.user.id;
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => {
      markPaymentStarted(userId);
      goToBillingPage(url);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) toast.error(BILLING_MESSAGES.loginRequired);
      else toast.error(BILLING_MESSAGES.checkoutFailed, { description: errorMessage(error) });
    },
  });
}
