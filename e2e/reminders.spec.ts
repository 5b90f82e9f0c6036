import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { callApi, expect, expectNoA11yViolations, readOutboxLink, test } from "./fixtures";

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set; run the tests through playwright.config.ts");
  return dir;
};

/** The e2e server's reminder clock (playwright.config.ts: REMINDER_CLOCK_FILE). */
const setReminderClock = (at: string) => writeFileSync(path.join(dataDir(), "reminder-clock"), `${at}\n`);

/** The text of the newest outbox message to `email`. */
function newestMail(email: string): string {
  const outbox = path.join(dataDir(), "outbox");
  const file = readdirSync(outbox)
    .filter((name) => name.includes(email))
    .sort()
    .at(-1);
  return file ? readFileSync(path.join(outbox, file), "utf8") : "";
}

/** The newest outbox link to `email` other than `previous`: the next message's first link. */
async function nextOutboxLink(email: string, previous: string) {
  await expect.poll(() => readOutboxLink(email), { timeout: 15_000 }).not.toBe(previous);
  return readOutboxLink(email);
}

test("a morning reminder from the Profile leads to the Log Dream card, and its link unsubscribes signed out", async ({
  page,
  signUpAndLogIn: credentials,
  browser,
}) => {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Reminders" });
  await expect(card.getByLabel("Time")).toHaveValue("07:30");
  await card.getByRole("checkbox", { name: "Remind me to write down my dreams" }).check();
  await card.getByRole("checkbox", { name: "Sunday" }).uncheck();
  await card.getByRole("button", { name: "Save reminder" }).click();
  await expect(page.getByText("Reminder saved")).toBeVisible();
  await expect(card.getByText(/^Next reminder: /)).toBeVisible();
  await expectNoA11yViolations(page);

  // Move the scheduler's clock to the reminder's time: it sends the e-mail within a second.
  const verification = await readOutboxLink(credentials.email);
  const { nextAt } = await callApi<{ nextAt: string }>(page, "GET", "/api/reminders");
  setReminderClock(nextAt);
  const logLink = await nextOutboxLink(credentials.email, verification);
  expect(new URL(logLink).pathname + new URL(logLink).search).toBe("/?log=1");

  await page.goto(logLink);
  await expect(page.getByRole("heading", { name: "Record Today's Dream" })).toBeVisible();
  await expect(page.getByLabel("Describe your dream")).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  // The same e-mail's unsubscribe link, in a browser that is not signed in.
  const mail = newestMail(credentials.email);
  expect(mail).toContain("Subject: Time to write down your dream");
  const unsubscribeLink = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail)?.[0] as string;
  const signedOut = await browser.newContext({ baseURL: new URL(unsubscribeLink).origin });
  const visitor = await signedOut.newPage();
  await visitor.goto(unsubscribeLink);
  await expect(visitor.getByRole("heading", { name: "Stop dream reminders" })).toBeVisible();
  await expectNoA11yViolations(visitor);
  await visitor.getByRole("button", { name: "Stop reminders" }).click();
  await expect(visitor.getByRole("main").getByRole("status")).toHaveText(
    "You will no longer get reminders to write down your dreams.",
  );
  await visitor.reload();
  await visitor.getByRole("button", { name: "Stop reminders" }).click();
  await expect(visitor.getByRole("main").getByRole("status")).toHaveText(
    "This unsubscribe link has already been used. You can turn reminders off in your Profile.",
  );
  await signedOut.close();

  await page.goto("/profile");
  await expect(
    page
      .getByRole("region", { name: "Reminders" })
      .getByRole("checkbox", { name: "Remind me to write down my dreams" }),
  ).not.toBeChecked();
});
