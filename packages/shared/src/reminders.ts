import { z } from "zod";
import { isTimeZone } from "./dates";

export const REMINDER_MESSAGES = {
  badTime: "REMINDER_BAD_TIME",
  noDays: "REMINDER_NO_DAYS",
  badTimeZone: "REMINDER_BAD_TIME_ZONE",
  badPushSubscription: "REMINDER_BAD_PUSH_SUBSCRIPTION",
  insecurePushEndpoint: "REMINDER_INSECURE_PUSH_ENDPOINT",
  unsubscribed: "REMINDER_UNSUBSCRIBED",
  badToken: "REMINDER_BAD_TOKEN",
  usedToken: "REMINDER_USED_TOKEN",
} as const;

/** The time of day a reminder comes when nobody chose one. */
export const DEFAULT_REMINDER_TIME = "07:30";
/** A time of day, `HH:MM` on a 24-hour clock. */
export const reminderTimeSchema = z
  .string({ error: REMINDER_MESSAGES.badTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, REMINDER_MESSAGES.badTime);

/** The days of the week it comes on (stored each once, in order). */
export const reminderDaysSchema = z
  .array(z.number({ error: REMINDER_MESSAGES.noDays }).int().min(1).max(7), {
    error: REMINDER_MESSAGES.noDays,
  })
  .min(1, REMINDER_MESSAGES.noDays)
  .max(7, REMINDER_MESSAGES.noDays);

/** An IANA time zone the runtime knows (checked with Intl). */
export const timeZoneSchema = z
  .string({ error: REMINDER_MESSAGES.badTimeZone })
  .trim()
  .refine(isTimeZone, REMINDER_MESSAGES.badTimeZone);

/** PUT /api/reminders: the Profile's 'Remind me to write down my dreams'. */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  time: reminderTimeSchema,
  days: reminderDaysSchema,
  /** The browser's zone when the reminder is saved: the time of day is read in it. */
  timeZone: timeZoneSchema,
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** GET /api/reminders: the settings (the defaults, off, until saved) and the server's push key. */
export const remindersSchema = z.object({
  settings: reminderSettingsSchema,
  /** When the next reminder comes (ISO 8601); null while off. */
  nextAt: z.string().nullable(),
  /** VAPID public key (base64url) for `PushManager.subscribe`'s `applicationServerKey`. */
  pushPublicKey: z.string(),
  /** How many browsers get the reminder as a notification. */
  pushDevices: z.number().int(),
});
export type Reminders = z.infer<typeof remindersSchema>;

/** base64url of a fixed number of bytes (unpadded, as browsers give it; padding allowed). */
const base64url = (chars: number, padding: number) =>
  z
    .string({ error: REMINDER_MESSAGES.badPushSubscription })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`), REMINDER_MESSAGES.badPushSubscription);

/** PUT /api/reminders/push: a browser's `PushSubscription.toJSON()` (RFC 8291 keys: a P-256 point of 65 bytes, an auth secret of 16). */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .url({ protocol: /^https?$/, error: REMINDER_MESSAGES.badPushSubscription })
      .max(2000, REMINDER_MESSAGES.badPushSubscription),
    keys: z.object(
      { p256dh: base64url(87, 1), auth: base64url(22, 2) },
      { error: REMINDER_MESSAGES.badPushSubscription },
    ),
  },
  { error: REMINDER_MESSAGES.badPushSubscription },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/reminders/push: this browser stops getting notifications. */
export const pushEndpointSchema = z.object({
  endpoint: z.string({ error: REMINDER_MESSAGES.badPushSubscription }).max(2000),
});

/** POST /api/reminders/unsubscribe: the token of an e-mail's unsubscribe link (no session needed). */
export const unsubscribeSchema = z.object({
  token: z.string({ error: REMINDER_MESSAGES.badToken }).trim().min(1, REMINDER_MESSAGES.badToken).max(200),
});
/** `notice`: what happened, as a message code (REMINDER_MESSAGES.unsubscribed). */
export const unsubscribeResultSchema = z.object({ notice: z.literal(REMINDER_MESSAGES.unsubscribed) });

/** What a reminder notification carries (the service worker shows it). */
export const reminderNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type ReminderNotification = z.infer<typeof reminderNotificationSchema>;
