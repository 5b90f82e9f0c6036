import { PLAN_LIMITS } from "@somnia/shared/plans";
import type { Profile } from "@somnia/shared/profile";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MEMBERSHIP_STRINGS as S } from "../strings";

function remainingText(remaining: number | null, limit: number | null): string {
  return remaining === null || limit === null ? S.unlimited : `${remaining}/${limit}`;
}

/** The plan and this month's remaining dreams (x/3) and analyses (x/1); Plus is unlimited. */
export function MembershipCard({ profile, actions }: { profile: Profile; actions?: ReactNode }) {
  const limits = PLAN_LIMITS[profile.membershipType];
  const { usage } = profile;
  return (
    <Card aria-labelledby="membership-title">
      <CardHeader>
        <CardTitle id="membership-title">{S.title}</CardTitle>
        <CardDescription>{S.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="inline-block rounded-full bg-secondary px-3 py-1 font-semibold text-secondary-foreground">
          {S.plan(profile.membershipType)}
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-muted p-3">
            <dt className="text-muted-foreground">{S.dreams}</dt>
            <dd className="text-2xl font-bold">
              {remainingText(usage.dreamsRemaining, limits.dreamsPerMonth)}
            </dd>
          </div>
          <div className="rounded-xl bg-muted p-3">
            <dt className="text-muted-foreground">{S.analyses}</dt>
            <dd className="text-2xl font-bold">
              {remainingText(usage.analysesRemaining, limits.analysesPerMonth)}
            </dd>
          </div>
        </dl>
        {profile.membershipType === "Basic" ? <p className="text-muted-foreground">{S.plusNote}</p> : null}
        {actions}
      </CardContent>
    </Card>
  );
}
