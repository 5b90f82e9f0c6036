import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { errorMessage } from "@/lib/utils";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  lastUpdated?: string;
  /** Which version prevails where a translation differs from the English one. */
  note?: string;
  intro?: ReactNode;
  sections: LegalSection[];
};

/**
 * Shared frame of the terms and privacy pages: Back, one h1, then one h2 per section. It renders an
 * <article>; the route places it inside a layout that provides <main>.
 */
export function LegalPage({ title, lastUpdated, note, intro, sections }: LegalPageProps) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers its history entries; idx 0 means this page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <article className="mx-auto w-full max-w-3xl space-y-8 px-4 py-10 text-foreground">
      <Button type="button" variant="ghost" size="sm" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {t("legal.back")}
      </Button>
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {lastUpdated ? <p className="text-base text-muted-foreground">{lastUpdated}</p> : null}
        {note ? <p className="text-base text-muted-foreground">{note}</p> : null}
      </header>
      {intro ? <div className="space-y-4 text-base leading-relaxed">{intro}</div> : null}
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`legal-${section.id}`} className="space-y-3">
          <h2 id={`legal-${section.id}`} className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="space-y-3 text-base leading-relaxed">{section.body}</div>
        </section>
      ))}
    </article>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-link underline underline-offset-4">
      {email}
    </a>
  );
}

/** What a legal page shows when what it needs could not be loaded, with a way to try again. */
export function LegalLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("legal.loadFailed")}</h1>
      <p>{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("legal.tryAgain")}
      </Button>
    </div>
  );
}
