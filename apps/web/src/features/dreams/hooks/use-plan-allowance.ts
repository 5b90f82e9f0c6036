import { PLAN_LIMITS } from "@somnia/shared/plans";
import type { MembershipType, Usage } from "@somnia/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { addMonths } from "date-fns";
import { useCallback } from "react";
import { meKeys, meQueryOptions, useMe } from "@/api/me";
import { fromIsoDate } from "@/lib/dates";

/** This month's plan allowance as the server reports it (GET /api/me), and what it allows. */
export type Allowance = {
  dreamsLeft: number;
  dreamLimit: number;
  analysesLeft: number;
  analysisLimit: number;
  /** The first day of next month in the user's time zone, when both renew. */
  renewsOn: Date;
};

/** The allowance of a limited plan; null on a plan without limits (Plus) or while unknown. */
function allowanceOf(membership: MembershipType, usage: Usage): Allowance | null {
  const limits = PLAN_LIMITS[membership];
  if (limits.dreamsPerMonth === null || limits.analysesPerMonth === null) return null;
  if (usage.dreamsRemaining === null || usage.analysesRemaining === null) return null;
  return {
    dreamsLeft: usage.dreamsRemaining,
    dreamLimit: limits.dreamsPerMonth,
    analysesLeft: usage.analysesRemaining,
    analysisLimit: limits.analysesPerMonth,
    renewsOn: addMonths(fromIsoDate(`${usage.month}-01`), 1),
  };
}

/**
 * The Basic plan's allowance for the Log Dream card (docs/product.md, 'Rules and limits'): the
 * cached one to show, and `check()`, which reads it from the server just before the card saves a
 * dream or starts its analysis, so nothing the server would refuse is started. The server still
 * enforces every limit; when the allowance cannot be read, `check()` gives null and the server
 * decides.
 */
export function usePlanAllowance() {
  const queryClient = useQueryClient();
  const profile = useMe().data;
  const allowance = profile ? allowanceOf(profile.membershipType, profile.usage) : null;
  const check = useCallback(async (): Promise<Allowance | null> => {
    try {
      const fresh = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      return allowanceOf(fresh.membershipType, fresh.usage);
    } catch {
      return null;
    }
  }, [queryClient]);
  /** A dream was saved: what is left changed. */
  const used = useCallback(() => queryClient.invalidateQueries({ queryKey: meKeys.all }), [queryClient]);
  return { allowance, check, used };
}
