import { ACCOUNT_MESSAGES, ACCOUNT_RATE_LIMITS, loginDelayMs } from "@campuslar/domain/user/account-rules";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/platform.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

let clock = new Date("2026-11-22T10:00:00Z");

describe("account abuse limits", () => {
  const t = useTestApi({ now: () => clock, rateLimiter: createMemoryRateLimiter(), trustProxy: true });
  /** The reset e-mails queued for `email`. */
  const outboxTo = async (email: string) =>
    (
      await t.handle.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "password_reset")))
    ).length;
  const post = (path: string, body: unknown) => t.api.request(path, jsonRequest(body));
  const form = (email: string) => ({ name: "Ana Souza", phone: "+55 11 91234-5678", email, password: "Segura1" });

  const from = (address: string) => ({
    incoming: { socket: { remoteAddress: "10.0.0.1" }, headers: { "x-forwarded-for": address } },
  });
  const postFrom = (address: string, path: string, body: unknown) =>
    t.api.request(path, jsonRequest(body), from(address));

  it("refuses wrong passwords for one account from one address past the limit, never the right password from another", async () => {
    const target = `alvo.${Date.now()}@example.com`;
    expect((await post("/v2/users/signup", form(target))).status).toBe(201);

    const { limit, windowMs } = ACCOUNT_RATE_LIMITS.login.perAccountAndIp;
    for (let i = 0; i < limit; i++) {
      // Wrong passwords and a differently cased e-mail: all count against the same account.
      const email = i % 2 ? target.toUpperCase() : target;
      expect((await postFrom("203.0.113.7", "/v2/users/login", { email, password: `Errada${i}` })).status).toBe(401);
    }
    const blocked = await postFrom("203.0.113.7", "/v2/users/login", { email: target, password: "Segura1" });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

    // The owner, elsewhere, logs in.
    expect((await postFrom("198.51.100.20", "/v2/users/login", { email: target, password: "Segura1" })).status).toBe(
      200,
    );

    // Once the window has passed, that address may try again.
    clock = new Date(clock.getTime() + windowMs + 1000);
    expect((await postFrom("203.0.113.7", "/v2/users/login", { email: target, password: "Segura1" })).status).toBe(200);
  });

  it("wrong passwords from many addresses only slow the account's logins; the right password still logs in", async () => {
    const target = `muitos.${Date.now()}@example.com`;
    expect((await post("/v2/users/signup", form(target))).status).toBe(201);
    const { slowAfter } = ACCOUNT_RATE_LIMITS.login.perAccount;
    // Each from an address of its own, so no address reaches its own limits.
    for (let i = 0; i < slowAfter + 2; i++) {
      const wrong = await postFrom(`192.0.2.${i + 1}`, "/v2/users/login", { email: target, password: `Errada${i}` });
      expect(wrong.status).toBe(401);
    }
    const started = performance.now();
    const owner = await postFrom("198.51.100.30", "/v2/users/login", { email: target, password: "Segura1" });
    const waited = performance.now() - started;
    expect(owner.status).toBe(200);
    // Twelve failures: the login waited, and not for long (loginDelayMs(12) is 500 ms).
    expect(waited).toBeGreaterThanOrEqual(loginDelayMs(slowAfter + 2) - 20);
    expect(waited).toBeLessThan(4_000);
  });

  it("a success does not count against the account", async () => {
    const email = `certo.${Date.now()}@example.com`;
    expect((await post("/v2/users/signup", form(email))).status).toBe(201);
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.login.perAccountAndIp.limit + 2; i++) {
      expect((await postFrom("203.0.113.9", "/v2/users/login", { email, password: "Segura1" })).status).toBe(200);
    }
  });

  it("past the per-account limit, forgot answers as usual (the owner is never refused) and sends nothing more", async () => {
    const email = `esqueci.${Date.now()}@example.com`;
    expect((await post("/v2/users/signup", form(email))).status).toBe(201);
    const { limit } = ACCOUNT_RATE_LIMITS.forgot.perAccount;
    const sent = () => outboxTo(email);
    for (let i = 0; i < limit; i++) {
      expect((await postFrom(`192.0.2.${50 + i}`, "/v2/users/forgot", { email })).status).toBe(200);
    }
    expect(await sent()).toBe(limit);
    const owner = await postFrom("198.51.100.40", "/v2/users/forgot", { email });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent.pt });
    expect(await sent()).toBe(limit);
  });

  it("limits reset attempts per address", async () => {
    const { limit } = ACCOUNT_RATE_LIMITS.resetPassword.perIp;
    for (let i = 0; i < limit; i++) {
      expect((await post("/v2/users/reset-password", { token: `guess${i}`, password: "Nova1234" })).status).toBe(400);
    }
    expect((await post("/v2/users/reset-password", { token: "guess", password: "Nova1234" })).status).toBe(429);
  });
});
