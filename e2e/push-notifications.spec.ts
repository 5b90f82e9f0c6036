import type { Page } from "@playwright/test";
import { callApi, expect, expectNoA11yViolations, newMember, test } from "./fixtures";

// 'Also notify me in this browser' needs the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// What the Profile's Reminders card says in each state (docs/product.md, 'Reminders').
const UNSUPPORTED =
  "This browser cannot show notifications from Somnia, so reminders come by e-mail only. For notifications too, open Somnia in another browser; on an iPhone or iPad, add it to your Home Screen first and open it from there.";
const DENIED =
  "You did not allow notifications, so reminders come by e-mail only. To get them here too, tick the box again and choose Allow. If the browser no longer asks, first allow notifications for this site in its settings.";
const BLOCKED =
  "This browser blocks notifications from Somnia, in its settings or because this is a private window, so reminders come by e-mail only. To get them here too, allow notifications for this site in the browser's settings (or use a normal window), then reload this page.";
const SUBSCRIBING = "Turning on notifications… If your browser asks, choose Allow.";
const ON = "Reminders also come as notifications in this browser. Untick the box to stop them.";
const FAILED =
  "Notifications could not be turned on in this browser, so reminders come by e-mail for now. Check your connection, then tick the box to try again.";

const card = (page: Page) => page.getByRole("region", { name: "Reminders" });
const pushBox = (page: Page) => card(page).getByRole("checkbox", { name: "Also notify me in this browser" });
const pushDevices = async (page: Page) =>
  (await callApi<{ pushDevices: number }>(page, "GET", "/api/reminders")).pushDevices;

test("on a first visit, the first click acts: a browser that will not subscribe says so in plain words", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newMember(page);
  // Permission granted, yet Chromium's contexts here are private windows, where push is off.
  await context.grantPermissions(["notifications"]);
  // The first page of this browser: the service worker is still installing when the box is ticked.
  await page.goto("/profile");
  await pushBox(page).click();
  await expect(pushBox(page)).toHaveAccessibleDescription(BLOCKED);
  await expect(pushBox(page)).not.toBeChecked();
  await expect(pushBox(page)).toBeDisabled();
  await expect(page.getByText(/Registration failed|Subscription failed|service worker/i)).toHaveCount(0);
  expect(await pushDevices(page)).toBe(0);
  await expectNoA11yViolations(page);
});

/**
 * What the page sees of the browser's notifications, set in localStorage before a reload: whether
 * it has the Push API, the permission and the person's answer when asked, and how a subscription
 * goes (a push service's subscription, a failure, or one held until `window.releaseSubscribe()`).
 */
type FakeBrowser = {
  unsupported?: boolean;
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribe?: "ok" | "fail" | "hold";
};

function fakeNotifications() {
  const fake: FakeBrowser = JSON.parse(localStorage.getItem("fake-push") ?? "{}");
  if (fake.unsupported) {
    Reflect.deleteProperty(window, "PushManager");
    return;
  }
  let permission = fake.permission ?? "default";
  Object.defineProperty(Notification, "permission", { configurable: true, get: () => permission });
  Notification.requestPermission = async () => {
    if (permission === "default") permission = fake.answer ?? "granted";
    return permission;
  };
  const subscription = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } }),
    unsubscribe: async () => {
      sessionStorage.removeItem("fake-push-endpoint");
      return true;
    },
  });
  PushManager.prototype.getSubscription = async () => {
    const endpoint = sessionStorage.getItem("fake-push-endpoint");
    return (endpoint ? subscription(endpoint) : null) as PushSubscription | null;
  };
  PushManager.prototype.subscribe = async () => {
    if (fake.subscribe === "fail")
      throw new DOMException("Registration failed - push service error", "AbortError");
    if (fake.subscribe === "hold") {
      await new Promise((resolve) => Object.assign(window, { releaseSubscribe: resolve }));
    }
    const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
    sessionStorage.setItem("fake-push-endpoint", endpoint);
    return subscription(endpoint) as unknown as PushSubscription;
  };
}

async function openWith(page: Page, fake: FakeBrowser) {
  await page.evaluate((value) => localStorage.setItem("fake-push", JSON.stringify(value)), fake);
  await page.goto("/profile");
  await expect(card(page).getByLabel("Time")).toHaveValue("07:30");
}

test("on a phone, every state of browser notifications says what it means and what to do next", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(fakeNotifications);
  await newMember(page);
  await page.goto("/profile");

  await test.step("a browser without notifications: e-mail only, and where notifications work", async () => {
    await openWith(page, { unsupported: true });
    await expect(card(page).getByText(UNSUPPORTED)).toBeVisible();
    await expect(pushBox(page)).toHaveCount(0);
  });

  await test.step("blocked in the browser's settings: said on arrival, the box waits for the settings", async () => {
    await openWith(page, { permission: "denied" });
    await expect(pushBox(page)).toHaveAccessibleDescription(BLOCKED);
    await expect(pushBox(page)).toBeDisabled();
  });

  await test.step("the person says no: the first click asked, and the box can ask again", async () => {
    await openWith(page, { permission: "default", answer: "denied" });
    await pushBox(page).click();
    await expect(pushBox(page)).toHaveAccessibleDescription(DENIED);
    await expect(pushBox(page)).not.toBeChecked();
    await expect(pushBox(page)).toBeEnabled();
  });

  await test.step("the push service fails: plain words, never the browser's own", async () => {
    await openWith(page, { permission: "granted", subscribe: "fail" });
    await pushBox(page).click();
    await expect(pushBox(page)).toHaveAccessibleDescription(FAILED);
    await expect(pushBox(page)).not.toBeChecked();
    await expect(page.getByText(/push service error/)).toHaveCount(0);
    expect(await pushDevices(page)).toBe(0);
  });

  await test.step("the server does not take the subscription: the same words, and the browser's undone", async () => {
    await page.route("**/api/reminders/push", (route) => route.fulfill({ status: 500, body: "{}" }));
    await openWith(page, { permission: "granted" });
    await pushBox(page).click();
    await expect(pushBox(page)).toHaveAccessibleDescription(FAILED);
    expect(await page.evaluate(() => sessionStorage.getItem("fake-push-endpoint"))).toBeNull();
    await page.unroute("**/api/reminders/push");
  });

  await test.step("asked and allowed: 'Turning on…' while it subscribes, then on, with the way off", async () => {
    await openWith(page, { permission: "default", answer: "granted", subscribe: "hold" });
    await pushBox(page).click();
    await expect(pushBox(page)).toHaveAccessibleDescription(SUBSCRIBING);
    await expect(pushBox(page)).toBeChecked();
    await expect(pushBox(page)).toBeDisabled();
    await page.evaluate(() => (window as unknown as { releaseSubscribe: () => void }).releaseSubscribe());
    await expect(pushBox(page)).toHaveAccessibleDescription(ON);
    await expect(pushBox(page)).toBeChecked();
    expect(await pushDevices(page)).toBe(1);
    await expectNoA11yViolations(page);

    await openWith(page, { permission: "granted" });
    await expect(pushBox(page)).toHaveAccessibleDescription(ON);
    await pushBox(page).click();
    await expect(pushBox(page)).not.toBeChecked();
    await expect(pushBox(page)).toBeEnabled();
    await expect(pushBox(page)).toHaveAccessibleDescription("");
    expect(await pushDevices(page)).toBe(0);
  });
});
