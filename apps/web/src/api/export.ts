import type { ExportFormat } from "@somnia/shared/account";
import { api } from "./client";

/** GET /api/export?format=json|md answers with Content-Disposition: attachment, so a link downloads it. */
export const exportUrl = (format: ExportFormat): string => api.export.$path({ query: { format } });
