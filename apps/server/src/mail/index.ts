import { join } from "node:path";
import { createOutboxMailer } from "./outbox";
import { createSmtpMailer } from "./smtp";
import type { Mailer } from "./types";

export type { Mailer, MailMessage } from "./types";

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** Where the outbox announces each message (one line with its link, or its file). */
  announce: (line: string) => void;
  /** Whether the outbox's announcement may carry the message's link (never in production). */
  printLinks: boolean;
}

export function createMailer({ smtpUrl, from, dataDir, announce, printLinks }: MailerOptions): Mailer {
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  return createOutboxMailer(join(dataDir, "outbox"), announce, printLinks);
}
