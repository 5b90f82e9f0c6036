import { createRoute } from "@hono/zod-openapi";
import { deleteAccountSchema } from "@somnia/shared/account";
import { profileSchema, updateProfileSchema } from "@somnia/shared/profile";
import type { AppContext } from "../context";
import { createRouter, errorResponses, jsonBody, jsonContent, timeZoneParameter } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { clearSessionCookie } from "../services/account/clear-session-cookie";
import { deleteAccount } from "../services/account/delete-account";
import { createProfile } from "../services/profile/create-profile";
import { getProfile } from "../services/profile/get-profile";
import { updateProfile } from "../services/profile/update-profile";

const tags = ["me"];
const parameters = [timeZoneParameter];

const getMe = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The caller's profile with this month's usage",
  parameters,
  responses: { 200: jsonContent(profileSchema, "The profile"), ...errorResponses(401, 404) },
});

const createMe = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Create the caller's profile on their first visit (or return it)",
  parameters,
  responses: {
    200: jsonContent(profileSchema, "The existing profile"),
    201: jsonContent(profileSchema, "The new profile"),
    ...errorResponses(401),
  },
});

const updateMe = createRoute({
  method: "patch",
  path: "/",
  tags,
  summary: "Edit the profile (never the membership: that is billing's)",
  parameters,
  request: { body: jsonBody(updateProfileSchema) },
  responses: {
    200: jsonContent(profileSchema, "The updated profile"),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const deleteMe = createRoute({
  method: "delete",
  path: "/",
  tags,
  summary: "Delete the account and everything in it; clears the session cookie",
  request: { body: jsonBody(deleteAccountSchema) },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 413, 415) },
});

/** /api/me: the caller's profile. Session first (`requireUser`), then the body's schema. */
export function meRoutes({
  auth,
  db,
  crypto,
  events,
}: Pick<AppContext, "auth" | "db" | "crypto" | "events">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(getMe, async (c) =>
      c.json(await getProfile({ db, userId: c.get("user").id, timeZone: timeZoneOf(c) }), 200),
    )
    .openapi(createMe, async (c) => {
      const { id: userId, email, name, image } = c.get("user");
      const options = { db, userId, email, name, image, timeZone: timeZoneOf(c) };
      const { profile, created } = await createProfile(options);
      return created ? c.json(profile, 201) : c.json(profile, 200);
    })
    .openapi(updateMe, async (c) => {
      const options = { db, events, userId: c.get("user").id, timeZone: timeZoneOf(c) };
      return c.json(await updateProfile({ ...options, input: c.req.valid("json") }), 200);
    })
    .openapi(deleteMe, async (c) => {
      const { id: userId, email } = c.get("user");
      await deleteAccount({ db, crypto, events, userId, email, confirm: c.req.valid("json").confirm });
      return c.body(null, 204, await clearSessionCookie(auth, c.req.raw.headers));
    });
}
