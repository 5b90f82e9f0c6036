import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { MoonIllustration } from "./moon-illustration";

export function Welcome() {
  return (
    <div className="grid gap-6">
      <PageTitle title={t("onboarding.welcomeTitle")} />
      <div className="flex justify-center">
        <Logo className="text-foreground" />
      </div>
      <Card>
        <CardContent className="grid justify-items-center gap-5 pt-8 pb-8 text-center">
          <MoonIllustration />
          <h1 className="text-3xl font-bold">{t("onboarding.welcomeHeading")}</h1>
          <p className="text-lg">{t("onboarding.welcomeText")}</p>
          <Button asChild size="lg">
            <Link to={paths.onboarding}>{t("onboarding.startOnboarding")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
