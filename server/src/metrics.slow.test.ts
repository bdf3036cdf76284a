import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { withThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 17, point 14: an operator reads `/metrics` with the token set in METRICS_TOKEN; without
 * the token nobody does, and without METRICS_TOKEN the path does not exist.
 */
const TOKEN = "metrics-token-for-tests-0123456789";

async function scrape(server: RunningServer, token = TOKEN) {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** The value of one sample line (`name{labels} value`), or undefined. */
const sample = (text: string, line: RegExp) => {
  const match = text.split("\n").find((l) => line.test(l));
  return match === undefined ? undefined : Number(match.split(" ").at(-1));
};

async function exercise(server: RunningServer) {
  const headers = { "content-type": "application/json", "X-Forwarded-For": "198.51.100.77" };
  for (let i = 0; i < 3; i++) await fetch(`${server.url}/v2/properties?pageSize=2`);
  await fetch(`${server.url}/v2/properties/SP99999`);
  // Five wrong passwords from one address for one account, then a sixth: one refusal.
  for (let i = 0; i < 6; i++) {
    await fetch(`${server.url}/v2/users/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "ninguem@example.com", password: `Errada${i}99` }),
    });
  }
  // A signup queues its welcome e-mail: the outbox has something to count.
  await fetch(`${server.url}/v2/users/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: "Rita Alves",
      phone: "+55 11 98765-4321",
      email: `metrics.${Date.now()}@example.com`,
      password: "Segura2026",
    }),
  });
}

describe("/metrics", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "campuslar-metrics-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is served only with the token: counts, latencies by route pattern, refusals, the outbox and memory", async () => {
    const server = await startServer({
      DATA_DIR: await withMigratedDatabase(join(dataDir, "a")),
      SEED_PROPERTIES: "10",
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY: "1",
    });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect((await scrape(server, `${TOKEN}x`)).status).toBe(401);
      await exercise(server);
      const { status, type, text } = await scrape(server);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
      // One series per route pattern, whatever code was asked for.
      expect(
        sample(text, /^http_requests_total\{route="\/v2\/properties",method="GET",status="200"\}/),
      ).toBeGreaterThanOrEqual(3);
      expect(sample(text, /^http_requests_total\{route="\/v2\/properties\/:code",method="GET",status="404"\}/)).toBe(1);
      expect(text).not.toContain("SP99999");
      expect(
        sample(text, /^http_request_duration_seconds_count\{route="\/v2\/properties",method="GET",status="200"\}/),
      ).toBeGreaterThanOrEqual(3);
      expect(sample(text, /^rate_limit_refusals_total\{limit="login"\}/)).toBe(1);
      // Reported (a number) on every scrape; the worker may already have sent the welcome e-mail.
      expect(sample(text, /^outbox_pending_emails /)).toBeGreaterThanOrEqual(0);
      expect(sample(text, /^outbox_oldest_pending_seconds /)).toBeGreaterThanOrEqual(0);
      expect(sample(text, /^process_resident_memory_bytes /)).toBeGreaterThan(10_000_000);
    } finally {
      await server.stop("SIGTERM");
    }
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const server = await startServer({ DATA_DIR: await withMigratedDatabase(join(dataDir, "b")), SEED: "0" });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await scrape(server)).status).toBe(404);
    } finally {
      await server.stop("SIGTERM");
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)("on PostgreSQL, reports the pool's connections in use, idle and waiting", async () => {
    await withThrowawayDatabase(adminUrl ?? "", async (url) => {
      const server = await startServer({
        DATABASE_URL: url,
        DATA_DIR: join(dataDir, "c"),
        SEED_PROPERTIES: "10",
        METRICS_TOKEN: TOKEN,
      });
      try {
        await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.url}/v2/properties?pageSize=2`)));
        const { text } = await scrape(server);
        expect(sample(text, /^db_pool_connections\{state="idle"\}/)).toBeGreaterThanOrEqual(1);
        expect(sample(text, /^db_pool_connections\{state="in_use"\}/)).toBeGreaterThanOrEqual(0);
        expect(sample(text, /^db_pool_connections\{state="waiting"\}/)).toBe(0);
      } finally {
        await server.stop("SIGTERM");
      }
    });
  });
});
