import { t } from "@/lib/i18n/translate";
import { LegalPage } from "./legal-page";
import { termsSections } from "./terms-sections";

type TermsPageProps = { supportEmail: string; externalAiProvider: string | null };

export function TermsPage({ supportEmail }: TermsPageProps) {
  return (
    <LegalPage
      title={t("legal.termsTitle")}
      lastUpdated={t("legal.termsLastUpdated")}
      intro={<p>{t("legal.termsIntro")}</p>}
      sections={termsSections(supportEmail)}
    />
  );
}
