import { ACCOUNT_RATE_LIMITS } from "@campuslar/domain/user/account-rules";
import { describe, expect, it } from "vitest";
import { jsonRequest, useTestApi } from "../test/test-api.ts";
import { createMemoryRateLimiter } from "./rate-limit.ts";

/** A Node request as the server passes it: the socket's address and the raw headers. */
const fromNode = (socketAddress: string, forwardedFor?: string) => ({
  incoming: {
    socket: { remoteAddress: socketAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  },
});

/** A signup attempt refused as incomplete (400): it counts against the address, cheaply. */
const signup = (n: number) =>
  jsonRequest({
    name: "",
    phone: "+55 11 91234-5678",
    email: `ip.${Date.now()}.${n}@example.com`,
    password: "Segura1",
  });

const { limit } = ACCOUNT_RATE_LIMITS.signup.perIp;

describe("client address behind a trusted proxy (TRUST_PROXY)", () => {
  const t = useTestApi({ rateLimiter: createMemoryRateLimiter(), trustProxy: true });

  it("counts each forwarded client alone, by the address the proxy appended", async () => {
    for (let i = 0; i < limit; i++) {
      const response = await t.api.request("/v2/users/signup", signup(i), fromNode("10.0.0.1", `6.6.6.6, 203.0.113.7`));
      expect(response.status).toBe(400);
    }
    expect((await t.api.request("/v2/users/signup", signup(99), fromNode("10.0.0.1", "203.0.113.7"))).status).toBe(429);
    // Another client behind the same proxy is not blocked by the first one's tries.
    expect((await t.api.request("/v2/users/signup", signup(100), fromNode("10.0.0.1", "203.0.113.8"))).status).toBe(
      400,
    );
  });
});

describe("an X-Forwarded-For entry that is not an address", () => {
  const t = useTestApi({ rateLimiter: createMemoryRateLimiter(), trustProxy: true });

  it("counts by the socket's address, and a port after the address is dropped", async () => {
    const signupAs = (n: number, forwardedFor: string) =>
      t.api.request(
        "/v2/users/signup",
        jsonRequest({
          name: "Rita Alves",
          phone: "+55 11 91234-5678",
          email: `fwd.${Date.now()}.${n}@example.com`,
          password: "Segura1",
        }),
        fromNode("192.0.2.9", forwardedFor),
      );
    // Stored with the session (an `inet`): a value that is no address must not fail the signup.
    expect((await signupAs(1, "unknown")).status).toBe(201);
    expect((await signupAs(2, "2001:db8:zz::1")).status).toBe(201);
    expect((await signupAs(3, "203.0.113.7:51234")).status).toBe(201);
    expect((await signupAs(4, "[2001:db8::7]:51234")).status).toBe(201);
  });
});

describe("client address without a trusted proxy", () => {
  const t = useTestApi({ rateLimiter: createMemoryRateLimiter() });

  it("ignores X-Forwarded-For, which any client can write", async () => {
    for (let i = 0; i < limit; i++) {
      const response = await t.api.request("/v2/users/signup", signup(i), fromNode("198.51.100.4", `203.0.113.${i}`));
      expect(response.status).toBe(400);
    }
    const spoofed = await t.api.request("/v2/users/signup", signup(99), fromNode("198.51.100.4", "203.0.113.250"));
    expect(spoofed.status).toBe(429);
  });
});
