import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from "react";
import { BrowserRouter, Link, matchPath, Route, Routes, useLocation, useNavigate } from "react-router";
import { useConfig } from "@/api/config";
import { OfflineBanner } from "@/components/pwa/offline-banner";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { setUnauthorizedHandler } from "@/lib/api-client";
import { type Area, loadMessages } from "@/lib/i18n/catalogues";
import { type Navigation, NavigationContext } from "@/lib/navigation";
import { PublicConfigContext } from "@/lib/public-config";
import { refreshSession } from "@/lib/session";
import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollRestoration } from "./scroll-restoration";

const AUTH: Area[] = ["auth"];
const LEGAL: Area[] = ["legal"];
const ONBOARDING: Area[] = ["onboarding"];
const BILLING: Area[] = ["billing"];
// The upgrade offer (src/components/upgrade-offer.tsx) speaks billing's words on the pages that show it.
const DREAMS: Area[] = ["dreams", "analyzer", "billing"];
const CALENDAR: Area[] = ["calendar"];
const INTERPRETER: Area[] = ["interpreter", "billing"];
const SYMBOLS: Area[] = ["symbols"];
const PROFILE: Area[] = ["profile"];
const PROFILE_PAGE: Area[] = ["profile", "billing"];

interface Page {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts fetching the page (its module and its messages) before it is rendered. */
  preload: () => Promise<unknown>;
}

/**
 * A page fetched when first shown: its module, together with the message areas it shows
 * (src/lib/i18n/catalogues.ts), and the component it exports. While it loads, the page before it
 * stays on screen (the router's navigations are transitions).
 */
function page<M>(areas: readonly Area[], load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadMessages(areas)]).then(
      ([module]) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined; // offline when pointed at: the next showing fetches it again
        throw error;
      },
    );
    return loading;
  };
  return { Component: lazy(preload), preload };
}

const auth = () => import("./routes/auth");
const authPages = () => import("./routes/auth-pages");
const legal = () => import("./routes/legal");
const symbols = () => import("./routes/symbols");

/** The app's pages by path; the journal's and the dictionary's inside the signed-in shell. */
const PUBLIC: Record<string, Page> = {
  [paths.auth]: page(AUTH, auth, (m) => m.AuthRoute),
  [paths.signup]: page(AUTH, auth, (m) => m.SignupRoute),
  [paths.signupConfirmation]: page(AUTH, authPages, (m) => m.SignupConfirmationRoute),
  [paths.emailConfirmation]: page(AUTH, authPages, (m) => m.EmailConfirmationRoute),
  [paths.authError]: page(AUTH, authPages, (m) => m.AuthErrorRoute),
  [paths.forgotPassword]: page(AUTH, authPages, (m) => m.ForgotPasswordRoute),
  [paths.resetPassword]: page(AUTH, authPages, (m) => m.ResetPasswordRoute),
  [paths.terms]: page(LEGAL, legal, (m) => m.TermsRoute),
  [paths.privacy]: page(LEGAL, legal, (m) => m.PrivacyRoute),
  [paths.welcome]: page(
    ONBOARDING,
    () => import("./routes/welcome"),
    (m) => m.WelcomeRoute,
  ),
  [paths.onboarding]: page(
    ONBOARDING,
    () => import("./routes/onboarding"),
    (m) => m.OnboardingRoute,
  ),
  [paths.unsubscribe]: page(
    PROFILE,
    () => import("./routes/unsubscribe"),
    (m) => m.UnsubscribeRoute,
  ),
  // TEST_CHECKOUT_PATH of @somnia/shared/billing, spelled out: that module would pull zod into this chunk.
  "/billing/test-checkout": page(
    BILLING,
    () => import("./routes/billing"),
    (m) => m.TestCheckoutRoute,
  ),
};

const SIGNED_IN: Record<string, Page> = {
  [paths.home]: page(
    DREAMS,
    () => import("./routes/dreams"),
    (m) => m.DreamsRoute,
  ),
  [paths.calendar]: page(
    CALENDAR,
    () => import("./routes/calendar"),
    (m) => m.CalendarRoute,
  ),
  [paths.interpreter]: page(
    INTERPRETER,
    () => import("./routes/interpreter"),
    (m) => m.InterpreterRoute,
  ),
  [paths.profile]: page(
    PROFILE_PAGE,
    () => import("./routes/profile"),
    (m) => m.ProfileRoute,
  ),
  [paths.symbols]: page(SYMBOLS, symbols, (m) => m.SymbolsRoute),
  [`${paths.symbols}/:id`]: page(SYMBOLS, symbols, (m) => m.SymbolRoute),
};

const shell: Page = page(
  [],
  () => import("./routes/app-shell"),
  (m) => m.AppShellRoute,
);
const notFound: Page = page(
  [],
  () => import("./routes/not-found"),
  (m) => m.NotFoundRoute,
);

/**
 * The first page's modules are fetched side by side (the shell and its page), not one after the
 * other; a signed-in page's first data too (./first-data.ts).
 */
function preloadFirstPage() {
  const { pathname } = window.location;
  const matches = (pages: Record<string, Page>) =>
    Object.entries(pages).find(([path]) => matchPath(path, pathname))?.[1];
  const signedIn = matches(SIGNED_IN);
  const wanted = signedIn ? [shell, signedIn] : [matches(PUBLIC) ?? notFound];
  for (const { preload } of wanted) void preload().catch(() => {});
  if (signedIn)
    void import("./first-data").then(
      (m) => m.prefetchFirstData(window.location),
      () => {},
    );
}

/** The service worker's registration and its 'new version' prompt, after the first paint. */
const UpdatePrompt = lazy(() =>
  import("@/components/pwa/update-prompt").then((m) => ({ default: m.UpdatePrompt })),
);

const routerLink: Navigation["Link"] = ({ href, ...props }) => <Link to={href} {...props} />;

/** A 401 from our API: re-read the session; if it is gone, go to /auth and come back afterwards. */
function useUnauthorizedHandler(navigate: ReturnType<typeof useNavigate>) {
  useEffect(() => {
    setUnauthorizedHandler(async () => {
      const session = await refreshSession();
      const { pathname, search, hash } = window.location;
      if (!session && pathname !== paths.auth) {
        await navigate(paths.auth, { replace: true, state: { from: { pathname, search, hash } } });
      }
    });
  }, [navigate]);
}

/**
 * A page outside the shell, under the offline bar (the shell places its own in the page's column).
 * The standalone sign-in page (src/auth.tsx) leaves it out of its first load.
 */
function PublicPage({ page: { Component } }: { page: Page }) {
  return (
    <>
      <OfflineBanner className="top-0" />
      <Component />
    </>
  );
}

/** Components shared with the standalone sign-in page link and navigate through the router here. */
function Root() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useConfig().data ?? null;
  useUnauthorizedHandler(navigate);
  return (
    <NavigationContext value={{ Link: routerLink, navigate: (path) => void navigate(path) }}>
      <PublicConfigContext value={config}>
        <ScrollRestoration />
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              {Object.entries(PUBLIC).map(([path, page]) => (
                <Route key={path} path={path} element={<PublicPage page={page} />} />
              ))}
              <Route element={<shell.Component />}>
                {Object.entries(SIGNED_IN).map(([path, { Component }]) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
              </Route>
              <Route path="*" element={<PublicPage page={notFound} />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </PublicConfigContext>
    </NavigationContext>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  );
}

preloadFirstPage();
