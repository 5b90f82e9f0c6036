import type { Locale } from "@somnia/shared/locales";
import { ContactLink } from "@/components/ui/contact-link";
import { LanguageMenu } from "@/components/ui/language-menu";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { AppLink } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const linkClass =
  "rounded text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

type FooterProps = {
  className?: string;
  /** Keeps a language chosen in the footer's menu on the signed-in account. */
  onLocaleChosen?: (locale: Locale) => Promise<unknown>;
};

export function Footer({ className, onLocaleChosen }: FooterProps) {
  return (
    <footer
      className={cn(
        "flex flex-col items-center gap-3 border-t border-border px-4 py-6 text-base text-muted-foreground sm:flex-row sm:justify-between",
        className,
      )}
    >
      <p>{t("common.footerCredit")}</p>
      <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
        <AppLink href={paths.terms} className={linkClass}>
          {t("common.terms")}
        </AppLink>
        <AppLink href={paths.privacy} className={linkClass}>
          {t("common.privacyPolicy")}
        </AppLink>
        <ContactLink className={linkClass} />
        <LanguageMenu onChoose={onLocaleChosen} />
        <ThemeToggle />
      </div>
    </footer>
  );
}
