import { ACCOUNT_RATE_LIMITS } from "@campuslar/domain/user/account-rules";
import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

let clock = new Date("2026-11-22T10:00:00Z");

describe("account abuse limits", () => {
  const t = useTestApi({ now: () => clock, rateLimiter: createMemoryRateLimiter() });
  const post = (path: string, body: unknown) => t.api.request(path, jsonRequest(body));
  const form = (email: string) => ({ name: "Ana Souza", phone: "+55 11 91234-5678", email, password: "Segura1" });

  it("refuses the 11th login for one account in the window with 429 and Retry-After; another account still logs in", async () => {
    const target = `alvo.${Date.now()}@example.com`;
    const other = `outra.${Date.now()}@example.com`;
    expect((await post("/v2/users/signup", form(target))).status).toBe(201);
    expect((await post("/v2/users/signup", form(other))).status).toBe(201);

    const { limit, windowMs } = ACCOUNT_RATE_LIMITS.login.perAccount;
    for (let i = 0; i < limit; i++) {
      // Wrong passwords and a differently cased e-mail: all count against the same account.
      const email = i % 2 ? target.toUpperCase() : target;
      expect((await post("/v2/users/login", { email, password: `Errada${i}` })).status).toBe(401);
    }
    const blocked = await post("/v2/users/login", { email: target, password: "Segura1" });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

    expect((await post("/v2/users/login", { email: other, password: "Segura1" })).status).toBe(200);

    // Once the window has passed, the right password works again.
    clock = new Date(clock.getTime() + windowMs + 1000);
    expect((await post("/v2/users/login", { email: target, password: "Segura1" })).status).toBe(200);
  });

  it("throttles forgot per account, without telling whether the account exists", async () => {
    const email = `esqueci.${Date.now()}@example.com`;
    const { limit } = ACCOUNT_RATE_LIMITS.forgot.perAccount;
    for (let i = 0; i < limit; i++) expect((await post("/v2/users/forgot", { email })).status).toBe(200);
    const blocked = await post("/v2/users/forgot", { email });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post("/v2/users/forgot", { email: `outro.${email}` })).status).toBe(200);
  });

  it("limits reset attempts per address", async () => {
    const { limit } = ACCOUNT_RATE_LIMITS.resetPassword.perIp;
    for (let i = 0; i < limit; i++) {
      expect((await post("/v2/users/reset-password", { token: `guess${i}`, password: "Nova1234" })).status).toBe(400);
    }
    expect((await post("/v2/users/reset-password", { token: "guess", password: "Nova1234" })).status).toBe(429);
  });
});
