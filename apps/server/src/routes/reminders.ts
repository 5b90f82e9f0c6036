import { createRoute } from "@hono/zod-openapi";
import { requestLocale } from "@somnia/shared/locales";
import {
  pushEndpointSchema,
  pushSubscriptionSchema,
  reminderSettingsSchema,
  remindersSchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from "@somnia/shared/reminders";
import type { AppContext } from "../context";
import { createRouter, errorResponses, jsonBody, jsonContent, timeZoneParameter } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { getReminders } from "../services/reminders/get-reminders";
import { deletePushSubscription, savePushSubscription } from "../services/reminders/push-subscriptions";
import { saveReminder } from "../services/reminders/save-reminder";
import { unsubscribeReminders } from "../services/reminders/unsubscribe";

const tags = ["reminders"];
const reminderReply = jsonContent(remindersSchema, "The caller's reminder");

const getOne = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "'Remind me to write down my dreams': the settings, the next time, the push key",
  parameters: [timeZoneParameter],
  responses: { 200: reminderReply, ...errorResponses(401) },
});

const save = createRoute({
  method: "put",
  path: "/",
  tags,
  summary: "Save the reminder (time of day in the given zone, days of the week, on or off)",
  parameters: [timeZoneParameter],
  request: { body: jsonBody(reminderSettingsSchema) },
  responses: { 200: reminderReply, ...errorResponses(400, 401, 413, 415) },
});

const subscribe = createRoute({
  method: "put",
  path: "/push",
  tags,
  summary: "This browser gets reminders as notifications (its PushSubscription)",
  request: { body: jsonBody(pushSubscriptionSchema) },
  responses: { 204: { description: "Subscribed" }, ...errorResponses(400, 401, 413, 415) },
});

const unsubscribePush = createRoute({
  method: "delete",
  path: "/push",
  tags,
  summary: "This browser stops getting notifications",
  request: { body: jsonBody(pushEndpointSchema) },
  responses: { 204: { description: "Removed" }, ...errorResponses(400, 401, 413, 415) },
});

const unsubscribe = createRoute({
  method: "post",
  path: "/unsubscribe",
  tags,
  summary: "An e-mail's unsubscribe link: turns its user's reminders off, once, without a session",
  security: [],
  request: { body: jsonBody(unsubscribeSchema) },
  responses: {
    200: jsonContent(unsubscribeResultSchema, "Reminders are off"),
    ...errorResponses(400, 404, 409, 413, 415),
  },
});

type ReminderContext = Pick<AppContext, "auth" | "db" | "push" | "env">;

/** /api/reminders: the caller's reminder (session), and the public unsubscribe of its e-mails. */
export function reminderRoutes({ auth, db, push, env }: ReminderContext) {
  const app = createRouter();
  app.use("/", requireUser(auth));
  app.use("/push", requireUser(auth));
  const read = (userId: string, timeZone: string) =>
    getReminders({ db, userId, pushPublicKey: push.publicKey, timeZone });
  return app
    .openapi(getOne, async (c) => c.json(await read(c.get("user").id, timeZoneOf(c)), 200))
    .openapi(save, async (c) => {
      const userId = c.get("user").id;
      const locale = requestLocale(c.req.header("cookie"), c.req.header("accept-language"));
      await saveReminder({ db, userId, input: c.req.valid("json"), locale });
      return c.json(await read(userId, timeZoneOf(c)), 200);
    })
    .openapi(subscribe, async (c) => {
      const publicOnly = env.NODE_ENV === "production";
      await savePushSubscription({ db, userId: c.get("user").id, input: c.req.valid("json"), publicOnly });
      return c.body(null, 204);
    })
    .openapi(unsubscribePush, async (c) => {
      await deletePushSubscription({ db, userId: c.get("user").id, endpoint: c.req.valid("json").endpoint });
      return c.body(null, 204);
    })
    .openapi(unsubscribe, async (c) =>
      c.json({ notice: await unsubscribeReminders({ db, token: c.req.valid("json").token }) }, 200),
    );
}
