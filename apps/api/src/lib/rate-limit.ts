import { type Locale, negotiateLocale } from "@campuslar/domain/i18n/locales";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import type { Context, MiddlewareHandler } from "hono";
import { Redis } from "ioredis";
import type { AppEnv, RateLimiter, RateLimitResult } from "./app-env.ts";
import { clientIp } from "./client-ip.ts";
import { errorBody } from "./errors.ts";

const result = (count: number, limit: number, msLeft: number): RateLimitResult => ({
  allowed: count <= limit,
  remaining: Math.max(0, limit - count),
  retryAfterS: Math.max(1, Math.ceil(msLeft / 1000)),
});

/**
 * One process's counters. Fixed windows keep one small entry per key; the map is capped so a
 * flood of distinct keys (spoofed e-mails, many addresses) cannot grow memory without bound.
 */
export function createMemoryRateLimiter(options: { maxKeys?: number } = {}): RateLimiter {
  const maxKeys = options.maxKeys ?? 50_000;
  const buckets = new Map<string, { count: number; resetAt: number }>();

  const makeRoom = (now: number) => {
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
    // Still full of live windows: drop the oldest keys (Map iterates in insertion order).
    // Forgetting a counter errs towards letting a request through, never towards blocking one.
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  };

  return {
    async hit(key, limit, windowMs, now) {
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        buckets.delete(key);
        if (buckets.size >= maxKeys) makeRoom(now);
        bucket = { count: 0, resetAt: now + windowMs };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      return result(bucket.count, limit, bucket.resetAt - now);
    },
    async peek(key, now) {
      const bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) return { count: 0, retryAfterS: 0 };
      return { count: bucket.count, retryAfterS: Math.max(1, Math.ceil((bucket.resetAt - now) / 1000)) };
    },
  };
}

// INCR and PEXPIRE in one script, so a crash between them can never leave a key without expiry
// (which would block an account forever). A key found without a TTL is repaired the same way.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counters shared by every server process through Redis (`REDIS_URL`), so a limit holds
 * however many instances run. Windows are timed by Redis's own clock.
 */
export function createRedisRateLimiter(redis: Redis, options: { prefix?: string } = {}): RateLimiter {
  const prefix = options.prefix ?? "campuslar:rl:";
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return result(count, limit, ttl);
    },
    async peek(key) {
      const [[, count], [, ttl]] = ((await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) ?? [
        [null, null],
        [null, -2],
      ]) as [[unknown, string | null], [unknown, number]];
      const n = Number(count ?? 0);
      return n > 0 && ttl > 0
        ? { count: n, retryAfterS: Math.max(1, Math.ceil(ttl / 1000)) }
        : { count: 0, retryAfterS: 0 };
    },
  };
}

/** Stands in for the client's address on in-process calls, which come without a socket. */
export const IN_PROCESS_IP = "in-process";

/** The client's address, one key per IP. */
export const byIp = (c: Context): string[] => [`ip:${clientIp(c) ?? IN_PROCESS_IP}`];

/**
 * The account a request is about: the lower-cased `email` of its JSON body. Hono caches the
 * parsed body, so the route's validator reads the same body afterwards. A body that is not JSON
 * has no account; the validator answers it.
 */
export async function accountEmail(c: Context): Promise<string | undefined> {
  if (!c.req.header("content-type")?.includes("json")) return undefined;
  try {
    const body: unknown = await c.req.json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export type RateRule = {
  /** Distinguishes the counters of one kind of key (`ip`, `account`) from the other's. */
  scope: string;
  limit: number;
  windowMs: number;
  /** The keys this rule counts for the request; none means the rule does not apply. */
  key: (c: Context<AppEnv>) => string[] | undefined | Promise<string[] | undefined>;
  /**
   * What to say when this rule refuses, when the person can do better than wait: the field to
   * change (a message key the web shows next to it) and the sentence for API clients.
   */
  refusal?: { field: string; key: string; message: Record<Locale, string> };
};

/**
 * Counts the request against every rule's keys and answers 429 `rate_limited` with
 * `Retry-After` and a message in the caller's language when any is over its limit. Every key
 * is counted even when an earlier one is already over, so an attacker spreading attempts
 * cannot skip a counter. A refusing rule with its own `refusal` names the field to change.
 */
export function rateLimit(options: { name: string; rules: RateRule[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = c.var.deps.rateLimiter;
    if (!limiter) return next();
    const now = c.var.deps.now().getTime();
    let retryAfterS = 0;
    let refusal: RateRule["refusal"];
    for (const rule of options.rules) {
      for (const key of (await rule.key(c)) ?? []) {
        const hit = await limiter.hit(`${options.name}:${rule.scope}:${key}`, rule.limit, rule.windowMs, now);
        if (hit.allowed) continue;
        retryAfterS = Math.max(retryAfterS, hit.retryAfterS);
        refusal ??= rule.refusal;
      }
    }
    if (retryAfterS > 0) {
      // The log line names the call and the rule, never the e-mail or address being limited.
      c.var.log.warn({ limit: options.name, retryAfterS, field: refusal?.field }, "rate limited");
      c.var.deps.metrics?.rateLimited(options.name);
      c.header("Retry-After", String(retryAfterS));
      const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
      const body = refusal
        ? errorBody("rate_limited", refusal.message[locale], { [refusal.field]: refusal.key })
        : errorBody("rate_limited", ACCOUNT_MESSAGES.tooManyAttempts[locale]);
      return c.json(body, 429);
    }
    return next();
  };
}

/**
 * Issue 17: a shared store that is out never fails a request. While Redis cannot answer (down,
 * reconnecting, slow past its command timeout), this process counts alone in memory, which
 * still holds each limit per instance; the outage is logged once, and its end once.
 */
export function withLocalFallback(
  shared: RateLimiter,
  available: () => boolean,
  log: (event: "fallback" | "recovered", error?: Error) => void,
): RateLimiter {
  const local = createMemoryRateLimiter();
  let degraded = false;
  const fallBack = (error?: Error) => {
    if (!degraded) log("fallback", error);
    degraded = true;
  };
  return {
    async hit(key, limit, windowMs, now) {
      if (!available()) {
        fallBack();
        return local.hit(key, limit, windowMs, now);
      }
      try {
        const answer = await shared.hit(key, limit, windowMs, now);
        if (degraded) log("recovered");
        degraded = false;
        return answer;
      } catch (error) {
        fallBack(error as Error);
        return local.hit(key, limit, windowMs, now);
      }
    },
    async peek(key, now) {
      if (!available()) return local.peek(key, now);
      try {
        return await shared.peek(key, now);
      } catch (error) {
        fallBack(error as Error);
        return local.peek(key, now);
      }
    },
    state: () => (degraded || !available() ? "degraded" : "ok"),
  };
}

/**
 * The shared limiter for `REDIS_URL`, with its connection. A command fails fast rather than
 * queueing while Redis is down (no offline queue, a short timeout), and the limiter falls back
 * to this process's counters; errors are reported instead of crashing the process.
 */
export function connectRedisRateLimiter(
  url: string,
  onError: (error: Error) => void,
  onFallback: (event: "fallback" | "recovered", error?: Error) => void = () => {},
) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 });
  redis.on("error", onError);
  const limiter = withLocalFallback(createRedisRateLimiter(redis), () => redis.status === "ready", onFallback);
  return { limiter, close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
}
