import { DeleteAccountSchema } from "@campuslar/domain/user/account-deletion";
import { AccountExportSchema } from "@campuslar/domain/user/account-export";
import {
  ForgotPasswordSchema,
  LoginSchema,
  MeResponseSchema,
  ResetPasswordSchema,
  SessionResponseSchema,
  SignupSchema,
  UserSchema,
  VerifyEmailSchema,
} from "@campuslar/domain/user/user-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody as body, errorResponse as error, jsonResponse as json } from "../../lib/openapi-responses.ts";

const bearer = [{ bearerAuth: [] }];

export const signupRoute = createRoute({
  method: "post",
  path: "/users/signup",
  tags: ["Accounts"],
  summary: "Create an account and log in",
  request: body(SignupSchema),
  responses: {
    201: json(SessionResponseSchema, "Account created; the token authenticates later calls"),
    400: error("A field is invalid; `fields` names it with a message key"),
    409: error("An account with this e-mail exists"),
    429: error("Too many attempts; see Retry-After"),
  },
});

export const loginRoute = createRoute({
  method: "post",
  path: "/users/login",
  tags: ["Accounts"],
  summary: "Log in with e-mail and password",
  request: body(LoginSchema),
  responses: {
    200: json(SessionResponseSchema, "Logged in"),
    400: error("A field is invalid"),
    401: error("Wrong e-mail or password (the same answer for both)"),
    429: error("Too many attempts; see Retry-After"),
  },
});

export const meRoute = createRoute({
  method: "get",
  path: "/user/me",
  tags: ["Accounts"],
  summary: "The logged-in user",
  security: bearer,
  responses: { 200: json(MeResponseSchema, "The user"), 401: error("Missing, expired or revoked token") },
});

export const exportMeRoute = createRoute({
  method: "get",
  path: "/user/me/export",
  tags: ["Accounts"],
  summary: "Everything held about the logged-in user, as a JSON file to download (LGPD)",
  description:
    "The account, sessions (dates only), reset requests, favourites, every request sent (by the account, or logged out with its e-mail once the account has verified it), the roommate questionnaire and requests, owned listings and the e-mails sent. Never a password hash or a token. Answered as an attachment, `Cache-Control: private, no-store`.",
  security: bearer,
  responses: {
    200: json(AccountExportSchema, "The file (`Content-Disposition: attachment`)"),
    401: error("Missing, expired or revoked token"),
  },
});

export const deleteMeRoute = createRoute({
  method: "delete",
  path: "/user/me",
  tags: ["Accounts"],
  summary: "Delete the logged-in account, confirmed with its current password (LGPD)",
  description:
    "In one transaction: every session ends, favourites, roommate questionnaire and requests are deleted, the requests the person sent keep their row with name, contacts and free texts erased, listings never seen by students are deleted and the others archived without an owner. A confirmation e-mail goes to the address, which can then sign up again.",
  security: bearer,
  request: body(DeleteAccountSchema),
  responses: {
    204: { description: "Deleted; the token no longer works" },
    400: error("No password, or not the current one (`fields.password` says so in the caller's language)"),
    401: error("Missing, expired or revoked token"),
    409: error("A staff account cannot delete itself"),
    429: error("Too many wrong passwords; see Retry-After"),
  },
});

export const logoutRoute = createRoute({
  method: "post",
  path: "/users/logout",
  tags: ["Accounts"],
  summary: "End this session (the token stops working)",
  security: bearer,
  responses: { 204: { description: "Logged out" }, 401: error("Missing, expired or revoked token") },
});

export const forgotRoute = createRoute({
  method: "post",
  path: "/users/forgot",
  tags: ["Accounts"],
  summary: "E-mail a password reset link (same answer whether or not the account exists)",
  request: body(ForgotPasswordSchema),
  responses: {
    200: json(z.object({ message: z.string() }), "Accepted"),
    400: error("A field is invalid"),
    429: error("Too many attempts; see Retry-After"),
  },
});

export const resetPasswordRoute = createRoute({
  method: "post",
  path: "/users/reset-password",
  tags: ["Accounts"],
  summary: "Set a new password with the token from the e-mail; ends every session",
  request: body(ResetPasswordSchema),
  responses: {
    200: json(z.object({ message: z.string() }), "Password changed"),
    400: error("Invalid password, or the token is invalid, used or expired"),
    429: error("Too many attempts; see Retry-After"),
  },
});

export const verifyEmailRoute = createRoute({
  method: "post",
  path: "/users/verify-email",
  tags: ["Accounts"],
  summary: "Verify an account's e-mail with the token from the link e-mailed to it (issue 34)",
  description:
    "Single use, 48 hours. The account then claims what was sent under its address logged out (requests, reports, visits, alerts in its export and deletion) and its alerts that waited are confirmed. Opens no session.",
  request: body(VerifyEmailSchema),
  responses: {
    200: json(z.object({ message: z.string(), user: UserSchema }), "Verified"),
    400: error("The token is invalid, used or expired (`fields.token`)"),
    429: error("Too many attempts; see Retry-After"),
  },
});

export const resendVerificationRoute = createRoute({
  method: "post",
  path: "/user/me/verification-email",
  tags: ["Accounts"],
  summary: "E-mail the logged-in account a new link to verify its address (issue 34)",
  security: bearer,
  responses: {
    200: json(z.object({ message: z.string() }), "Sent"),
    401: error("Missing, expired or revoked token"),
    409: error("The address is already verified"),
    429: error("Too many links asked for; see Retry-After"),
  },
});
