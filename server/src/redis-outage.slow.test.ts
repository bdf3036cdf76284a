import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { createCaller } from "./test/http-caller.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { freePort } from "./test/throwaway-cluster.ts";

/**
 * Issue 17: Redis down degrades, never fails. The server shares its abuse limits through a Redis
 * of the test's own, which is killed under login and signup traffic and started again.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  await sleep(300);
  return child;
}

let address = 0;
const nextAddress = () => {
  address++;
  return `10.9.${(address >> 8) & 255}.${address & 255}`;
};

const call = createCaller(nextAddress);

/**
 * Per lane and round: a signup, a login with its right password, a wrong password for an
 * unknown account, a forgotten password and a reset with a bad token. Each round uses fresh
 * accounts: the per-account login limit is issue 17's lockout point, not this test's. A dropped
 * connection counts as status 0.
 */
function authTraffic(url: string) {
  const statuses = new Map<number, number>();
  let running = true;
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const lane = async (n: number) => {
    for (let i = 0; running; i++) {
      const email = `redis.${n}.${i}.${Date.now()}@example.com`;
      try {
        const signup = await call(url, "/v2/users/signup", {
          body: { name: "Rita Alves", phone: "+55 11 98765-4321", email, password: "Segura2026" },
        });
        count(signup.status);
        const answers = await Promise.all([
          call(url, "/v2/users/login", { body: { email, password: "Segura2026" } }),
          call(url, "/v2/users/login", { body: { email: `nobody.${email}`, password: "Errada123" } }),
          call(url, "/v2/users/forgot", { body: { email } }),
          call(url, "/v2/users/reset-password", { body: { token: "t".repeat(43), password: "Segura2026" } }),
        ]);
        for (const answer of answers) count(answer.status);
      } catch {
        count(0);
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(lane);
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
    },
  };
}

describe.runIf(hasRedis)("a Redis outage", () => {
  let redis: ChildProcess;
  let redisPort: number;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-redis-")));
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    server = await startServer({
      DATA_DIR: dataDir,
      SEED: "0",
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await server?.stop("SIGTERM");
    redis?.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("login, signup, forgot and reset never answer 500 while Redis is down; health says degraded, then ok again", async () => {
    const email = `redis.owner.${Date.now()}@example.com`;
    const signup = await call(server.url, "/v2/users/signup", {
      body: { name: "Rita Alves", phone: "+55 11 98765-4321", email, password: "Segura2026" },
    });
    expect(signup.status).toBe(201);
    expect(JSON.parse((await call(server.url, "/v2/health")).body)).toMatchObject({
      status: "ok",
      checks: { redis: "ok" },
    });

    const traffic = authTraffic(server.url);
    await sleep(1_000);
    redis.kill("SIGKILL");
    await sleep(2_000);
    const during = await call(server.url, "/v2/health");
    expect(during.status).toBe(200);
    expect(JSON.parse(during.body)).toMatchObject({ status: "degraded", checks: { database: "ok", redis: "down" } });
    // The right password still logs in, from a new address, while Redis is out.
    expect((await call(server.url, "/v2/users/login", { body: { email, password: "Segura2026" } })).status).toBe(200);

    redis = await startRedis(redisPort);
    const started = Date.now();
    let health = "";
    while (Date.now() - started < 10_000) {
      health = (await call(server.url, "/v2/health")).body;
      if (JSON.parse(health).status === "ok") break;
      await sleep(200);
    }
    await traffic.stop();
    expect(JSON.parse(health)).toMatchObject({ status: "ok", checks: { redis: "ok" } });

    const fiveHundreds = [...traffic.statuses].filter(([status]) => status >= 500 || status === 0);
    expect(fiveHundreds).toEqual([]);
    expect(traffic.statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain("redis unavailable: abuse limits counted in this process");
    console.info(`redis outage: answers ${JSON.stringify(Object.fromEntries(traffic.statuses))}, no 5xx`);
  });
});
