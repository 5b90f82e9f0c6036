import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Every mail the outbox wrote to `to`, oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(`-${to}.txt`))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), "utf8");
      const [head = "", ...rest] = raw.split("\n\n");
      const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? "";
      const text = rest.join("\n\n");
      return { file, to, subject, text, links: text.split("\n").filter((l) => /^https?:\/\//.test(l)) };
    }),
  );
}

/** The newest mail to `to`; fails the test when there is none. */
export async function lastMailTo(dataDir: string, to: string): Promise<OutboxMail> {
  const mail = (await mailsTo(dataDir, to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

/** The path and query of a link, to send it to `app.request`. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
