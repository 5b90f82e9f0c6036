import type { RouteConfig } from "@asteasolutions/zod-to-openapi";
import { resetPasswordBodySchema, signUpBodySchema } from "@somnia/shared/auth";
import { z } from "zod";
import { jsonBody, jsonContent } from "./openapi";
import {
  authErrors,
  callbackURL,
  INVALID_BODY,
  location,
  ORIGIN_REFUSED,
  redirect,
  route,
  sessionSchema,
  statusSchema,
  userSchema,
} from "./openapi-auth-schemas";

/**
 * /api/auth/* as it answers through Somnia (routes/auth.ts forwards GET and POST to better-auth,
 * after Somnia's own checks): only the endpoints auth.ts leaves open. Declared here rather than
 * taken from better-auth's own description, which lists what better-auth can do in general, not
 * what it does here (test/api/openapi.test.ts holds the two lists together).
 */

export const AUTH_ROUTES: RouteConfig[] = [
  route({
    method: "post",
    path: "/sign-up/email",
    summary: "Create an account; the confirmation link is e-mailed (an address already in use gets a notice)",
    request: { body: jsonBody(signUpBodySchema) },
    responses: {
      200: jsonContent(
        z.object({ token: z.null(), user: userSchema }),
        "Signed up, not signed in: the same answer whether or not the address was new",
      ),
      ...authErrors({
        400: `${INVALID_BODY}, a weak password, or malformed JSON`,
        403: ORIGIN_REFUSED,
        422: "The account could not be created",
      }),
    },
  }),
  route({
    method: "post",
    path: "/sign-in/email",
    summary: "Sign in with e-mail and password (throttled per account); sets the session cookie",
    request: {
      body: jsonBody(
        z.object({
          email: z.string(),
          password: z.string(),
          callbackURL: callbackURL.optional(),
          rememberMe: z.boolean().optional(),
        }),
      ),
    },
    responses: {
      200: {
        ...jsonContent(
          z.object({
            redirect: z.boolean(),
            token: z.string(),
            url: z.string().optional().describe("The callbackURL, when one was sent"),
            user: userSchema,
          }),
          "Signed in; with a callbackURL, `Location` names it too",
        ),
        headers: z.object({ Location: location.optional() }),
      },
      ...authErrors({
        400: `${INVALID_BODY}, or malformed JSON`,
        401: "Wrong e-mail or password",
        403: `The e-mail address is not confirmed yet (a new link is sent). ${ORIGIN_REFUSED}`,
      }),
    },
  }),
  route({
    method: "post",
    path: "/sign-in/social",
    summary: "Start signing in with Google: the address of Google's consent page",
    request: {
      body: jsonBody(
        z.object({
          provider: z.string(),
          callbackURL: callbackURL.optional(),
          errorCallbackURL: callbackURL.optional(),
          newUserCallbackURL: callbackURL.optional(),
          disableRedirect: z.boolean().optional(),
        }),
      ),
    },
    responses: {
      200: jsonContent(z.object({ url: z.string(), redirect: z.boolean() }), "Where to send the browser"),
      ...authErrors({
        400: INVALID_BODY,
        403: ORIGIN_REFUSED,
        404: "No such provider (Google is off unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set)",
      }),
    },
  }),
  ...(["get", "post"] as const).map((method) =>
    route({
      method,
      path: "/callback/{id}",
      summary: `Google's return to Somnia (${method === "get" ? "query" : "form post"}); sets the session cookie`,
      request: {
        params: z.object({ id: z.string().describe("The provider: google") }),
        query: z.object({ code: z.string().optional(), state: z.string().optional() }),
      },
      responses: {
        302: redirect("To the callbackURL when signed in, else to the error page with `?error=`"),
        ...authErrors({ 400: INVALID_BODY, ...(method === "post" ? { 403: ORIGIN_REFUSED } : {}) }),
      },
    }),
  ),
  route({
    method: "get",
    path: "/get-session",
    summary: "Who is signed in: the session (without its token) and the user, or null",
    request: {
      query: z.object({
        disableCookieCache: z.enum(["true", "false"]).optional(),
        disableRefresh: z.enum(["true", "false"]).optional(),
      }),
    },
    responses: {
      200: jsonContent(
        z.object({ session: sessionSchema, user: userSchema }).nullable(),
        "The session, or null when there is none",
      ),
      ...authErrors({ 400: INVALID_BODY, 401: "The session could not be renewed" }),
    },
  }),
  route({
    method: "post",
    path: "/sign-out",
    summary: "End this session and clear its cookies",
    responses: {
      200: jsonContent(z.object({ success: z.literal(true) }), "Signed out (also when no one was)"),
      ...authErrors({ 400: INVALID_BODY, 403: ORIGIN_REFUSED }),
    },
  }),
  route({
    method: "get",
    path: "/verify-email",
    summary: "The e-mailed confirmation link: confirms the address and signs in",
    request: { query: z.object({ token: z.string(), callbackURL: callbackURL.optional() }) },
    responses: {
      200: jsonContent(z.object({ status: z.literal(true), user: z.null() }), "Confirmed (no callbackURL)"),
      302: redirect("To the callbackURL: confirmed and signed in, or with `?error=` (e.g. INVALID_TOKEN)"),
      ...authErrors({ 400: INVALID_BODY, 401: "An invalid or expired token (no callbackURL)" }),
    },
  }),
  route({
    method: "post",
    path: "/send-verification-email",
    summary: "Send the confirmation link again (the same answer for any address)",
    request: { body: jsonBody(z.object({ email: z.string(), callbackURL: callbackURL.optional() })) },
    responses: {
      200: jsonContent(statusSchema, "Sent, if the address has an unconfirmed account"),
      ...authErrors({
        400: `${INVALID_BODY}; signed in: another address, or already confirmed`,
        403: ORIGIN_REFUSED,
      }),
    },
  }),
  route({
    method: "post",
    path: "/request-password-reset",
    summary: "E-mail a password reset link (the same answer for any address)",
    request: { body: jsonBody(z.object({ email: z.string(), redirectTo: callbackURL.optional() })) },
    responses: {
      200: jsonContent(statusSchema.extend({ message: z.string() }), "Sent, if the address has an account"),
      ...authErrors({ 400: INVALID_BODY, 403: ORIGIN_REFUSED }),
    },
  }),
  route({
    method: "get",
    path: "/reset-password/{token}",
    summary: "The e-mailed reset link: on to the reset form with the token",
    request: { params: z.object({ token: z.string() }), query: z.object({ callbackURL }) },
    responses: {
      302: redirect("To the callbackURL with `?token=`, or with `?error=INVALID_TOKEN`"),
      ...authErrors({ 400: INVALID_BODY, 403: "A callbackURL better-auth does not trust" }),
    },
  }),
  route({
    method: "post",
    path: "/reset-password",
    summary: "Set a new password with the e-mailed token; ends every session of the account",
    request: { body: jsonBody(resetPasswordBodySchema) },
    responses: {
      200: jsonContent(statusSchema, "The password is changed"),
      ...authErrors({
        400: `${INVALID_BODY}, a weak password, an invalid or expired token, or malformed JSON`,
        403: ORIGIN_REFUSED,
      }),
    },
  }),
  route({
    method: "get",
    path: "/ok",
    summary: "better-auth is answering",
    responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), "It is"), ...authErrors({}) },
  }),
  route({
    method: "get",
    path: "/error",
    summary: "better-auth's error page, where a failed Google sign-in ends",
    request: {
      query: z.object({ error: z.string().optional(), error_description: z.string().optional() }),
    },
    responses: {
      200: {
        description: "The error page (not in production)",
        content: { "text/html": { schema: z.string() } },
      },
      302: redirect("In production: to `/?error=`"),
      ...authErrors({}),
    },
  }),
];
