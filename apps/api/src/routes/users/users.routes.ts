import {
  ForgotPasswordSchema,
  LoginSchema,
  MeResponseSchema,
  ResetPasswordSchema,
  SessionResponseSchema,
  SignupSchema,
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
