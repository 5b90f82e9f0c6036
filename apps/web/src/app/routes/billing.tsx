import { PublicLayout } from "@/components/layouts/public-layout";
import { TestCheckoutPage } from "@/features/billing/components/test-checkout-page";
import { RequireSession } from "../require-session";

/** The built-in test billing's checkout and manage page (only the signed-in owner may use it). */
export function TestCheckoutRoute() {
  return (
    <RequireSession>
      <PublicLayout wide>
        <TestCheckoutPage />
      </PublicLayout>
    </RequireSession>
  );
}
