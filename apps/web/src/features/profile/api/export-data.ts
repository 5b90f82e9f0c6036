import type { ExportFormat } from "@somnia/shared/account";

/** GET /api/export?format=json|md answers with Content-Disposition: attachment, so a link downloads it. */
export function exportUrl(format: ExportFormat): string {
  return `/api/export?format=${format}`;
}
