import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { MoonIllustration } from "./moon-illustration";

export function Welcome() {
  return (
    <div className="grid gap-6">
      <PageTitle title="Welcome" />
      <div className="flex justify-center">
        <Logo className="text-foreground" />
      </div>
      <Card>
        <CardContent className="grid justify-items-center gap-5 pt-8 pb-8 text-center">
          <MoonIllustration />
          <h1 className="text-3xl font-bold">Welcome to Somnia</h1>
          <p className="text-lg">
            Your private dream journal is ready. A few short questions help Somnia understand your dreams, and
            a word on how your journal is kept private.
          </p>
          <Button asChild size="lg">
            <Link to={paths.onboarding}>Start Onboarding</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
