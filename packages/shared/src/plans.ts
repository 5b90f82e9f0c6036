import type { MembershipType } from "./profile";

/**
 * Plan limits, the one table (docs/product.md, 'Rules and limits'). `null` means unlimited.
 * Counted per calendar month in the user's time zone; "I don't remember" entries are not counted.
 */
export const PLAN_LIMITS: Record<
  MembershipType,
  { dreamsPerMonth: number | null; analysesPerMonth: number | null }
> = {
  Basic: { dreamsPerMonth: 3, analysesPerMonth: 1 },
  Plus: { dreamsPerMonth: null, analysesPerMonth: null },
};

/** What is left this month, never below 0; `null` for unlimited. */
export function remaining(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}
