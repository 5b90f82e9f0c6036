import { t } from "@/lib/i18n/translate";
import { usePublicConfig } from "@/lib/public-config";
import { cn } from "@/lib/utils";

/**
 * 'Contact': a mailto link to the support address once the public config has it. Until then its
 * place is kept, hidden and not a link (a prerendered page has no config yet), so nothing around
 * it moves when the address arrives.
 */
export function ContactLink({ className }: { className: string }) {
  const supportEmail = usePublicConfig()?.supportEmail;
  return (
    <a
      href={supportEmail ? `mailto:${supportEmail}` : undefined}
      className={cn(className, !supportEmail && "invisible")}
    >
      {t("common.contact")}
    </a>
  );
}
