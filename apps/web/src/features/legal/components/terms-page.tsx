import { LEGAL_STRINGS } from "../strings";
import { LegalPage } from "./legal-page";
import { termsSections } from "./terms-sections";

type TermsPageProps = { supportEmail: string; externalAiProvider: string | null };

export function TermsPage({ supportEmail }: TermsPageProps) {
  return (
    <LegalPage
      title={LEGAL_STRINGS.termsTitle}
      lastUpdated={LEGAL_STRINGS.termsLastUpdated}
      intro={<p>{LEGAL_STRINGS.termsIntro}</p>}
      sections={termsSections(supportEmail)}
    />
  );
}
