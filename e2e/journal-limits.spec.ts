import { addMonths, format, startOfMonth } from "date-fns";
import { createDreamViaApi, expect, expectNoA11yViolations, isoDaysAgo, test } from "./fixtures";
import { logCard, rows } from "./journal-page";

const renewsOn = () => format(startOfMonth(addMonths(new Date(), 1)), "PPP");

test("on a phone, Basic's limits are said in the Log Dream card, and nothing refused is started", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = logCard(page);
  const text = card.getByLabel("Describe your dream");
  const save = card.getByRole("button", { name: "Save Dream" });
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") requests.push(new URL(request.url()).pathname);
  });
  const plusOffer = card.getByText("Plus has no monthly limit on dreams or analyses.");

  await test.step("the first dream of the month is analysed, which uses Basic's one analysis", async () => {
    await card.getByLabel("Title (optional)").fill("The first tower");
    await text.fill("I climbed a tower of books and read the sky from its top.");
    await save.click();
    await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");
    // The analysis is stored once its first question is asked.
    await expect(
      page.getByRole("tabpanel", { name: "Dream Analyzer" }).getByRole("textbox", { name: "Your answer" }),
    ).toBeEnabled();
  });

  await test.step("the second is saved and not analysed: the card says so, what is left and when it renews", async () => {
    await page.getByRole("tab", { name: "Log Dream" }).press("Enter");
    await text.fill("A fox carried a lantern through the snow and waited for me at the gate.");
    requests.length = 0;
    await save.click();
    const notice = card.getByText(
      "Your dream is saved. It is not analyzed: you have used this month's analysis of the Basic plan.",
    );
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expect(
      card.getByText(`Left this month: 1 of 3 dreams, 0 of 1 analysis. Both renew on ${renewsOn()}.`),
    ).toBeVisible();
    await expect(plusOffer).toBeVisible();
    await expect(card.getByRole("link", { name: "Upgrade to Plus" })).toHaveAttribute(
      "href",
      "/profile#upgrade",
    );
    await expect(page.getByRole("tab", { name: "Log Dream" })).toHaveAttribute("aria-selected", "true");
    await expect(text).toHaveValue("");
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText("Dream saved but failed to start analysis", { exact: false })).toHaveCount(0);
    expect(requests.filter((path) => path.endsWith("/analysis"))).toEqual([]);
    await expectNoA11yViolations(page);
  });

  await test.step("with the month's dreams used, the card says so before anything is written", async () => {
    await createDreamViaApi(page, {
      title: "The third",
      content: "A third dream this month.",
      dreamDate: isoDaysAgo(0),
    });
    await page.reload();
    await expect(
      card.getByText(
        "You have used this month's 3 dreams of the Basic plan. What you write here stays on this device until you can save it.",
      ),
    ).toBeVisible();
    await expect(
      card.getByText(`Left this month: 0 of 3 dreams, 0 of 1 analysis. Both renew on ${renewsOn()}.`),
    ).toBeVisible();
  });

  await test.step("a fourth dream is not sent, no title is generated, and the text stays as a draft", async () => {
    await text.fill("A fourth dream this month, of a bridge made of rain.");
    requests.length = 0;
    await save.click();
    const notice = card.getByText("You have used this month's 3 dreams of the Basic plan.", { exact: false });
    await expect(notice).toBeInViewport();
    await expect(plusOffer).toHaveCount(1);
    await expect(card.getByText("Draft restored: this dream is not saved yet.")).toBeVisible();
    await expect(text).toHaveValue("A fourth dream this month, of a bridge made of rain.");
    await expect(page.getByText("Generating title...")).toHaveCount(0);
    expect(requests.filter((path) => path.startsWith("/api/dreams"))).toEqual([]);
    await expect(rows(page)).toHaveCount(4);
  });
});
