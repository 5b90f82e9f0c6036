import { randomBytes } from "node:crypto";
import { TEST_CHECKOUT_PATH } from "@somnia/shared/billing";
import type { Db } from "../db";
import { testCheckoutSessions } from "../db/schema/billing";
import type { TestProvider } from "./types";

/** How long a test checkout page stays usable, like a Stripe Checkout Session (which lasts 24 h). */
export const TEST_CHECKOUT_TTL_MS = 60 * 60 * 1000;

/**
 * The built-in test billing (decision 021): checkout and "portal" are pending rows bound to the user,
 * shown by the web app's test checkout page; paying there changes membership through the same
 * service a verified Stripe webhook uses.
 */
export function createTestProvider(db: Db): TestProvider {
  async function open(userId: string, mode: "subscribe" | "manage", interval: "month" | "year" | null) {
    const id = `tcs_${randomBytes(18).toString("base64url")}`;
    const expiresAt = new Date(Date.now() + TEST_CHECKOUT_TTL_MS);
    await db.insert(testCheckoutSessions).values({ id, userId, mode, interval, expiresAt });
    return { url: `${TEST_CHECKOUT_PATH}?session=${id}` };
  }
  return {
    name: "test",
    createCheckout: ({ userId, interval }) => open(userId, "subscribe", interval),
    createPortal: ({ userId }) => open(userId, "manage", null),
  };
}
