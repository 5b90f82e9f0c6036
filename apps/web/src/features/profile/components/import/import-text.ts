import type { ImportFormat, ImportPlace } from "@somnia/shared/import";
import { ApiError } from "@/lib/api-client";
import { locale } from "@/lib/i18n/catalogues";
import { t } from "@/lib/i18n/translate";
import { errorMessage } from "@/lib/utils";

/** A count in the active locale's digits and separators (10,000; 10 000). */
export function countText(count: number): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** Each format's name as the preview and the summary say it. */
export function formatName(format: ImportFormat): string {
  const names: Record<ImportFormat, string> = {
    somnia: t("profile.import.formatSomnia"),
    dayone: t("profile.import.formatDayOne"),
    markdown: t("profile.import.formatMarkdown"),
    csv: t("profile.import.formatCsv"),
  };
  return names[format];
}

/** Where an entry is: 'notes/2024-03-01.md, line 4', 'Line 12', 'Entry 3', or the file alone. */
export function placeText({ file, line, entry }: ImportPlace): string | null {
  if (file && line !== undefined) return t("profile.import.placeFileLine", { file, line });
  if (file && entry !== undefined) return t("profile.import.placeFileEntry", { file, entry });
  if (line !== undefined) return t("profile.import.placeLine", { line });
  if (entry !== undefined) return t("profile.import.placeEntry", { entry });
  return file ?? null;
}

/**
 * Why a request about the file failed, in plain words: the server's reason when it gave one, the
 * network's failure, and otherwise (a proxy's bare 413 or 502) what it means here, never a status.
 */
export function importErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.reason && error.code !== "NETWORK_ERROR")
    return error.status === 413 ? t("profile.import.fileTooLarge") : t("profile.import.failed");
  return errorMessage(error, t("profile.import.failed"));
}
