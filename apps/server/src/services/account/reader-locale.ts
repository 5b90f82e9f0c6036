import { isLocale, type Locale, requestLocale } from "@somnia/shared/locales";
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";

/**
 * The language to write to a person in (their e-mails; the analyst's fixed words for a dream it does
 * not read): the one chosen for their account (the language menu, kept on the profile), else the one
 * the request asked for (the language cookie, then Accept-Language), else English. A reminder, sent
 * with no request, uses the language its settings were saved in instead (reminders/claim-due.ts).
 */
export async function readerLocale(db: Db, userId: string, request?: Request): Promise<Locale> {
  const [row] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  if (isLocale(row?.locale)) return row.locale;
  const headers = request?.headers;
  return requestLocale(headers?.get("cookie") ?? undefined, headers?.get("accept-language") ?? undefined);
}
