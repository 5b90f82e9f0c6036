import { I18nProvider } from "@lingui/react";
import { StrictMode, useEffect, useState } from "react";
import { fetchConfig } from "@/api/public-config";
import { PublicLayout } from "@/components/layouts/public-layout";
import { paths } from "@/config/paths";
import { AuthScreen, type AuthTab } from "@/features/auth/components/auth-screen";
import { i18n } from "@/lib/i18n/catalogues";
import { type PublicConfig, PublicConfigContext } from "@/lib/public-config";

const goHome = () => window.location.replace(paths.home);

/**
 * The standalone sign-in page: what a visitor loading /auth or /signup gets, prerendered at build
 * time (src/prerender.tsx) and hydrated by src/auth.tsx — the same AuthScreen as the app's /auth
 * route, without the app's router, query cache or validation code in its first load
 * (docs/decisions/027-first-paint-and-code-splitting.md). Links and navigation are document ones;
 * signed in, it hands over to the app.
 */
export function AuthPage({ tab }: { tab: AuthTab }) {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    // Signed in already (another tab, a remembered session): straight into the app.
    fetch("/api/auth/get-session", { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: unknown } | null) => session?.user && goHome())
      .catch(() => {});
    fetchConfig().then(setConfig, (error: unknown) => console.warn("GET /api/config failed", error));
  }, []);

  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PublicConfigContext value={config}>
          <PublicLayout>
            <AuthScreen defaultTab={tab} onSignedIn={goHome} />
          </PublicLayout>
        </PublicConfigContext>
      </I18nProvider>
    </StrictMode>
  );
}

/** Which tab a location opens, as the server chose its prerendered page: /signup and ?tab=signup the second. */
export const tabOfLocation = ({ pathname, search }: { pathname: string; search: string }): AuthTab =>
  pathname === paths.signup || new URLSearchParams(search).get("tab") === "signup" ? "signup" : "login";
