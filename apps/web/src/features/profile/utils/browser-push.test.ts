// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentPushState, turnOffPush, turnOnPush } from "./browser-push";

// Any base64url P-256 point: the key only has to decode.
const KEY = `B${"A".repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: "https://push.example.com/send/1",
  keys: { p256dh: KEY, auth: "A".repeat(22) },
};

/**
 * A browser with notifications: the permission and the person's answer when asked, and a service
 * worker that is active once `activate()` is called (on a first visit it is still installing).
 */
function fakeBrowser({
  permission = "default" as NotificationPermission,
  answer = "granted" as NotificationPermission,
  subscribed = false,
} = {}) {
  let current = permission;
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
  };
  const registration = { pushManager };
  let activate = () => {};
  const ready = new Promise((resolve) => {
    activate = () => resolve(registration);
  });
  const requestPermission = vi.fn(async () => {
    if (current === "default") current = answer;
    return current;
  });
  vi.stubGlobal("Notification", {
    get permission() {
      return current;
    },
    requestPermission,
  });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready, getRegistration: async () => registration },
  });
  return { subscription, pushManager, requestPermission, activate };
}

const saved = () => vi.fn(async (_subscription: unknown) => undefined);

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("turnOnPush", () => {
  it("asks at once, within the click, and subscribes only when the service worker is active", async () => {
    const browser = fakeBrowser();
    const save = saved();
    const outcome = turnOnPush(KEY, save);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(Notification.permission).toBe("granted"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    browser.activate();
    expect(await outcome).toBe("on");
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options?.applicationServerKey as ArrayBuffer)).toHaveLength(65);
    expect(save).toHaveBeenCalledWith(SUBSCRIPTION);
  });

  it("does not ask again where permission is already granted", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    browser.activate();
    expect(await turnOnPush(KEY, saved())).toBe("on");
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it("tells the person's no (or a question closed unanswered) from a browser that refuses without asking", async () => {
    for (const answer of ["denied", "default"] as const) {
      const browser = fakeBrowser({ answer });
      browser.activate();
      expect(await turnOnPush(KEY, saved())).toBe("denied");
      expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    }
    const blocked = fakeBrowser({ permission: "denied" });
    blocked.activate();
    expect(await turnOnPush(KEY, saved())).toBe("blocked");
    expect(blocked.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("takes a subscription the browser refuses as blocked, any other failure as failed", async () => {
    const cases = [
      [new DOMException("Registration failed - permission denied", "AbortError"), "blocked"],
      [new DOMException("Permission denied", "NotAllowedError"), "blocked"],
      [new DOMException("Registration failed - push service error", "AbortError"), "failed"],
      [new TypeError("Failed to fetch"), "failed"],
    ] as const;
    for (const [error, outcome] of cases) {
      const browser = fakeBrowser({ permission: "granted" });
      browser.pushManager.subscribe.mockRejectedValueOnce(error);
      browser.activate();
      const save = saved();
      expect(await turnOnPush(KEY, save), error.message).toBe(outcome);
      expect(save).not.toHaveBeenCalled();
      // The browser's own words go to the console only.
      expect(console.error).toHaveBeenLastCalledWith(expect.any(String), error);
    }
  });

  it("undoes a subscription the server did not take", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    browser.activate();
    const save = vi.fn(async () => {
      throw new Error("Internal Server Error");
    });
    expect(await turnOnPush(KEY, save)).toBe("failed");
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it("fails after half a minute when the service worker never becomes active", async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser({ permission: "granted" });
    const outcome = turnOnPush(KEY, saved());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("failed");
  });
});

describe("currentPushState", () => {
  it("reads where this browser stands", async () => {
    fakeBrowser();
    expect(await currentPushState()).toBe("off");
    fakeBrowser({ permission: "granted", subscribed: true });
    expect(await currentPushState()).toBe("on");
    fakeBrowser({ permission: "denied", subscribed: true });
    expect(await currentPushState()).toBe("blocked");
    Reflect.deleteProperty(window, "PushManager");
    expect(await currentPushState()).toBe("unsupported");
  });
});

describe("turnOffPush", () => {
  it("has the server forget this browser, then ends its subscription; a refusal keeps it", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribed: true });
    const remove = vi.fn(async (_endpoint: string): Promise<void> => {
      throw new Error("Failed to fetch");
    });
    await expect(turnOffPush(remove)).rejects.toThrow("Failed to fetch");
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();

    remove.mockResolvedValueOnce(undefined);
    await turnOffPush(remove);
    expect(remove).toHaveBeenLastCalledWith(SUBSCRIPTION.endpoint);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});
