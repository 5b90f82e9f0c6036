import { TERMS, type TermsParagraph } from "@somnia/shared/legal/terms";
import { Fragment } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { LegalPage, MailLink } from "./legal-page";

type TermsPageProps = { supportEmail: string; externalAiProvider: string | null };

/** The Terms of Service, from the one document the landing host renders too (packages/shared). */
export function TermsPage({ supportEmail }: TermsPageProps) {
  return (
    <LegalPage
      title={TERMS.title}
      lastUpdated={TERMS.lastUpdated}
      intro={<p>{TERMS.intro}</p>}
      sections={TERMS.sections.map((section) => ({
        id: section.id,
        title: section.title,
        body: section.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed document, never reordered
          <Paragraph key={index} paragraph={paragraph} supportEmail={supportEmail} />
        )),
      }))}
    />
  );
}

function Paragraph({ paragraph, supportEmail }: { paragraph: TermsParagraph; supportEmail: string }) {
  if (typeof paragraph === "string") return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.map((run, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed document, never reordered
        <Fragment key={index}>
          {typeof run === "string" ? (
            run
          ) : "email" in run ? (
            <MailLink email={supportEmail} />
          ) : (
            <Link to={paths.privacy} className="font-medium text-link underline underline-offset-4">
              {run.text}
            </Link>
          )}
        </Fragment>
      ))}
    </p>
  );
}
