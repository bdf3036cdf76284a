import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { errorBody } from "../lib/errors.ts";
import { userForToken } from "../services/account-service.ts";

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Lets the request through only with a live session: a missing, malformed, expired or revoked
 * token answers 401 with `WWW-Authenticate: Bearer` (RFC 6750), which the web treats as logout.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  const found = match?.[1] ? await userForToken(c.var.deps.db, match[1], c.var.deps.now()) : null;
  if (!found) {
    const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
    c.header("WWW-Authenticate", match ? 'Bearer error="invalid_token"' : "Bearer");
    return c.json(errorBody("unauthorized", ACCOUNT_MESSAGES.unauthorized[locale]), 401);
  }
  c.set("auth", found);
  await next();
});
