import { isLocale, negotiateLocale } from "@campuslar/domain/i18n/locales";
import { ACCOUNT_DELETION_LIMIT } from "@campuslar/domain/user/account-deletion";
import { ACCOUNT_MESSAGES, ACCOUNT_RATE_LIMITS as L, loginDelayMs } from "@campuslar/domain/user/account-rules";
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { AppEnv } from "../../lib/app-env.ts";
import { isDisposableEmail } from "../../lib/disposable-email.ts";
import { errorBody } from "../../lib/errors.ts";
import { accountEmail, byIp, rateLimit } from "../../lib/rate-limit.ts";

const byAccount = async (c: Parameters<typeof byIp>[0]) => {
  const email = await accountEmail(c);
  return email ? [`account:${email}`] : undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password guessing (issue 17), without a lever to lock the owner out:
 * - every attempt from one address counts (guessing across many accounts): refused past the limit;
 * - wrong passwords for one account from one address: that pair is refused past its limit;
 * - wrong passwords for one account from anywhere only slow its next logins (`loginDelayMs`),
 *   so the right password still works from a new address however many others were tried.
 * Only wrong passwords (a 401) count against the account; a success leaves the counters alone.
 */
const loginPerIp = rateLimit({ name: "login", rules: [{ scope: "ip", ...L.login.perIp, key: byIp }] });

const loginPerAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.var.deps.rateLimiter;
  const email = await accountEmail(c);
  if (!limiter || !email) return next();
  const now = c.var.deps.now().getTime();
  const pairKey = `login:pair:${email}|${byIp(c)[0]}`;
  const accountKey = `login:account:${email}`;
  const [pair, account] = await Promise.all([limiter.peek(pairKey, now), limiter.peek(accountKey, now)]);
  if (pair.count >= L.login.perAccountAndIp.limit) {
    c.var.log.warn({ limit: "login", retryAfterS: pair.retryAfterS, scope: "account-ip" }, "rate limited");
    c.var.deps.metrics?.rateLimited("login");
    c.header("Retry-After", String(pair.retryAfterS));
    const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
    return c.json(errorBody("rate_limited", ACCOUNT_MESSAGES.tooManyAttempts[locale]), 429);
  }
  const delay = loginDelayMs(account.count);
  if (delay > 0) await sleep(delay);
  await next();
  if (c.res.status === 401) {
    await Promise.all([
      limiter.hit(pairKey, L.login.perAccountAndIp.limit, L.login.perAccountAndIp.windowMs, now),
      limiter.hit(accountKey, Number.MAX_SAFE_INTEGER, L.login.perAccount.windowMs, now),
    ]);
  }
};

/** The address first: a refused address never reaches the account's counters. */
export const loginLimit = every(loginPerIp, loginPerAccount);

/** The address, for a signup whose e-mail is at a throwaway inbox domain. */
const byIpIfDisposable = async (c: Parameters<typeof byIp>[0]) => {
  const email = await accountEmail(c);
  return email && isDisposableEmail(email) ? byIp(c) : undefined;
};

/**
 * Mass account creation (docs/decisions/008-signup-abuse.md). A class behind one campus or
 * carrier address gets in together: the hourly count per address is generous and a slower
 * daily one caps an address's day. One e-mail cannot be tried over and over, and throwaway
 * e-mail domains, the usual tool of bulk signups, count against a much tighter daily limit
 * whose refusal tells the person to use an e-mail they keep.
 */
export const signupLimit = rateLimit({
  name: "signup",
  rules: [
    { scope: "ip", ...L.signup.perIp, key: byIp },
    { scope: "ip-day", ...L.signup.perIpDaily, key: byIp },
    { scope: "account", ...L.signup.perEmail, key: byAccount },
    {
      scope: "disposable",
      ...L.signup.disposablePerIp,
      key: byIpIfDisposable,
      refusal: { field: "email", key: "form.email.disposableLimited", message: ACCOUNT_MESSAGES.disposableLimited },
    },
  ],
});

/**
 * Flooding someone's inbox with reset e-mails, or many inboxes from one address. Past the
 * per-account limit the call answers as usual and sends nothing (issue 17): requests made by
 * someone else never refuse the owner's own, whose inbox already holds live links.
 */
const forgotPerIp = rateLimit({ name: "forgot", rules: [{ scope: "ip", ...L.forgot.perIp, key: byIp }] });

const forgotPerAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.var.deps.rateLimiter;
  const email = await accountEmail(c);
  if (!limiter || !email) return next();
  const hit = await limiter.hit(
    `forgot:account:${email}`,
    L.forgot.perAccount.limit,
    L.forgot.perAccount.windowMs,
    c.var.deps.now().getTime(),
  );
  if (hit.allowed) return next();
  c.var.log.warn({ limit: "forgot", scope: "account" }, "reset e-mail withheld: the account's limit is reached");
  const body = (await c.req.json().catch(() => ({}))) as { locale?: unknown };
  const locale = isLocale(body.locale)
    ? body.locale
    : negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ message: ACCOUNT_MESSAGES.forgotSent[locale] }, 200);
};

export const forgotLimit = every(forgotPerIp, forgotPerAccount);

/** Guessing reset tokens. */
export const resetPasswordLimit = rateLimit({
  name: "reset-password",
  rules: [{ scope: "ip", ...L.resetPassword.perIp, key: byIp }],
});

/**
 * Deleting one's account asks for the password (decision 018): wrong ones are counted per
 * account and refused past ACCOUNT_DELETION_LIMIT, so an open session someone else got hold of
 * cannot be used to guess the password. Only a refusal for the password (a 400) counts.
 * Runs after `requireUser`.
 */
export const deleteAccountLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.var.deps.rateLimiter;
  if (!limiter) return next();
  const key = `delete-account:user:${c.var.auth.user.id}`;
  const now = c.var.deps.now().getTime();
  const tried = await limiter.peek(key, now);
  if (tried.count >= ACCOUNT_DELETION_LIMIT.limit) {
    c.var.log.warn({ limit: "delete-account", retryAfterS: tried.retryAfterS }, "rate limited");
    c.var.deps.metrics?.rateLimited("delete-account");
    c.header("Retry-After", String(tried.retryAfterS));
    const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
    return c.json(errorBody("rate_limited", ACCOUNT_MESSAGES.tooManyAttempts[locale]), 429);
  }
  await next();
  if (c.res.status === 400) {
    await limiter.hit(key, ACCOUNT_DELETION_LIMIT.limit, ACCOUNT_DELETION_LIMIT.windowMs, now);
  }
};

/** Issue 34: guessing verification tokens. */
export const verifyEmailLimit = rateLimit({
  name: "verify-email",
  rules: [{ scope: "ip", ...L.verifyEmail.perIp, key: byIp }],
});

/** Issue 34: new verification links per account, so the button cannot flood an inbox. Runs after `requireUser`. */
export const resendVerificationLimit = rateLimit({
  name: "resend-verification",
  rules: [{ scope: "account", ...L.resendVerification.perAccount, key: (c) => [`user:${c.var.auth.user.id}`] }],
});
