import type { BillingInterval } from "@somnia/shared/billing";
import { t } from "@/lib/i18n/translate";

/** 'Monthly' or 'Yearly'. */
export function intervalName(interval: BillingInterval): string {
  return interval === "month" ? t("billing.monthly") : t("billing.yearly");
}

/** What Plus costs per interval: '€10/month'; '€96/year' with the note '€8/month — save 20%'. */
export function plusPrice(interval: BillingInterval): { label: string; note: string | null } {
  return interval === "month"
    ? { label: t("billing.price.month"), note: null }
    : { label: t("billing.price.year"), note: t("billing.price.yearNote") };
}
