import { useLayoutEffect, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t } from "@/lib/i18n/translate";
import { GoogleSignIn } from "./google-button";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "login" | "signup";

function tabInUrl(): AuthTab | null {
  const tab = new URLSearchParams(window.location.search).get("tab");
  return tab === "login" || tab === "signup" ? tab : null;
}

/**
 * Sign in and sign up in two tabs; `?tab=signup` (or `/signup`) opens the second. The same screen
 * in the app and on the standalone, prerendered sign-in page (app/auth-page.tsx): it renders
 * `defaultTab` first, as the prerendered HTML has it, then the URL's tab.
 */
export function AuthScreen({
  defaultTab = "login",
  onSignedIn,
}: {
  defaultTab?: AuthTab;
  onSignedIn?: () => void;
}) {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  useLayoutEffect(() => {
    const fromUrl = tabInUrl();
    if (fromUrl) setTab(fromUrl);
  }, []);

  function selectTab(value: string) {
    const next: AuthTab = value === "signup" ? "signup" : "login";
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    // The history entry keeps its state (in the app: where the user was going before sign-in).
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div className="grid gap-6">
      <PageTitle title={tab === "signup" ? t("auth.signUpTab") : t("auth.signIn")} />
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo className="text-foreground [&_span]:text-3xl" />
        <h1 className="text-xl font-semibold text-muted-foreground">{t("auth.welcome")}</h1>
      </div>
      <Card>
        <CardContent className="pt-6">
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList>
              <TabsTrigger value="login">{t("auth.loginTab")}</TabsTrigger>
              <TabsTrigger value="signup">{t("auth.signUpTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-5">
              <GoogleSignIn />
              <SignInForm onSignedIn={onSignedIn} onSignUp={() => selectTab("signup")} />
            </TabsContent>
            <TabsContent value="signup" className="grid gap-5">
              <GoogleSignIn />
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
