import { useLocation, useSearchParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t } from "@/lib/i18n/translate";
import { GoogleButton, OrDivider } from "./google-button";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "login" | "signup";

/** Sign in and sign up in two tabs; `?tab=signup` (or `/signup`) opens the second. */
export function AuthScreen({ defaultTab = "login" }: { defaultTab?: AuthTab }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const param = searchParams.get("tab");
  const tab: AuthTab = param === "signup" || param === "login" ? param : defaultTab;

  function selectTab(value: string) {
    setSearchParams({ tab: value }, { replace: true, state: location.state });
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
              <GoogleButton />
              <OrDivider />
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="grid gap-5">
              <GoogleButton />
              <OrDivider />
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
