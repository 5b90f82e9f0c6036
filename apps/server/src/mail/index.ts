import { join } from "node:path";
import { createOutboxMailer } from "./outbox";
import { createSmtpMailer } from "./smtp";
import type { Mailer } from "./types";

export type { Mailer, MailMessage } from "./types";

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** Where the outbox announces each message (one line with its link). */
  announce: (line: string) => void;
}

export function createMailer({ smtpUrl, from, dataDir, announce }: MailerOptions): Mailer {
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  return createOutboxMailer(join(dataDir, "outbox"), announce);
}
