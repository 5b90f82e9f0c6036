import { TERMS } from "@somnia/shared/legal/terms";
import { useConfig } from "@/api/config";
import { Footer } from "@/components/layouts/footer";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { PageSpinner } from "@/components/ui/spinner";
import { PrivacyPage } from "@/features/legal/components/privacy-page";
import { TermsPage } from "@/features/legal/components/terms-page";
import { t } from "@/lib/i18n/translate";
import { errorMessage } from "@/lib/utils";

/** The legal pages need the support address and the AI provider from GET /api/config. */
function LegalRoute({ page: Page, title }: { page: typeof TermsPage; title: string }) {
  const config = useConfig();
  let content: React.ReactNode;
  if (config.data) {
    content = (
      <Page supportEmail={config.data.supportEmail} externalAiProvider={config.data.externalAiProvider} />
    );
  } else if (config.error) {
    content = (
      <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t("legal.loadFailed")}</h1>
        <p>{errorMessage(config.error)}</p>
        <Button variant="outline" onClick={() => config.refetch()}>
          {t("legal.tryAgain")}
        </Button>
      </div>
    );
  } else {
    content = <PageSpinner />;
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle title={title} />
      <main className="flex-1">{content}</main>
      <Footer className="mx-auto w-full max-w-4xl" />
    </div>
  );
}

export function TermsRoute() {
  return <LegalRoute page={TermsPage} title={TERMS.title} />;
}

export function PrivacyRoute() {
  return <LegalRoute page={PrivacyPage} title={t("legal.privacyTitle")} />;
}
