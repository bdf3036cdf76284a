import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { conciergeSignups, openDatabase } from "@campuslar/api";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "./test/http-caller.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { canRunThrowawayCluster, startThrowawayCluster, type ThrowawayCluster } from "./test/throwaway-cluster.ts";

/**
 * Issue 17: a database outage is an outage of requests, never of the process. The server runs
 * on a PostgreSQL cluster of the test's own, which is stopped (cleanly and as a crash) and frozen
 * under a steady mix of reads, writes, health checks and pages.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let address = 0;
/** A client address of its own for every call, so the abuse limits never answer for an outage. */
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const call = createCaller(nextAddress);

const signUp = (server: RunningServer, lane: number, i: number) =>
  call(server.url, "/v2/users/concierge-fgv", {
    body: {
      fullName: `Estudante ${lane}-${i}`,
      messagingContact: `+55 11 9${lane % 10}${String(i).padStart(7, "0")}`,
    },
  });

/**
 * Twelve lanes of mixed requests until `stop()`: listings, a sign-up (a write whose id is kept
 * when acknowledged), health, and a page. Anything but a success or a 503 is a failure, and so
 * is a dropped connection.
 */
function steadyLoad(server: RunningServer) {
  const acknowledged: number[] = [];
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  const lane = async (n: number) => {
    for (let i = 0; running; i++) {
      const kind = i % 4;
      try {
        const answer =
          kind === 0
            ? await call(server.url, "/v2/properties?pageSize=3")
            : kind === 1
              ? await signUp(server, n, i)
              : kind === 2
                ? await call(server.url, "/v2/health")
                : await call(server.url, "/imoveis");
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (kind === 1 && answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
        else if (answer.status >= 500 && answer.status !== 503) failures.push(`${kind} answered ${answer.status}`);
      } catch (error) {
        failures.push(`${kind} failed: ${(error as Error).message}`);
      }
    }
  };
  const lanes = Array.from({ length: 12 }, (_, n) => lane(n));
  return {
    acknowledged,
    failures,
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
    },
  };
}

/** Polls `url` until it answers 200; resolves with the milliseconds that took. */
async function msUntilServing(url: string, limitMs = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const answer = await call(url, "").catch(() => undefined);
    if (answer?.status === 200) return Date.now() - started;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

describe.runIf(canRunThrowawayCluster())("a PostgreSQL outage", () => {
  let cluster: ThrowawayCluster;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "campuslar-outage-"));
    cluster = await startThrowawayCluster();
    server = await startServer({
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SEED_PROPERTIES: "20",
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await server?.stop("SIGTERM");
    cluster?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("ten stops under mixed load: the process stays, answers 503 during, serves within 2 s after, and keeps every acknowledged write", async () => {
    const load = steadyLoad(server);
    const recoveries: number[] = [];
    for (let trial = 0; trial < 10; trial++) {
      await sleep(400);
      cluster.stop(trial % 2 === 0 ? "fast" : "immediate");

      // Free text asked for the first time: only the database can answer it. (An answer kept
      // from before the stop may still be served in the moment before the process hears the
      // connection drop: nothing in the catalogue can change while the database is down.)
      const during = await call(server.url, `/v2/properties?pageSize=3&lang=en&q=stopped${trial}x${Date.now()}`);
      expect(during.status, during.body).toBe(503);
      expect(during.retryAfter).toBe("5");
      expect(JSON.parse(during.body)).toEqual({
        error: {
          code: "unavailable",
          message: "The service is unavailable for a moment. Please try again in a few seconds.",
          requestId: during.requestId,
        },
      });
      const health = await call(server.url, "/v2/health");
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: "error", checks: { database: "down" } });
      expect((await call(server.url, "/v2/health/live")).status).toBe(200);
      // The page's 503 names its request id, which the API's log lines of that page carry too.
      const page = await call(server.url, "/en/imoveis");
      expect(page.status).toBe(503);
      expect(page.requestId).toMatch(/^[\w-]{36}$/);
      expect(page.body).toContain(`<code class="font-mono text-ink-900 select-all">${page.requestId}</code>`);
      expect(server.output()).toMatch(new RegExp(`"requestId":"${page.requestId}"[^\n]*database unavailable`));

      await sleep(300);
      cluster.start();
      recoveries.push(await msUntilServing(`${server.url}/v2/properties?pageSize=3`));
    }
    await sleep(500);
    await load.stop();

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(load.failures).toEqual([]);
    expect(Math.max(...recoveries), `recoveries: ${recoveries.join(", ")} ms`).toBeLessThanOrEqual(2_000);
    expect(load.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(load.acknowledged.length).toBeGreaterThan(20);
    console.info(
      `outage: 10 stops survived; recovery ${Math.min(...recoveries)}–${Math.max(...recoveries)} ms; ` +
        `answers ${JSON.stringify(Object.fromEntries(load.statuses))}; ${load.acknowledged.length} writes acknowledged`,
    );

    const direct = await openDatabase({ kind: "postgres", url: cluster.url, poolSize: 1 });
    try {
      const found = await direct.db
        .select({ id: conciergeSignups.id })
        .from(conciergeSignups)
        .where(inArray(conciergeSignups.id, load.acknowledged));
      expect(found.length).toBe(load.acknowledged.length);
    } finally {
      await direct.close();
    }
  });

  it("a frozen database (SIGSTOP for 10 s): health answers 503 within a second, requests fail within their limit, nothing kept is served once changes go unheard, and all is well after SIGCONT", async () => {
    expect(await msUntilServing(`${server.url}/v2/health`)).toBeLessThan(2_000);
    // A page of results the process keeps (decision 020): answered from memory until it cannot
    // prove it still hears the catalogue's changes.
    const kept = "/v2/properties?pageSize=3&order=price_asc";
    expect((await call(server.url, kept)).status).toBe(200);
    cluster.freeze();
    const frozenAt = Date.now();
    try {
      const [health, read, write] = await Promise.all([
        call(server.url, "/v2/health"),
        // Free text the process has never been asked: only the database can answer it.
        call(server.url, `/v2/properties?pageSize=3&q=frozen${Date.now().toString(36)}`),
        signUp(server, 99, 1),
      ]);
      expect(health.status).toBe(503);
      expect(health.ms, "health's answer time").toBeLessThan(1_250);
      expect(read.status).toBe(503);
      expect(write.status).toBe(503);
      // The statement limit (5 s) or the wait for a connection (3 s), with room for a busy machine.
      expect(Math.max(read.ms, write.ms)).toBeLessThan(8_000);
      expect((await call(server.url, "/v2/health/live")).status).toBe(200);
      // Its heartbeat unanswered (within 2.5 s), the process serves nothing it kept: a frozen
      // server and a network cut look the same from here, and across a cut other instances'
      // writes would go unheard.
      await sleep(Math.max(0, 3_000 - (Date.now() - frozenAt)));
      const keptRead = await call(server.url, kept);
      expect(keptRead.status).toBe(503);
      console.info(
        `freeze: health ${health.ms} ms, read ${read.ms} ms, write ${write.ms} ms, a kept page ${keptRead.ms} ms, all 503`,
      );
      await sleep(Math.max(0, 10_000 - (Date.now() - frozenAt)));
    } finally {
      cluster.thaw();
    }
    expect(await msUntilServing(`${server.url}/v2/properties?pageSize=3`)).toBeLessThanOrEqual(2_000);
    expect((await call(server.url, "/v2/health")).status).toBe(200);
    expect((await signUp(server, 99, 2)).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});
