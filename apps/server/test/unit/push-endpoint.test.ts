import { describe, expect, it } from "vitest";
import { isPublicPushEndpoint } from "../../src/reminders/push-endpoint";

describe("push endpoints in production", () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGt",
      "https://wns2-db5p.notify.windows.com/w/?token=BQYA",
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses plain http, other ports, credentials, addresses and private names", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://10.0.0.5/push",
      "https://[::1]/push",
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/push",
      "https://metadata/computeMetadata",
      "https://db.internal/push",
      "https://printer.local/push",
      "https://router.home.arpa/push",
      "https://foo.localhost./push",
      "not a url",
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});
