import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { RateLimiter } from "./app-env.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./rate-limit.ts";

/** Redis answers on 127.0.0.1:6379 on development machines and in CI; elsewhere that case is skipped. */
const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  retryStrategy: () => null,
});
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
const prefix = `test:rl:${randomUUID()}:`;

afterAll(async () => {
  if (!redisUp) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const implementations: [string, () => RateLimiter, boolean][] = [
  ["in memory", () => createMemoryRateLimiter(), true],
  ["Redis", () => createRedisRateLimiter(redis, { prefix }), redisUp],
];

describe.each(implementations)("rate limiter (%s)", (_name, make, available) => {
  it.runIf(available)("allows the limit, then refuses with the seconds left in the window", async () => {
    const limiter = make();
    const key = `k:${randomUUID()}`;
    const now = Date.now();
    for (let i = 1; i <= 3; i++) {
      const hit = await limiter.hit(key, 3, 60_000, now);
      expect(hit).toMatchObject({ allowed: true, remaining: 3 - i });
    }
    const over = await limiter.hit(key, 3, 60_000, now);
    expect(over.allowed).toBe(false);
    expect(over.remaining).toBe(0);
    expect(over.retryAfterS).toBeGreaterThan(55);
    expect(over.retryAfterS).toBeLessThanOrEqual(60);
  });

  it.runIf(available)("counts each key on its own", async () => {
    const limiter = make();
    const a = `a:${randomUUID()}`;
    const b = `b:${randomUUID()}`;
    await limiter.hit(a, 1, 60_000, Date.now());
    expect((await limiter.hit(a, 1, 60_000, Date.now())).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 60_000, Date.now())).allowed).toBe(true);
  });

  it.runIf(available)("starts a fresh window once the old one ends", async () => {
    const limiter = make();
    const key = `w:${randomUUID()}`;
    const start = Date.now();
    await limiter.hit(key, 1, 150, start);
    expect((await limiter.hit(key, 1, 150, start)).allowed).toBe(false);
    // Redis times windows itself, so the test really waits; the in-memory clock is passed in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await limiter.hit(key, 1, 150, start + 200)).allowed).toBe(true);
  });
});

describe("rate limiter (in memory) bounds", () => {
  it("keeps at most maxKeys counters, dropping ended windows first", async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 3 });
    const now = 1_000_000;
    await limiter.hit("old", 1, 10, now);
    await limiter.hit("live1", 1, 60_000, now);
    await limiter.hit("live2", 1, 60_000, now);
    // "old" has ended: making room drops it, and the live counters survive.
    await limiter.hit("new", 1, 60_000, now + 100);
    expect((await limiter.hit("live1", 1, 60_000, now + 100)).allowed).toBe(false);
    // Full of live windows: the oldest goes, so memory stays bounded under a flood of keys.
    for (let i = 0; i < 1000; i++) await limiter.hit(`flood${i}`, 1, 60_000, now + 100);
    expect((await limiter.hit("live2", 1, 60_000, now + 100)).allowed).toBe(true);
  });
});

describe("Redis limiter", () => {
  it.runIf(redisUp)("sets an expiry with the first hit, so a counter never outlives its window", async () => {
    const limiter = createRedisRateLimiter(redis, { prefix });
    const key = `ttl:${randomUUID()}`;
    await limiter.hit(key, 5, 60_000, Date.now());
    const ttl = await redis.pttl(prefix + key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
