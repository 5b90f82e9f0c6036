import { z } from "zod";
import { lineText } from "./text";

/** At least 8 characters, with the product's wording (decision 003, docs/product.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 80;

export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  shortPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  longPassword: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  shortName: `Name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`,
  longName: `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  nameControlCharacter: "Name cannot contain control characters",
  acceptTerms: "You must accept the terms and conditions",
  passwordsDoNotMatch: "Passwords do not match",
  weakPassword:
    "This password is too easy to guess. Try a few unrelated words, or a longer mix of letters, numbers and symbols.",
} as const;

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
  callbackURL: lineText(z.string().max(200), "Invalid callback URL").optional(),
  rememberMe: z.boolean().optional(),
});

/** A sign-in refused by the per-account throttle: a short wait, or a temporary lock. */
export function signInThrottledMessage(retryAfterSeconds: number, locked: boolean): string {
  if (!locked) {
    const seconds = `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
    return `Too many failed sign-ins for this account. Please wait ${seconds} and try again.`;
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`;
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
