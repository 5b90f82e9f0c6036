import { PLAN_LIMITS } from "@somnia/shared/plans";
import type { Profile } from "@somnia/shared/profile";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/lib/i18n/translate";

function remainingText(remaining: number | null, limit: number | null): string {
  return remaining === null || limit === null ? t("profile.membership.unlimited") : `${remaining}/${limit}`;
}

/** The plan and this month's remaining dreams (x/3) and analyses (x/1); Plus is unlimited. */
export function MembershipCard({ profile, actions }: { profile: Profile; actions?: ReactNode }) {
  const limits = PLAN_LIMITS[profile.membershipType];
  const { usage } = profile;
  return (
    <Card aria-labelledby="membership-title">
      <CardHeader>
        <CardTitle id="membership-title">{t("profile.membership.title")}</CardTitle>
        <CardDescription>{t("profile.membership.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="inline-block rounded-full bg-secondary px-3 py-1 font-semibold text-secondary-foreground">
          {t("profile.membership.plan", { plan: profile.membershipType })}
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-muted p-3">
            <dt className="text-muted-foreground">{t("profile.membership.dreams")}</dt>
            <dd className="text-2xl font-bold">
              {remainingText(usage.dreamsRemaining, limits.dreamsPerMonth)}
            </dd>
          </div>
          <div className="rounded-xl bg-muted p-3">
            <dt className="text-muted-foreground">{t("profile.membership.analyses")}</dt>
            <dd className="text-2xl font-bold">
              {remainingText(usage.analysesRemaining, limits.analysesPerMonth)}
            </dd>
          </div>
        </dl>
        {profile.membershipType === "Basic" ? (
          <p className="text-muted-foreground">{t("profile.membership.plusNote")}</p>
        ) : null}
        {actions}
      </CardContent>
    </Card>
  );
}
