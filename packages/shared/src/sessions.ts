import { z } from "zod";

/** One signed-in browser of the caller (GET /api/me/sessions): never its token. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** e.g. "Firefox", "Safari"; "Unknown browser" when the user agent says nothing we know. */
  browser: z.string(),
  /** e.g. "macOS", "Android"; "Unknown system" likewise. */
  os: z.string(),
  signedInAt: z.string(),
  /** Approximate: the session's expiry moves on at most once a day of use. */
  lastActiveAt: z.string(),
  /** The browser that asked. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export type DeviceSessions = z.infer<typeof deviceSessionsSchema>;

export const SESSION_MESSAGES = {
  notFound: "SESSION_NOT_FOUND",
} as const;
