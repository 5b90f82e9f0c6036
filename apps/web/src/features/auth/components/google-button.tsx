import { Suspense } from "react";
import { onFirstUse } from "@/lib/on-first-use";
import { usePublicConfig } from "@/lib/public-config";

/** Fetched only where Google sign-in is configured: most servers never need it. */
const { Component: GoogleChoice } = onFirstUse(
  () => import("./google-choice"),
  (module) => module.GoogleChoice,
);

/**
 * 'Continue with Google' and the divider under it, only once the server says Google sign-in is
 * configured (GET /api/config): a button that can only fail would confuse. The prerendered sign-in
 * page has neither; they appear when the config arrives, their module fetched then.
 */
export function GoogleSignIn() {
  if (!usePublicConfig()?.googleEnabled) return null;
  return (
    <Suspense fallback={null}>
      <GoogleChoice />
    </Suspense>
  );
}
