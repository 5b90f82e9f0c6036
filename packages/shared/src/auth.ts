import { z } from "zod";
import { lineText } from "./text";

/** At least 8 characters, with the product's wording (decision 003, docs/product.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 80;

export const AUTH_MESSAGES = {
  invalidEmail: "AUTH_INVALID_EMAIL",
  shortPassword: "AUTH_SHORT_PASSWORD",
  longPassword: "AUTH_LONG_PASSWORD",
  shortName: "AUTH_SHORT_NAME",
  longName: "AUTH_LONG_NAME",
  nameControlCharacter: "AUTH_NAME_CONTROL_CHARACTER",
  acceptTerms: "AUTH_ACCEPT_TERMS",
  passwordsDoNotMatch: "AUTH_PASSWORDS_DO_NOT_MATCH",
  weakPassword: "AUTH_WEAK_PASSWORD",
  invalidCallback: "AUTH_INVALID_CALLBACK",
  /** `{ seconds }`: the per-account sign-in throttle's short wait. */
  signInWait: "AUTH_SIGN_IN_WAIT",
  /** `{ minutes }`: the per-account sign-in throttle's temporary lock. */
  signInLocked: "AUTH_SIGN_IN_LOCKED",
  /** better-auth's refusals a person can meet, each worded by Somnia (see LIBRARY_REASONS). */
  wrongCredentials: "AUTH_WRONG_CREDENTIALS",
  emailTaken: "AUTH_EMAIL_TAKEN",
  emailNotVerified: "AUTH_EMAIL_NOT_VERIFIED",
  invalidToken: "AUTH_INVALID_TOKEN",
  tokenExpired: "AUTH_TOKEN_EXPIRED",
  emailAlreadyVerified: "AUTH_EMAIL_ALREADY_VERIFIED",
  sessionExpired: "AUTH_SESSION_EXPIRED",
} as const;

/** better-auth's error codes that a person can meet, and Somnia's message for each. */
export const LIBRARY_REASONS: Readonly<Record<string, (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES]>> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  INVALID_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  USER_NOT_FOUND: AUTH_MESSAGES.wrongCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_MESSAGES.wrongCredentials,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.shortPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.longPassword,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailTaken,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
  INVALID_TOKEN: AUTH_MESSAGES.invalidToken,
  TOKEN_EXPIRED: AUTH_MESSAGES.tokenExpired,
  EMAIL_ALREADY_VERIFIED: AUTH_MESSAGES.emailAlreadyVerified,
  SESSION_EXPIRED: AUTH_MESSAGES.sessionExpired,
};

const email = z.string().trim().email(AUTH_MESSAGES.invalidEmail);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.shortPassword)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.longPassword);
export const displayNameSchema = lineText(
  z
    .string()
    .trim()
    .min(DISPLAY_NAME_MIN_LENGTH, AUTH_MESSAGES.shortName)
    .max(DISPLAY_NAME_MAX_LENGTH, AUTH_MESSAGES.longName),
  AUTH_MESSAGES.nameControlCharacter,
);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, AUTH_MESSAGES.shortPassword),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * What the server accepts at sign-up (better-auth's body: `name` carries the display name), and
 * nothing else: better-auth would store any other user field it knows (`image`) unchecked.
 */
export const signUpBodySchema = z.strictObject({
  email,
  password,
  name: displayNameSchema,
  callbackURL: lineText(z.string().max(200), AUTH_MESSAGES.invalidCallback).optional(),
  rememberMe: z.boolean().optional(),
});

/** A sign-in refused by the per-account throttle: a short wait, or a temporary lock. */
export function signInThrottled(
  retryAfterSeconds: number,
  locked: boolean,
): { reason: (typeof AUTH_MESSAGES)["signInWait" | "signInLocked"]; params: Record<string, number> } {
  return locked
    ? {
        reason: AUTH_MESSAGES.signInLocked,
        params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      }
    : { reason: AUTH_MESSAGES.signInWait, params: { seconds: retryAfterSeconds } };
}

/** What the server accepts at a password reset (the token from the e-mail link). */
export const resetPasswordBodySchema = z.strictObject({
  newPassword: password,
  token: z.string().min(1).max(200),
});

/** The sign-up form: the server's rules plus the confirmation and the terms box. */
export const signUpFormSchema = z
  .object({
    email,
    displayName: displayNameSchema,
    password,
    confirmPassword: password,
    acceptTerms: z.boolean().refine((v) => v, AUTH_MESSAGES.acceptTerms),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

/** A form that asks for an address only: forgot password, resend the confirmation link. */
export const emailFormSchema = z.object({ email });
export type EmailFormInput = z.infer<typeof emailFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** Where e-mail links land in the web app. */
export const AUTH_CALLBACK_PATHS = {
  emailVerified: "/email-confirmation",
  resetPassword: "/reset-password",
  oauthSuccess: "/onboarding",
  authError: "/auth-error",
} as const;
