import { z } from "zod";

export const ACCOUNT_MESSAGES = {
  confirmMismatch: "Type your e-mail address exactly to confirm deleting your account",
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
  format: z.enum(EXPORT_FORMATS, { error: "The export format must be json or md" }).default("json"),
});

/** `somnia-export-<yyyy-MM-dd>.<format>` */
export function exportFileName(date: string, format: ExportFormat): string {
  return `somnia-export-${date}.${format}`;
}
