import { BILLING_MESSAGES } from "@somnia/shared/billing-constants";
import { useMutation } from "@tanstack/react-query";
import { openPortal, startCheckout } from "@/api/billing";
import { isApiError } from "@/lib/api-client";
import { messageText } from "@/lib/i18n/translate";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { goToBillingPage, markPaymentStarted } from "../utils/payment-markers";

/** Subscribe: records the payment markers, then leaves for the payment page. */
export function useStartCheckout() {
  const userId = useSession().data?.user.id;
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => {
      markPaymentStarted(userId);
      goToBillingPage(url);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) toast.error(messageText(BILLING_MESSAGES.loginRequired));
      else toast.error(messageText(BILLING_MESSAGES.checkoutFailed), { description: errorMessage(error) });
    },
  });
}

/** Manage or cancel the subscription on the provider's page. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => goToBillingPage(url),
    onError: (error) =>
      toast.error(messageText(BILLING_MESSAGES.portalFailed), { description: errorMessage(error) }),
  });
}
