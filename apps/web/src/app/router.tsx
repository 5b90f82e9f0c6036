import { lazy, Suspense, useEffect, useState } from "react";
import {
  BrowserRouter,
  Link,
  matchPath,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
} from "react-router";
import { useConfig } from "@/api/config";
import { OfflineBanner } from "@/components/pwa/offline-banner";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { setUnauthorizedHandler } from "@/lib/api-client";
import type { Area } from "@/lib/i18n/catalogues";
import { type Navigation, NavigationContext } from "@/lib/navigation";
import { PublicConfigContext } from "@/lib/public-config";
import { refreshSession } from "@/lib/session";
import { type Page, PageView, page } from "./lazy-page";
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

const signedInPage = (pathname: string) =>
  Object.entries(SIGNED_IN).find(([path]) => matchPath(path, pathname))?.[1];

/**
 * The modules of the page at `pathname` (a signed-in one with the shell around it) and the messages
 * they show, fetched side by side, not one after the other. Resolves when they have come or failed
 * (a failure is the route's error, shown when the page is rendered).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const signedIn = signedInPage(pathname);
  const publicPage = Object.entries(PUBLIC).find(([path]) => matchPath(path, pathname))?.[1];
  const wanted = signedIn ? [shell, signedIn] : [publicPage ?? notFound];
  return Promise.allSettled(wanted.map(({ preload }) => preload()));
}

/** The first page's modules, and a signed-in page's first data (./first-data.ts), at once. */
function preloadFirstPage(): Promise<unknown> {
  const modules = preloadPage(window.location.pathname);
  if (signedInPage(window.location.pathname))
    void import("./first-data").then(
      (m) => m.prefetchFirstData(window.location),
      () => {},
    );
  return modules;
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
function PublicPage({ page }: { page: Page }) {
  return (
    <>
      <OfflineBanner className="top-0" />
      <PageView page={page} />
    </>
  );
}

/** Components shared with the standalone sign-in page link and navigate through the router here. */
function Root() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useConfig().data ?? null;
  // After the first render: a prerendered page's markup (src/prerender.tsx) has no prompt to match.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  useUnauthorizedHandler(navigate);
  return (
    <NavigationContext value={{ Link: routerLink, navigate: (path) => void navigate(path) }}>
      <PublicConfigContext value={config}>
        <ScrollRestoration />
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              {Object.entries(PUBLIC).map(([path, page]) => (
                <Route key={path} path={path} element={<PublicPage key={path} page={page} />} />
              ))}
              <Route element={<PageView page={shell} />}>
                {Object.entries(SIGNED_IN).map(([path, signedIn]) => (
                  <Route key={path} path={path} element={<PageView key={path} page={signedIn} />} />
                ))}
              </Route>
              <Route path="*" element={<PublicPage key="*" page={notFound} />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
        {started ? (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </PublicConfigContext>
    </NavigationContext>
  );
}

/** The browser's router; at `location`, the build's, for a page prerendered there (src/prerender.tsx). */
export function AppRouter({ location }: { location?: string }) {
  if (location !== undefined)
    return (
      <StaticRouter location={location}>
        <Root />
      </StaticRouter>
    );
  return (
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  );
}

/**
 * The first page's modules, asked for as soon as this module runs in the browser: the app renders
 * once they have come.
 */
export const firstPageReady: Promise<unknown> =
  typeof window === "undefined" ? Promise.resolve() : preloadFirstPage();
