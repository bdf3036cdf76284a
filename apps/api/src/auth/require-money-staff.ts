import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { sessions } from "../db/schema/users.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { HttpError } from "../lib/errors.ts";
import { localeOf } from "../lib/request-locale.ts";
import { SECOND_FACTOR_MESSAGES } from "../services/staff-security/second-factor-messages.ts";
import { actorOf, policy } from "./policy.ts";

/** A second factor confirmed in a session counts for this long; then the next money action asks again. */
export const SECOND_FACTOR_VALID_MS = 12 * 60 * 60 * 1000;

/**
 * Money actions (issue 36, point 8: matching, refunds, releases, payout batches) are staff's, and
 * only in a session that confirmed its second factor (TOTP or a recovery code) within
 * `SECOND_FACTOR_VALID_MS`. Mount after `requireUser`: 403 `forbidden` for anyone not staff,
 * 403 `second_factor_required` for staff whose session has not confirmed it, so the backoffice
 * can send them to the code prompt and back.
 */
export const requireMoneyStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (!policy.isStaff(actorOf(c))) throw new HttpError("forbidden", "Only staff may do this");
  const [session] = await c.var.deps.db
    .select({ secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.id, c.var.auth.sessionId));
  const at = session?.secondFactorAt;
  if (!at || c.var.deps.now().getTime() - at.getTime() > SECOND_FACTOR_VALID_MS) {
    throw new HttpError("second_factor_required", SECOND_FACTOR_MESSAGES.required[localeOf(c)]);
  }
  await next();
});
