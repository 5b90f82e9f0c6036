import { type TermsDocument, type TermsParagraph, termsDateLine } from "@somnia/shared/legal/terms";
import { Fragment } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/ui/loading";
import { paths } from "@/config/paths";
import { locale } from "@/lib/i18n/catalogues";
import { useTerms } from "../hooks/use-terms";
import { LegalLoadFailed, LegalPage, MailLink } from "./legal-page";

type TermsPageProps = { supportEmail: string; externalAiProvider: string | null };

/**
 * The Terms of Service in the page's language, from the documents the landing host renders too
 * (packages/shared/src/legal/terms.ts): only this language's is fetched.
 */
export function TermsPage({ supportEmail }: TermsPageProps) {
  const terms = useTerms();
  if (terms.data) return <TermsDocumentView terms={terms.data} supportEmail={supportEmail} />;
  if (terms.error) return <LegalLoadFailed error={terms.error} onRetry={() => void terms.refetch()} />;
  return <PageLoading />;
}

function TermsDocumentView({ terms, supportEmail }: { terms: TermsDocument; supportEmail: string }) {
  return (
    <LegalPage
      title={terms.title}
      lastUpdated={termsDateLine(terms, locale)}
      note={terms.prevails}
      intro={<p>{terms.intro}</p>}
      sections={terms.sections.map((section) => ({
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
