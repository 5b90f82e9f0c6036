import type { Locale } from "@somnia/shared/locales";
import { type EmailId, emailText } from "./catalogue";
import type { MailMessage } from "./types";

/** The e-mails Somnia sends, in the recipient's language (./catalogue.ts). Plain text, one link per line. */

type Email = "verification" | "resetPassword" | "existingAccount" | "reminder";

function email(
  locale: Locale,
  to: string,
  kind: Email,
  values: Record<string, string>,
  closing: EmailId,
): MailMessage {
  return {
    to,
    subject: emailText(locale, `emails.${kind}.subject`),
    text: `${emailText(locale, `emails.${kind}.body`, values)}\n\n${emailText(locale, closing)}`,
  };
}

export const verificationEmail = (locale: Locale, to: string, name: string, url: string) =>
  email(locale, to, "verification", { name, url }, "emails.signOff");

export const resetPasswordEmail = (locale: Locale, to: string, name: string, url: string) =>
  email(locale, to, "resetPassword", { name, url }, "emails.team");

export const existingAccountEmail = (locale: Locale, to: string, name: string, url: string) =>
  email(locale, to, "existingAccount", { name, url }, "emails.team");

export function dreamReminderEmail(
  locale: Locale,
  to: string,
  name: string,
  logUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  return email(locale, to, "reminder", { name, logUrl, unsubscribeUrl }, "emails.signOff");
}
