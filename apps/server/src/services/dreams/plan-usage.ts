import { PLAN_LIMITS, remaining } from "@somnia/shared/plans";
import type { MembershipType, Usage } from "@somnia/shared/profile";

/** This month's use of the plan as the profile shows it (x/3 dreams, x/1 analyses on Basic). */
export function planUsage(
  membershipType: MembershipType,
  month: string,
  dreamsUsed: number,
  analysesUsed = 0,
): Usage {
  const limits = PLAN_LIMITS[membershipType];
  return {
    month,
    dreamsUsed,
    dreamsRemaining: remaining(limits.dreamsPerMonth, dreamsUsed),
    analysesUsed,
    analysesRemaining: remaining(limits.analysesPerMonth, analysesUsed),
  };
}
