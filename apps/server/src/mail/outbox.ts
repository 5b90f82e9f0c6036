import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mailer, MailMessage } from "./types";

/**
 * The built-in outbox (no SMTP_URL): each message becomes `<dir>/<timestamp>-<to>.txt` (mode 0600:
 * To, Subject, blank line, text) and one line `[outbox] <to>: <subject> <link>` is announced. The
 * links are bearer tokens (verification, password reset): with `printLinks` false (production) the
 * line names the file instead, so no token reaches a log.
 */
export function createOutboxMailer(
  dir: string,
  announce: (line: string) => void,
  printLinks: boolean,
): Mailer {
  let last = 0;
  async function write(message: MailMessage) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const safeTo = message.to.replace(/[^\w@.+-]/g, "_");
    const content = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
    for (;;) {
      // Strictly increasing millisecond timestamps keep file names unique and sortable.
      last = Math.max(Date.now(), last + 1);
      try {
        const file = join(dir, `${last}-${safeTo}.txt`);
        await writeFile(file, content, { flag: "wx", mode: 0o600 });
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  }
  return {
    async send(message) {
      const file = await write(message);
      const link = /^https?:\/\/\S+$/m.exec(message.text)?.[0];
      const where = link && !printLinks ? `(the link is in ${file})` : (link ?? "");
      announce(`[outbox] ${message.to}: ${message.subject} ${where}`.trimEnd());
    },
    close() {},
  };
}
