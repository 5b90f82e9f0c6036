export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; every link on a line of its own. */
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
