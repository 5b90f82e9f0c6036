import { deleteAccountSchema } from "@somnia/shared/account";
import { PROFILE_MESSAGES, updateProfileSchema } from "@somnia/shared/profile";
import { Hono } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { parseWith, readJson } from "../lib/validate";
import { clearSessionCookie } from "../services/account/clear-session-cookie";
import { deleteAccount } from "../services/account/delete-account";
import { createProfile } from "../services/profile/create-profile";
import { getProfile } from "../services/profile/get-profile";
import { updateProfile } from "../services/profile/update-profile";

/** /api/me: the caller's profile. Membership is never set here (DESIGN decision 3). */
export function meRoutes({
  auth,
  db,
  crypto,
  events,
}: Pick<AppContext, "auth" | "db" | "crypto" | "events">) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/", async (c) =>
      c.json(await getProfile({ db, userId: c.get("user").id, timeZone: timeZoneOf(c) })),
    )
    .post("/", async (c) => {
      const user = c.get("user");
      const { profile, created } = await createProfile({
        db,
        userId: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
        timeZone: timeZoneOf(c),
      });
      return c.json(profile, created ? 201 : 200);
    })
    .patch("/", async (c) => {
      const body = await readJson(c);
      if (body && typeof body === "object" && Object.hasOwn(body, "membershipType")) {
        throw new AppError("VALIDATION_FAILED", { userMessage: PROFILE_MESSAGES.membershipNotEditable });
      }
      const input = parseWith(updateProfileSchema, body);
      const userId = c.get("user").id;
      return c.json(await updateProfile({ db, events, userId, input, timeZone: timeZoneOf(c) }));
    })
    .delete("/", async (c) => {
      const { confirm } = parseWith(deleteAccountSchema, await readJson(c));
      const { id: userId, email } = c.get("user");
      await deleteAccount({ db, crypto, userId, email, confirm });
      return c.body(null, 204, await clearSessionCookie(auth, c.req.raw.headers));
    });
}
