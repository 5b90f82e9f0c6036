import { z } from "zod";
import { ANALYSIS_STATUSES } from "./analysis";
import { dreamSchema } from "./dreams";
import { interpretationSchema } from "./interpretation";
import { LOCALES } from "./locales";
import { memoryEntrySchema } from "./memory";
import { MEMBERSHIP_TYPES } from "./profile";

export const ACCOUNT_MESSAGES = {
  confirmMismatch: "ACCOUNT_CONFIRM_MISMATCH",
  badExportFormat: "ACCOUNT_BAD_EXPORT_FORMAT",
} as const;

/** DELETE /api/me: the caller types their own e-mail address to confirm. */
export const deleteAccountSchema = z.object({
  confirm: z
    .string({ error: ACCOUNT_MESSAGES.confirmMismatch })
    .trim()
    .min(1, ACCOUNT_MESSAGES.confirmMismatch),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** True when the typed confirmation is the account's e-mail (surrounding spaces and case aside). */
export function confirmsEmail(confirm: string, email: string): boolean {
  return confirm.trim().toLowerCase() === email.trim().toLowerCase();
}

export const EXPORT_FORMATS = ["json", "md"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/export?format=json|md */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: ACCOUNT_MESSAGES.badExportFormat }).default("json"),
});

/** GET /api/export?format=json: everything Somnia holds about the caller, decrypted. */
export const exportDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ email: z.string(), name: z.string(), createdAt: z.string() }),
  profile: z
    .object({
      displayName: z.string(),
      avatarUrl: z.string().nullable(),
      membershipType: z.enum(MEMBERSHIP_TYPES),
      onboardingComplete: z.boolean(),
      locale: z.enum(LOCALES).nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  memory: z.array(memoryEntrySchema),
  /** Every entry, "I don't remember" ones included, oldest dream date first. */
  dreams: z.array(dreamSchema),
  /** Dream Analyzer sessions: the brief analysis, its questions and the answers given. */
  analyses: z.array(
    z.object({
      id: z.string(),
      dreamId: z.string(),
      status: z.enum(ANALYSIS_STATUSES),
      analysis: z.string(),
      questions: z.array(z.string()),
      answers: z.array(z.object({ question: z.string(), answer: z.string(), createdAt: z.string() })),
      createdAt: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
  /** The interpreter's readings with what each drew on, oldest first. */
  interpretations: z.array(interpretationSchema),
});
export type ExportData = z.infer<typeof exportDataSchema>;

/** `somnia-export-<yyyy-MM-dd>.<format>` */
export function exportFileName(date: string, format: ExportFormat): string {
  return `somnia-export-${date}.${format}`;
}
