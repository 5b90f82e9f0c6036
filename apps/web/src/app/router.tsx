import type { ComponentType } from "react";
import { createBrowserRouter, Link, Outlet, ScrollRestoration, useNavigate } from "react-router";
import { useConfig } from "@/api/config";
import { OfflineBanner } from "@/components/pwa/offline-banner";
import { UpdatePrompt } from "@/components/pwa/update-prompt";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { setUnauthorizedHandler } from "@/lib/api-client";
import { authClient, refreshSession } from "@/lib/auth-client";
import { type Area, loadMessages } from "@/lib/i18n/catalogues";
import { type Navigation, NavigationContext } from "@/lib/navigation";
import { PublicConfigContext } from "@/lib/public-config";
import { RouteError } from "./routes/route-error";

const AUTH: Area[] = ["auth"];
const LEGAL: Area[] = ["legal"];
const ONBOARDING: Area[] = ["onboarding"];
const BILLING: Area[] = ["billing"];
/** The four journal pages are one module; the profile also shows the membership actions. */
const JOURNAL: Area[] = ["dreams", "analyzer", "interpreter", "calendar", "profile", "billing"];
const SYMBOLS: Area[] = ["symbols"];
const PROFILE: Area[] = ["profile"];

/**
 * A lazy route: its module, fetched together with the message areas it shows
 * (src/lib/i18n/catalogues.ts), and the page component it exports.
 */
function page<M>(areas: readonly Area[], load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () => Promise.all([load(), loadMessages(areas)]).then(([module]) => ({ Component: pick(module) }));
}

const routerLink: Navigation["Link"] = ({ href, ...props }) => <Link to={href} {...props} />;

/** Components shared with the standalone sign-in page link and navigate through the router here. */
function Root() {
  const navigate = useNavigate();
  const config = useConfig().data ?? null;
  return (
    <NavigationContext value={{ Link: routerLink, navigate: (path) => void navigate(path) }}>
      <PublicConfigContext value={config}>
        <ScrollRestoration />
        <OfflineBanner />
        <Outlet />
        <UpdatePrompt />
      </PublicConfigContext>
    </NavigationContext>
  );
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.auth,
        lazy: page(
          AUTH,
          () => import("./routes/auth"),
          (m) => m.AuthRoute,
        ),
      },
      {
        path: paths.signup,
        lazy: page(
          AUTH,
          () => import("./routes/auth"),
          (m) => m.SignupRoute,
        ),
      },
      {
        path: paths.signupConfirmation,
        lazy: page(
          AUTH,
          () => import("./routes/auth-pages"),
          (m) => m.SignupConfirmationRoute,
        ),
      },
      {
        path: paths.emailConfirmation,
        lazy: page(
          AUTH,
          () => import("./routes/auth-pages"),
          (m) => m.EmailConfirmationRoute,
        ),
      },
      {
        path: paths.authError,
        lazy: page(
          AUTH,
          () => import("./routes/auth-pages"),
          (m) => m.AuthErrorRoute,
        ),
      },
      {
        path: paths.forgotPassword,
        lazy: page(
          AUTH,
          () => import("./routes/auth-pages"),
          (m) => m.ForgotPasswordRoute,
        ),
      },
      {
        path: paths.resetPassword,
        lazy: page(
          AUTH,
          () => import("./routes/auth-pages"),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: paths.terms,
        lazy: page(
          LEGAL,
          () => import("./routes/legal"),
          (m) => m.TermsRoute,
        ),
      },
      {
        path: paths.privacy,
        lazy: page(
          LEGAL,
          () => import("./routes/legal"),
          (m) => m.PrivacyRoute,
        ),
      },
      {
        path: paths.welcome,
        lazy: page(
          ONBOARDING,
          () => import("./routes/welcome"),
          (m) => m.WelcomeRoute,
        ),
      },
      {
        path: paths.onboarding,
        lazy: page(
          ONBOARDING,
          () => import("./routes/onboarding"),
          (m) => m.OnboardingRoute,
        ),
      },
      {
        path: paths.unsubscribe,
        lazy: page(
          PROFILE,
          () => import("./routes/unsubscribe"),
          (m) => m.UnsubscribeRoute,
        ),
      },
      {
        // TEST_CHECKOUT_PATH of @somnia/shared/billing, spelled out: that module would pull zod into this chunk.
        path: "/billing/test-checkout",
        lazy: page(
          BILLING,
          () => import("./routes/billing"),
          (m) => m.TestCheckoutRoute,
        ),
      },
      {
        lazy: () => import("./routes/app-shell").then((m) => ({ Component: m.AppShellRoute })),
        children: [
          {
            index: true,
            lazy: page(
              JOURNAL,
              () => import("./routes/journal"),
              (m) => m.DreamsRoute,
            ),
          },
          {
            path: paths.calendar,
            lazy: page(
              JOURNAL,
              () => import("./routes/journal"),
              (m) => m.CalendarRoute,
            ),
          },
          {
            path: paths.interpreter,
            lazy: page(
              JOURNAL,
              () => import("./routes/journal"),
              (m) => m.InterpreterRoute,
            ),
          },
          {
            path: paths.profile,
            lazy: page(
              JOURNAL,
              () => import("./routes/journal"),
              (m) => m.ProfileRoute,
            ),
          },
          {
            path: paths.symbols,
            lazy: page(
              SYMBOLS,
              () => import("./routes/symbols"),
              (m) => m.SymbolsRoute,
            ),
          },
          {
            path: `${paths.symbols}/:id`,
            lazy: page(
              SYMBOLS,
              () => import("./routes/symbols"),
              (m) => m.SymbolRoute,
            ),
          },
        ],
      },
      { path: "*", lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

/** A 401 from our API: re-read the session; if it is gone, go to /auth and come back afterwards. */
setUnauthorizedHandler(async () => {
  const { data } = await authClient.getSession();
  refreshSession();
  const location = router.state.location;
  if (!data && location.pathname !== paths.auth) {
    await router.navigate(paths.auth, { replace: true, state: { from: location } });
  }
});
