import { randomUUID } from "node:crypto";
import { ACCOUNT_FIELD_MESSAGES } from "@campuslar/domain/user/account-field-messages";
import { ACCOUNT_MESSAGES, ACCOUNT_RATE_LIMITS } from "@campuslar/domain/user/account-rules";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { RateLimiter } from "../../lib/app-env.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "../../lib/rate-limit.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/**
 * Signup's abuse limits (docs/decisions/008-signup-abuse.md), through the real API with the
 * real limiters: in memory, and shared through the Redis at 127.0.0.1:6379 (skipped where none
 * answers). Each test comes from an address of its own, behind a trusted proxy.
 */
const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  retryStrategy: () => null,
});
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
const prefix = `test:signup:${randomUUID()}:`;
afterAll(async () => {
  if (!redisUp) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const L = ACCOUNT_RATE_LIMITS.signup;
let addressCount = 0;
/** An address no other test uses (a class's campus network, an attacker's server). */
const newAddress = () => `203.0.113.${++addressCount}`;
const unique = () => `${Date.now()}.${randomUUID().slice(0, 8)}`;

/** A request as the Node server passes it, from a client behind the trusted proxy. */
const from = (address: string) => ({
  incoming: { socket: { remoteAddress: "10.0.0.1" }, headers: { "x-forwarded-for": address } },
});
const student = (email: string, password = "Segura1") => ({
  name: "Ana Souza",
  phone: "+55 11 91234-5678",
  email,
  password,
});

const implementations: [string, () => RateLimiter, boolean][] = [
  ["in memory", () => createMemoryRateLimiter(), true],
  ["shared through Redis", () => createRedisRateLimiter(redis, { prefix }), redisUp],
];

describe.each(implementations)("signup abuse limits (%s)", (_name, makeLimiter, available) => {
  const t = useTestApi({ rateLimiter: available ? makeLimiter() : createMemoryRateLimiter(), trustProxy: true });
  const signup = (address: string, body: unknown, lang = "pt") =>
    t.api.request(`/v2/users/signup?lang=${lang}`, jsonRequest(body), from(address));

  it.runIf(available)("lets fifteen students sign up one after another from one address", async () => {
    const campus = newAddress();
    for (let i = 1; i <= 15; i++) {
      const response = await signup(campus, student(`turma${i}.${unique()}@usp.br`));
      expect(response.status, `student ${i}: ${await response.clone().text()}`).toBe(201);
      expect(((await response.json()) as { token: string }).token).toBeTruthy();
    }
  });

  it.runIf(available)("stops a flood from one address within the hour, in the caller's language", async () => {
    const bot = newAddress();
    // Attempts count whether or not they make an account: these are refused as incomplete, cheaply.
    for (let i = 0; i < L.perIp.limit; i++) {
      expect((await signup(bot, { ...student(`bot${i}.${unique()}@example.com`), name: "" })).status).toBe(400);
    }
    const blocked = await signup(bot, student(`bot.${unique()}@example.com`), "en");
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      error: { code: "rate_limited", message: ACCOUNT_MESSAGES.tooManyAttempts.en },
    });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(L.perIp.windowMs / 1000);

    const inPortuguese = await signup(bot, student(`bot.${unique()}@example.com`), "pt");
    expect(((await inPortuguese.json()) as { error: { message: string } }).error.message).toBe(
      ACCOUNT_MESSAGES.tooManyAttempts.pt,
    );
    // The class next door is not locked out by the flood.
    expect((await signup(newAddress(), student(`vizinha.${unique()}@usp.br`))).status).toBe(201);
  });

  it.runIf(available)("limits the attempts on one e-mail, whatever the address they come from", async () => {
    const email = `alvo.${unique()}@example.com`;
    expect((await signup(newAddress(), student(email))).status).toBe(201);
    for (let i = 1; i < L.perEmail.limit; i++) {
      // Differently cased, from another address each time: the same e-mail still.
      expect((await signup(newAddress(), student(i % 2 ? email.toUpperCase() : email))).status).toBe(409);
    }
    const blocked = await signup(newAddress(), student(email));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it.runIf(available)("lets a few throwaway e-mails through, then asks for an e-mail the person keeps", async () => {
    const address = newAddress();
    for (let i = 0; i < L.disposablePerIp.limit; i++) {
      expect((await signup(address, student(`tmp${i}.${unique()}@mailinator.com`))).status).toBe(201);
    }
    for (const lang of ["pt", "en"] as const) {
      const refused = await signup(address, student(`tmp.${unique()}@yopmail.com`), lang);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        error: {
          code: "rate_limited",
          message: ACCOUNT_MESSAGES.disposableLimited[lang],
          fields: { email: "form.email.disposableLimited" },
        },
      });
    }
    // The same address with an ordinary e-mail still signs up.
    expect((await signup(address, student(`real.${unique()}@gmail.com`))).status).toBe(201);
  });
});

describe("signup's daily limit per address", () => {
  let clock = new Date("2026-11-22T08:00:00Z");
  const t = useTestApi({ now: () => clock, rateLimiter: createMemoryRateLimiter(), trustProxy: true });
  const signup = (address: string, body: unknown) =>
    t.api.request("/v2/users/signup", jsonRequest(body), from(address));

  it("stops an address that stays under the hourly limit hour after hour", async () => {
    const slow = newAddress();
    const perHour = L.perIp.limit - 10;
    let sent = 0;
    while (sent < L.perIpDaily.limit) {
      for (let i = 0; i < perHour && sent < L.perIpDaily.limit; i++, sent++) {
        expect((await signup(slow, { ...student(`lento${sent}.${unique()}@example.com`), name: "" })).status).toBe(400);
      }
      clock = new Date(clock.getTime() + L.perIp.windowMs + 1000);
    }
    // A fresh hour, yet the day's count is spent.
    const blocked = await signup(slow, student(`lento.${unique()}@example.com`));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(L.perIp.windowMs / 1000);
    expect((await signup(newAddress(), student(`outro.${unique()}@example.com`))).status).toBe(201);

    // The next day the address signs up again.
    clock = new Date(clock.getTime() + L.perIpDaily.windowMs);
    expect((await signup(slow, student(`amanha.${unique()}@example.com`))).status).toBe(201);
  });
});

describe("common passwords", () => {
  const t = useTestApi();
  const post = (path: string, body: unknown, lang = "pt") => t.api.request(`${path}?lang=${lang}`, jsonRequest(body));

  it("refuses a password that meets the rule but is among the most used, next to the password", async () => {
    for (const password of ["Senha123", "Password1", "QWERTY1"]) {
      const response = await post("/v2/users/signup", student(`comum.${unique()}@example.com`, password));
      expect(response.status, password).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields.password).toBe("password.common");
    }
    expect(ACCOUNT_FIELD_MESSAGES["password.common"].en).toMatch(/most used/);
    expect((await post("/v2/users/signup", student(`propria.${unique()}@example.com`, "Moradia2027"))).status).toBe(
      201,
    );
  });

  it("refuses it on a password reset too", async () => {
    const response = await post("/v2/users/reset-password", { token: "t".repeat(43), password: "Password1" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.password).toBe("password.common");
  });
});
