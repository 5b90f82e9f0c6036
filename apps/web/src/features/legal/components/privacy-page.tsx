import { Message } from "@/lib/i18n/message";
import { t } from "@/lib/i18n/translate";
import { LegalPage, type LegalSection, MailLink } from "./legal-page";

type PrivacyPageProps = { supportEmail: string; externalAiProvider: string | null };

function privacySections({ supportEmail, externalAiProvider }: PrivacyPageProps): LegalSection[] {
  return [
    {
      id: "google-sign-in",
      title: t("legal.privacy.googleSignIn.title"),
      body: (
        <>
          <p>{t("legal.privacy.googleSignIn.p1")}</p>
          <p>{t("legal.privacy.googleSignIn.p2")}</p>
        </>
      ),
    },
    {
      id: "data-protection",
      title: t("legal.privacy.dataProtection.title"),
      body: (
        <>
          <p>{t("legal.privacy.dataProtection.p1")}</p>
          <p>{t("legal.privacy.dataProtection.p2")}</p>
          <p>{t("legal.privacy.dataProtection.p3")}</p>
          {externalAiProvider === null ? (
            <p>{t("legal.privacy.dataProtection.p4")}</p>
          ) : (
            <p>{t("legal.privacy.dataProtection.externalAi", { provider: externalAiProvider })}</p>
          )}
          <p>{t("legal.privacy.dataProtection.draft")}</p>
          <p>{t("legal.privacy.dataProtection.savedCopy")}</p>
          <p>{t("legal.privacy.dataProtection.p5")}</p>
        </>
      ),
    },
    {
      id: "dictation",
      title: t("legal.privacy.dictation.title"),
      body: (
        <>
          <p>{t("legal.privacy.dictation.p1")}</p>
          <p>{t("legal.privacy.dictation.p2")}</p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: t("legal.privacy.yourRights.title"),
      body: (
        <>
          <p>{t("legal.privacy.yourRights.p1")}</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>{t("legal.privacy.yourRights.item1")}</li>
            <li>{t("legal.privacy.yourRights.item2")}</li>
            <li>{t("legal.privacy.yourRights.item3")}</li>
            <li>{t("legal.privacy.yourRights.item4")}</li>
          </ul>
          <p>{t("legal.privacy.yourRights.p2")}</p>
        </>
      ),
    },
    {
      id: "contact",
      title: t("legal.privacy.contact.title"),
      body: (
        <p>
          <Message id="legal.privacy.contact.p1" values={{ email: <MailLink email={supportEmail} /> }} />
        </p>
      ),
    },
  ];
}

export function PrivacyPage(props: PrivacyPageProps) {
  return (
    <LegalPage
      title={t("legal.privacyTitle")}
      note={t("legal.privacy.englishPrevails")}
      intro={<p>{t("legal.privacy.intro")}</p>}
      sections={privacySections(props)}
    />
  );
}
