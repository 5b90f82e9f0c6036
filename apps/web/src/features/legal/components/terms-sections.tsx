import { Link } from "react-router";
import { paths } from "@/config/paths";
import { Message } from "@/lib/i18n/message";
import { t } from "@/lib/i18n/translate";
import { type LegalSection, MailLink } from "./legal-page";

/** The minimum age to use Somnia. */
const MINIMUM_AGE = 13;

/** The nine sections of the Terms of Service, in the order docs/product.md lists them. */
export function termsSections(supportEmail: string): LegalSection[] {
  return [
    {
      id: "use-of-service",
      title: t("legal.terms.useOfService.title"),
      body: (
        <>
          <p>{t("legal.terms.useOfService.p1")}</p>
          <p>{t("legal.terms.useOfService.minimumAge", { age: MINIMUM_AGE })}</p>
          <p>{t("legal.terms.useOfService.p2")}</p>
        </>
      ),
    },
    {
      id: "user-content",
      title: t("legal.terms.userContent.title"),
      body: (
        <>
          <p>{t("legal.terms.userContent.p1")}</p>
          <p>{t("legal.terms.userContent.p2")}</p>
          <p>{t("legal.terms.userContent.p3")}</p>
        </>
      ),
    },
    {
      id: "privacy",
      title: t("legal.terms.privacy.title"),
      body: (
        <p>
          <Message
            id="legal.terms.privacy.p1"
            components={{
              0: <Link to={paths.privacy} className="font-medium text-link underline underline-offset-4" />,
            }}
          />
        </p>
      ),
    },
    {
      id: "not-medical-advice",
      title: t("legal.terms.notMedicalAdvice.title"),
      body: (
        <>
          <p>{t("legal.terms.notMedicalAdvice.p1")}</p>
          <p>{t("legal.terms.notMedicalAdvice.p2")}</p>
        </>
      ),
    },
    {
      id: "account-and-data",
      title: t("legal.terms.accountAndData.title"),
      body: (
        <>
          <p>{t("legal.terms.accountAndData.p1")}</p>
          <p>{t("legal.terms.accountAndData.p2")}</p>
          <p>{t("legal.terms.accountAndData.p3")}</p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: t("legal.terms.intellectualProperty.title"),
      body: <p>{t("legal.terms.intellectualProperty.p1")}</p>,
    },
    {
      id: "limitation-of-liability",
      title: t("legal.terms.limitationOfLiability.title"),
      body: (
        <>
          <p>{t("legal.terms.limitationOfLiability.p1")}</p>
          <p>{t("legal.terms.limitationOfLiability.p2")}</p>
        </>
      ),
    },
    {
      id: "changes",
      title: t("legal.terms.changes.title"),
      body: <p>{t("legal.terms.changes.p1")}</p>,
    },
    {
      id: "contact",
      title: t("legal.terms.contact.title"),
      body: (
        <p>
          <Message id="legal.terms.contact.p1" values={{ email: <MailLink email={supportEmail} /> }} />
        </p>
      ),
    },
  ];
}
