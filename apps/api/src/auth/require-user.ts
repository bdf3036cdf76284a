import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { errorBody } from "../lib/errors.ts";
import { userForToken } from "../services/account-service.ts";

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The session of a request's bearer token, or null when it has none or it is not live. */
async function sessionOf(c: Context<AppEnv>) {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  return match?.[1] ? await userForToken(c.var.deps.db, match[1], c.var.deps.now()) : null;
}

/**
 * The signed-in user where a session is welcome but not needed (a lead, a report, an alert):
 * null for a visitor, and for a token that is not live (no 401: the request goes on as a visitor's).
 */
export async function optionalUser(
  c: Context<AppEnv>,
): Promise<{ id: string; email: string; emailVerified: boolean } | null> {
  const found = await sessionOf(c);
  return found
    ? { id: found.user.id, email: found.user.email, emailVerified: found.user.emailVerifiedAt !== null }
    : null;
}

/**
 * Lets the request through only with a live session: a missing, malformed, expired or revoked
 * token answers 401 with `WWW-Authenticate: Bearer` (RFC 6750), which the web treats as logout.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // Routers that share a path prefix (`/rentals/*`) may each guard it: the session is read once.
  if (c.get("auth")) return next();
  const found = await sessionOf(c);
  if (!found) {
    const match = BEARER.exec(c.req.header("authorization") ?? "");
    const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
    c.header("WWW-Authenticate", match ? 'Bearer error="invalid_token"' : "Bearer");
    return c.json(errorBody("unauthorized", ACCOUNT_MESSAGES.unauthorized[locale]), 401);
  }
  c.set("auth", found);
  await next();
});
