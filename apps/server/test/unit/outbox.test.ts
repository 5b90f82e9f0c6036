import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "../../src/mail";
import { verificationEmail } from "../../src/mail/templates";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** An outbox in a new temporary directory, and the lines it announces. */
async function outbox(printLinks: boolean) {
  const root = await mkdtemp(join(tmpdir(), "somnia-outbox-"));
  dir = root;
  const lines: string[] = [];
  const mailer = createMailer({
    smtpUrl: undefined,
    from: "x",
    dataDir: root,
    announce: (l) => lines.push(l),
    printLinks,
  });
  return { mailer, lines, root };
}

describe("the outbox", () => {
  it("writes <timestamp>-<to>.txt and announces one line with the link", async () => {
    const { mailer, lines, root } = await outbox(true);
    const link = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Femail-confirmation";
    await mailer.send(verificationEmail("en", "sam@example.com", "Sam", link));
    await mailer.send(verificationEmail("en", "sam@example.com", "Sam", link));

    const files = (await readdir(join(root, "outbox"))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{13}-sam@example\.com\.txt$/);
    const text = await readFile(join(root, "outbox", files[0] as string), "utf8");
    expect(text).toMatch(/^To: sam@example\.com\nSubject: Confirm your e-mail for Somnia\n\n/);
    expect(text.split("\n")).toContain(link);
    expect(lines[0]).toBe(`[outbox] sam@example.com: Confirm your e-mail for Somnia ${link}`);
  });

  it("never announces a link in production: the line names the file that holds it", async () => {
    const { mailer, lines, root } = await outbox(false);
    await mailer.send(
      verificationEmail(
        "en",
        "sam@example.com",
        "Sam",
        "http://localhost:3000/api/auth/verify-email?token=abc",
      ),
    );
    const [file] = await readdir(join(root, "outbox"));
    expect(lines).toEqual([
      `[outbox] sam@example.com: Confirm your e-mail for Somnia (the link is in ${join(root, "outbox", file as string)})`,
    ]);
    expect(lines[0]).not.toContain("token=");
  });
});
