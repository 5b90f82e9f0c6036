import { PLAN_LIMITS } from "@somnia/shared/plans";
import type { Ref } from "react";
import { UpgradeOffer } from "@/components/upgrade-offer";
import { formatLongDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import type { LimitNotice } from "../hooks/use-log-dream";
import type { Allowance } from "../hooks/use-plan-allowance";

type PlanLimitNoticeProps = { notice: LimitNotice; allowance: Allowance | null; ref?: Ref<HTMLDivElement> };

/**
 * A Basic limit met in the Log Dream card, said once above Save (docs/product.md, 'Rules and
 * limits'): what happened, what is left this month and when it renews, and what Plus would change,
 * with 'Upgrade to Plus'. A live region, so a screen reader hears it when it appears.
 */
export function PlanLimitNotice({ notice, allowance, ref }: PlanLimitNoticeProps) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className="focus-visible:outline-none empty:hidden">
      {notice && (
        <div className="grid gap-3 rounded-xl border border-border bg-muted p-3">
          <p className="font-semibold">
            {notice === "dreams"
              ? t("dreams.limitDreamsUsed", {
                  limit: allowance?.dreamLimit ?? PLAN_LIMITS.Basic.dreamsPerMonth ?? 0,
                })
              : t("dreams.limitSavedNotAnalyzed")}
          </p>
          {allowance && (
            <p>
              {t("dreams.limitLeft", {
                dreams: allowance.dreamsLeft,
                dreamLimit: allowance.dreamLimit,
                analyses: allowance.analysesLeft,
                analysisLimit: allowance.analysisLimit,
                date: formatLongDay(allowance.renewsOn),
              })}
            </p>
          )}
          <UpgradeOffer text={t("dreams.plusOffer")} />
        </div>
      )}
    </div>
  );
}
