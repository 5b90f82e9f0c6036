import { useConfig } from "@/api/config";
import { Footer } from "@/components/layouts/footer";
import { PageLoading } from "@/components/ui/loading";
import { PageTitle } from "@/components/ui/page-title";
import { LegalLoadFailed } from "@/features/legal/components/legal-page";
import { PrivacyPage } from "@/features/legal/components/privacy-page";
import { TermsPage } from "@/features/legal/components/terms-page";
import { useTerms } from "@/features/legal/hooks/use-terms";
import { t } from "@/lib/i18n/translate";

/** The legal pages need the support address and the AI provider from GET /api/config. */
function LegalRoute({ page: Page, title }: { page: typeof TermsPage; title: string | undefined }) {
  const config = useConfig();
  let content: React.ReactNode;
  if (config.data) {
    content = (
      <Page supportEmail={config.data.supportEmail} externalAiProvider={config.data.externalAiProvider} />
    );
  } else if (config.error) {
    content = <LegalLoadFailed error={config.error} onRetry={() => void config.refetch()} />;
  } else {
    content = <PageLoading />;
  }
  return (
    <div className="flex min-h-dvh flex-col">
      {title ? <PageTitle title={title} /> : null}
      <main className="flex-1">{content}</main>
      <Footer className="mx-auto w-full max-w-4xl" />
    </div>
  );
}

export function TermsRoute() {
  // Fetched beside the config, in the page's language: the title is the document's.
  const terms = useTerms();
  return <LegalRoute page={TermsPage} title={terms.data?.title} />;
}

export function PrivacyRoute() {
  return <LegalRoute page={PrivacyPage} title={t("legal.privacyTitle")} />;
}
