import { PublicLayout } from "@/components/layouts/public-layout";
import { Welcome } from "@/features/onboarding/components/welcome";

export function WelcomeRoute() {
  return (
    <PublicLayout wide>
      <Welcome />
    </PublicLayout>
  );
}
