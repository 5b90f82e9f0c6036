import { z } from "zod";
import { displayNameSchema } from "./auth";
import { LOCALES } from "./locales";
import { lineText } from "./text";

export const MEMBERSHIP_TYPES = ["Basic", "Plus"] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const PROFILE_MESSAGES = {
  membershipNotEditable: "PROFILE_MEMBERSHIP_NOT_EDITABLE",
  invalidImageUrl: "PROFILE_INVALID_IMAGE_URL",
  imageHostNotAllowed: "PROFILE_IMAGE_HOST_NOT_ALLOWED",
  unknownLocale: "PROFILE_UNKNOWN_LOCALE",
  /** The account has no profile yet: onboarding makes it. */
  notFound: "PROFILE_NOT_FOUND",
} as const;

/**
 * Where a profile image may come from (decision 030): the avatar services a person already uses.
 * The Content-Security-Policy's img-src lists the same hosts, so no other address is ever fetched
 * by the browser on a signed-in page. `*.` matches any subdomain.
 */
export const AVATAR_HOSTS = [
  "*.googleusercontent.com",
  "gravatar.com",
  "*.gravatar.com",
  "avatars.githubusercontent.com",
] as const;

/** A hostname one of `AVATAR_HOSTS` matches. */
const AVATAR_HOST_PATTERN = new RegExp(
  `^(?:${AVATAR_HOSTS.map((host) =>
    host.startsWith("*.") ? `(?:[a-z0-9-]+\\.)+${escapeDots(host.slice(2))}` : escapeDots(host),
  ).join("|")})$`,
  "i",
);

function escapeDots(host: string): string {
  return host.replaceAll(".", "\\.");
}

/** This calendar month's use of the plan, in the caller's time zone; `null` remaining = unlimited. */
export const usageSchema = z.object({
  month: z.string(),
  dreamsUsed: z.number().int(),
  dreamsRemaining: z.number().int().nullable(),
  analysesUsed: z.number().int(),
  analysesRemaining: z.number().int().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;

/** The signed-in user's profile as the API returns it (GET/POST/PATCH /api/me). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  /** When a Plus subscription cancelled at the end of its period ends (ISO); null if it renews or on Basic. */
  plusEndsAt: z.string().nullable(),
  onboardingComplete: z.boolean(),
  /** The language chosen on the account (docs/decisions/038-languages.md); null: never chosen, the browser's. */
  locale: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
  usage: usageSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const avatarUrlSchema = lineText(
  z.string().trim().max(2048, PROFILE_MESSAGES.invalidImageUrl),
  PROFILE_MESSAGES.invalidImageUrl,
)
  .pipe(z.url({ protocol: /^https?$/, message: PROFILE_MESSAGES.invalidImageUrl }))
  .pipe(z.url({ hostname: AVATAR_HOST_PATTERN, message: PROFILE_MESSAGES.imageHostNotAllowed }));

/** PATCH /api/me. Strict: any other key is refused, membershipType with its own message. */
export const updateProfileSchema = z.strictObject(
  {
    displayName: displayNameSchema.optional(),
    avatarUrl: avatarUrlSchema.nullable().optional(),
    onboardingComplete: z.literal(true).optional(),
    locale: z.enum(LOCALES, { error: PROFILE_MESSAGES.unknownLocale }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" && issue.keys.includes("membershipType")
        ? PROFILE_MESSAGES.membershipNotEditable
        : undefined,
  },
);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Display name from sign-up data: the full name, else the part of the e-mail before the @. */
export function defaultDisplayName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return email.split("@")[0] || "Anonymous";
}
