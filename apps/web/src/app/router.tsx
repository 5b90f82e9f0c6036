import { createBrowserRouter, Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { setUnauthorizedHandler } from "@/lib/api-client";
import { authClient, refreshSession } from "@/lib/auth-client";
import { RouteError } from "./routes/route-error";

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.auth, lazy: () => import("./routes/auth").then((m) => ({ Component: m.AuthRoute })) },
      { path: paths.signup, lazy: () => import("./routes/auth").then((m) => ({ Component: m.SignupRoute })) },
      {
        path: paths.signupConfirmation,
        lazy: () => import("./routes/auth-pages").then((m) => ({ Component: m.SignupConfirmationRoute })),
      },
      {
        path: paths.emailConfirmation,
        lazy: () => import("./routes/auth-pages").then((m) => ({ Component: m.EmailConfirmationRoute })),
      },
      {
        path: paths.authError,
        lazy: () => import("./routes/auth-pages").then((m) => ({ Component: m.AuthErrorRoute })),
      },
      {
        path: paths.forgotPassword,
        lazy: () => import("./routes/auth-pages").then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        path: paths.resetPassword,
        lazy: () => import("./routes/auth-pages").then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      { path: paths.terms, lazy: () => import("./routes/legal").then((m) => ({ Component: m.TermsRoute })) },
      {
        path: paths.privacy,
        lazy: () => import("./routes/legal").then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: paths.welcome,
        lazy: () => import("./routes/welcome").then((m) => ({ Component: m.WelcomeRoute })),
      },
      {
        path: paths.onboarding,
        lazy: () => import("./routes/onboarding").then((m) => ({ Component: m.OnboardingRoute })),
      },
      {
        // TEST_CHECKOUT_PATH of @somnia/shared/billing, spelled out: that module would pull zod into this chunk.
        path: "/billing/test-checkout",
        lazy: () => import("./routes/billing").then((m) => ({ Component: m.TestCheckoutRoute })),
      },
      {
        lazy: () => import("./routes/app-shell").then((m) => ({ Component: m.AppShellRoute })),
        children: [
          { index: true, lazy: () => import("./routes/journal").then((m) => ({ Component: m.DreamsRoute })) },
          {
            path: paths.calendar,
            lazy: () => import("./routes/journal").then((m) => ({ Component: m.CalendarRoute })),
          },
          {
            path: paths.interpreter,
            lazy: () => import("./routes/journal").then((m) => ({ Component: m.InterpreterRoute })),
          },
          {
            path: paths.profile,
            lazy: () => import("./routes/journal").then((m) => ({ Component: m.ProfileRoute })),
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
