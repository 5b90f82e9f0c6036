import { PROFILE_MESSAGES, updateProfileSchema } from "@somnia/shared/profile";
import { Hono } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { parseWith, readJson } from "../lib/validate";
import { createProfile } from "../services/profile/create-profile";
import { getProfile } from "../services/profile/get-profile";
import { updateProfile } from "../services/profile/update-profile";

/** /api/me: the caller's profile. Membership is never set here (DESIGN decision 3). */
export function meRoutes({ auth, db }: Pick<AppContext, "auth" | "db">) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => c.json(await getProfile({ db, userId: c.get("user").id })))
    .post("/", async (c) => {
      const user = c.get("user");
      const { profile, created } = await createProfile({
        db,
        userId: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
      });
      return c.json(profile, created ? 201 : 200);
    })
    .patch("/", async (c) => {
      const body = await readJson(c);
      if (body && typeof body === "object" && Object.hasOwn(body, "membershipType")) {
        throw new AppError("VALIDATION_FAILED", { userMessage: PROFILE_MESSAGES.membershipNotEditable });
      }
      const input = parseWith(updateProfileSchema, body);
      return c.json(await updateProfile({ db, userId: c.get("user").id, input }));
    });
}
