import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import type { Context, MiddlewareHandler } from "hono";
import { requireStaff } from "../../auth/policy.ts";
import { requireMoneyStaff } from "../../auth/require-money-staff.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { errorBody } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { listAudit } from "../../services/staff-security/audit-query.ts";
import {
  confirmSecondFactor,
  enrolSecondFactor,
  type SecondFactorContext,
  secondFactorStatus,
  verifySecondFactor,
} from "../../services/staff-security/second-factor.ts";
import {
  confirmRoute,
  enrolRoute,
  listAuditRoute,
  secondFactorStatusRoute,
  verifyRoute,
} from "./staff-security.routes.ts";

/** Wrong codes per staff account before the code prompt refuses for a while. */
export const SECOND_FACTOR_ATTEMPTS = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Guessing a 6-digit code (one in a million, three steps accepted at once) is hopeless only if
 * the guesses are few: wrong codes (a 400) are counted per account, wherever they come from, and
 * past the limit every try is refused until the window ends, the right code too. A stolen
 * password alone then gets a handful of guesses per quarter hour. Runs after `requireUser`.
 */
const wrongCodeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.var.deps.rateLimiter;
  if (!limiter) return next();
  const key = `second-factor:user:${c.var.auth.user.id}`;
  const now = c.var.deps.now().getTime();
  const tried = await limiter.peek(key, now);
  if (tried.count >= SECOND_FACTOR_ATTEMPTS.limit) {
    c.var.log.warn({ limit: "second-factor", retryAfterS: tried.retryAfterS }, "rate limited");
    c.var.deps.metrics?.rateLimited("second-factor");
    c.header("Retry-After", String(tried.retryAfterS));
    const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
    return c.json(errorBody("rate_limited", ACCOUNT_MESSAGES.tooManyAttempts[locale]), 429);
  }
  await next();
  if (c.res.status === 400) {
    await limiter.hit(key, SECOND_FACTOR_ATTEMPTS.limit, SECOND_FACTOR_ATTEMPTS.windowMs, now);
  }
};

const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

const contextOf = (c: Context<AppEnv>): SecondFactorContext => ({
  db: c.var.deps.db,
  files: c.var.deps.privateFiles,
  now: c.var.deps.now(),
  locale: localeOf(c),
  ip: clientIp(c) ?? null,
});

const staffOf = (c: Context<AppEnv>) => ({ id: c.var.auth.user.id, email: c.var.auth.user.email });

export const staffSecurityRouter = createRouter();
// Also under adminRouter's `/admin/*` guard; said here too so these routes stand on their own.
staffSecurityRouter.use("/admin/second-factor", requireUser, requireStaff);
staffSecurityRouter.use("/admin/second-factor/*", requireUser, requireStaff);
staffSecurityRouter.use("/admin/second-factor/confirm", wrongCodeLimit);
staffSecurityRouter.use("/admin/second-factor/verify", wrongCodeLimit);
staffSecurityRouter.use("/admin/audit", requireUser, requireMoneyStaff);
staffSecurityRouter
  .openapi(secondFactorStatusRoute, async (c) => {
    noStore(c);
    const { db, now } = c.var.deps;
    return c.json(await secondFactorStatus(db, staffOf(c), c.var.auth.sessionId, now()), 200);
  })
  .openapi(enrolRoute, async (c) => {
    noStore(c);
    // The body is optional: a bare POST starts (or shows again) the setup.
    const body = (await c.req.json().catch(() => ({}))) as { restart?: unknown } | null;
    const restart = body?.restart === true;
    return c.json(await enrolSecondFactor(contextOf(c), staffOf(c), { restart }), 200);
  })
  .openapi(confirmRoute, async (c) => {
    noStore(c);
    const { code } = c.req.valid("json");
    return c.json(await confirmSecondFactor(contextOf(c), staffOf(c), c.var.auth.sessionId, code), 200);
  })
  .openapi(verifyRoute, async (c) => {
    noStore(c);
    const input = c.req.valid("json");
    return c.json(await verifySecondFactor(contextOf(c), staffOf(c), c.var.auth.sessionId, input), 200);
  })
  .openapi(listAuditRoute, async (c) => {
    noStore(c);
    return c.json(await listAudit(c.var.deps.db, c.req.valid("query")), 200);
  });
