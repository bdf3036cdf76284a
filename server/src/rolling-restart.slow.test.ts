import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { conciergeSignups, openDatabase } from "@campuslar/api";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { freePort } from "./test/throwaway-cluster.ts";
import { createThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 17, point 13: a rolling restart under steady load. Two instances serve one PostgreSQL
 * database behind a client that balances like a load balancer: round-robin, and a request
 * that a stopping instance did not take (connection refused, or its idle kept-alive
 * connection closed before it read the request) goes to the other. A gets SIGTERM mid-load
 * with a slow upload in flight: every request A took is answered in full, nothing is answered
 * 5xx, A exits 0 once drained, every acknowledged write is in the database, and a new A on the
 * same port takes its share again.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const DRAIN_TIMEOUT_S = 20;
const LANES = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
const next = () => ++counter;
/** A client address of this run, as a proxy in front would pass it on (documentation range). */
const address = (n: number) => `198.51.100.${n % 250}, 2001:db8::${n.toString(16)}`;

type Target = { name: "A" | "B"; port: number; agent: Agent };
type Attempt = {
  target: "A" | "B";
  requestId: string;
  sentAt: number;
  endedAt: number;
  /** The status; or, when no answer came, the error and whether response bytes had arrived. */
  status?: number;
  error?: { code: string; responded: boolean };
};

/** One HTTP exchange over the target's kept-alive connections; the body may be sent slowly. */
function exchange(
  target: Target,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  slowBodyMs = 0,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let responded = false;
    const req = request(
      {
        host: "127.0.0.1",
        port: target.port,
        method,
        path,
        agent: target.agent,
        headers: {
          ...headers,
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }),
        },
        timeout: 30_000,
      },
      (res) => {
        responded = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on("error", (error: NodeJS.ErrnoException) =>
          reject(Object.assign(error, { responded: true, code: error.code ?? "ERESPONSE" })),
        );
        res.on("aborted", () => reject(Object.assign(new Error("answer cut"), { responded: true, code: "ECUT" })));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { responded, code: error.code ?? "EUNKNOWN" })),
    );
    if (body === undefined) return req.end();
    if (slowBodyMs === 0) return req.end(body);
    // A phone on a slow network: the body arrives in pieces over `slowBodyMs`.
    const pieces = 8;
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const tick = setInterval(() => {
      req.write(body.slice(sent * size, (sent + 1) * size));
      sent++;
      if (sent === pieces) {
        clearInterval(tick);
        req.end();
      }
    }, slowBodyMs / pieces);
    req.on("close", () => clearInterval(tick));
  });
}

const signup = (n: number) => ({
  fullName: `Estudante ${run} ${n}`,
  messagingContact: `+55 11 9${String(n % 10_000_000).padStart(8, "0")}`,
});

describe.runIf(adminUrl)("a rolling restart under steady load", () => {
  let database: { url: string; drop: () => Promise<void> };
  const dataDirs: string[] = [];
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  let newA: RunningServer | undefined;
  let targets: Target[];

  const env = (dataDir: string, port: number) => ({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_PROPERTIES: "24",
    TRUST_PROXY: "1",
    DRAIN_TIMEOUT_SECONDS: String(DRAIN_TIMEOUT_S),
  });

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? "");
    for (const name of ["a", "b", "a2"]) dataDirs.push(await mkdtemp(join(tmpdir(), `campuslar-rolling-${name}-`)));
    const ports = [await freePort(), await freePort()];
    targets = (["A", "B"] as const).map((name, i) => ({
      name,
      port: ports[i] ?? 0,
      agent: new Agent({ keepAlive: true, maxSockets: LANES }),
    }));
    const started = await Promise.allSettled([
      startServer(env(dataDirs[0] ?? "", ports[0] ?? 0), 150_000),
      startServer(env(dataDirs[1] ?? "", ports[1] ?? 0), 150_000),
    ]);
    [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined));
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  });

  afterAll(async () => {
    for (const target of targets ?? []) target.agent.destroy();
    await Promise.all([a?.stop("SIGKILL"), b?.stop("SIGTERM"), newA?.stop("SIGTERM")]);
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it("drains A on SIGTERM: every request it took is answered, no 5xx, no acknowledged write lost", async () => {
    if (!a || !b) throw new Error("instances not started");
    const attempts: Attempt[] = [];
    const answers: { status: number; via: "A" | "B" }[] = [];
    const acknowledged = new Map<string, number>();
    let sigtermAt = Number.POSITIVE_INFINITY;
    let turn = 0;

    /**
     * The load balancer: round-robin; a request the chosen instance did not take goes to the
     * other, with the same idempotency key and a fresh request id per attempt.
     */
    const send = async (method: string, path: string, body?: unknown, key?: string, n = next()) => {
      const json = body === undefined ? undefined : JSON.stringify(body);
      const first = turn++ % 2;
      for (let round = 0; round < 50; round++) {
        const target = targets[(first + round) % 2] as Target;
        const requestId = `rr-${run}-${n}-${round}`;
        const attempt: Attempt = { target: target.name, requestId, sentAt: Date.now(), endedAt: 0 };
        attempts.push(attempt);
        const headers: Record<string, string> = { "x-request-id": requestId, "x-forwarded-for": address(n) };
        if (key) headers["idempotency-key"] = key;
        try {
          const answer = await exchange(target, method, path, headers, json);
          attempt.endedAt = Date.now();
          attempt.status = answer.status;
          answers.push({ status: answer.status, via: target.name });
          return answer;
        } catch (error) {
          const { code, responded } = error as { code: string; responded: boolean };
          attempt.endedAt = Date.now();
          attempt.error = { code, responded };
          // An answer cut short is never retried: the test fails on it below.
          if (responded) throw error;
          if (round % 2 === 1) await sleep(100);
        }
      }
      throw new Error(`no instance took ${method} ${path}`);
    };

    let running = true;
    const failures: string[] = [];
    const lane = async (laneNo: number) => {
      for (let i = 0; running; i++) {
        const n = next();
        try {
          if (i % 3 === 2) {
            const key = `rr-${run}-${laneNo}-${i}`;
            const answer = await send("POST", "/v2/users/concierge-fgv", signup(n), key, n);
            if (answer.status === 201) acknowledged.set(key, (JSON.parse(answer.body) as { id: number }).id);
            else failures.push(`write answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          } else {
            const path = i % 3 === 0 ? `/v2/properties?page=${(i % 2) + 1}&pageSize=12` : "/v2/properties/universities";
            const answer = await send("GET", path, undefined, undefined, n);
            if (answer.status !== 200) failures.push(`${path} answered ${answer.status}`);
          }
        } catch (error) {
          failures.push(`lane ${laneNo}: ${(error as Error).message}`);
        }
        await sleep(15);
      }
    };

    const lanes = Array.from({ length: LANES }, (_, i) => lane(i));
    await sleep(3_000);

    // A slow upload to A, in flight when the signal comes: it is read to the end and answered.
    const slowKey = `rr-${run}-slow`;
    const slowStartedAt = Date.now();
    const slow = exchange(
      targets[0] as Target,
      "POST",
      "/v2/users/concierge-fgv",
      { "x-request-id": `rr-${run}-slow`, "x-forwarded-for": address(next()), "idempotency-key": slowKey },
      JSON.stringify(signup(next())),
      4_000,
    );
    await sleep(1_000);
    sigtermAt = Date.now();
    const exited = a.stop("SIGTERM");
    const slowAnswer = await slow;
    const slowDoneAt = Date.now();
    const code = await exited;
    const exitedAt = Date.now();
    const oldA = a;
    a = undefined;
    expect(slowAnswer.status, slowAnswer.body).toBe(201);
    acknowledged.set(slowKey, (JSON.parse(slowAnswer.body) as { id: number }).id);

    // B alone for a while, then a new A on the same port, as an orchestrator replaces it.
    await sleep(1_500);
    const restartAt = Date.now();
    newA = await startServer(env(dataDirs[2] ?? "", targets[0]?.port ?? 0), 150_000);
    const newAListening = Date.now();
    await sleep(3_000);
    running = false;
    await Promise.all(lanes);

    // A stopped in order: drained within the timeout, then the e-mail worker, then the pool.
    expect(code).toBe(0);
    expect(exitedAt - sigtermAt).toBeLessThan(DRAIN_TIMEOUT_S * 1000);
    const oldOutput = oldA.output();
    expect(oldOutput).toContain("stopping: listener closed, draining requests in flight");
    expect(oldOutput).toContain("drained: every request answered");
    expect(oldOutput).not.toContain("drain timeout");
    expect(oldOutput).toContain("stopped: database pool closed");
    expect(slowDoneAt).toBeGreaterThan(sigtermAt);

    // Every logical request got an answer, and none was a 5xx.
    expect(failures).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);

    // The only attempts without an answer: to A after its SIGTERM (or while it restarted),
    // before any byte of an answer, and never seen by A: no request A took went unanswered.
    const unanswered = attempts.filter((attempt) => attempt.error);
    for (const attempt of unanswered) {
      expect(attempt.target, JSON.stringify(attempt)).toBe("A");
      expect(attempt.error?.responded, JSON.stringify(attempt)).toBe(false);
      expect(attempt.endedAt, JSON.stringify(attempt)).toBeGreaterThanOrEqual(sigtermAt);
      const seen = `"requestId":"${attempt.requestId}"`;
      expect(oldOutput.includes(seen) || newA.output().includes(seen), `taken, then not answered: ${seen}`).toBe(false);
    }
    // Nothing was refused before A's signal, and B never refused.
    expect(attempts.filter((attempt) => attempt.error && attempt.sentAt < sigtermAt)).toEqual([]);

    // Requests A had taken when the signal came were answered by A after it.
    const answeredByOldAAfterSignal = attempts.filter(
      (attempt) =>
        attempt.target === "A" && attempt.status && attempt.sentAt < sigtermAt && attempt.endedAt > sigtermAt,
    );
    // The new A takes its share once it listens.
    const answeredByNewA = attempts.filter(
      (attempt) => attempt.target === "A" && attempt.status && attempt.sentAt >= newAListening,
    );
    expect(answeredByNewA.length).toBeGreaterThan(0);

    // Every acknowledged write is in the database, once.
    const handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    try {
      const rows = await handle.db
        .select({ id: conciergeSignups.id, key: conciergeSignups.idempotencyKey })
        .from(conciergeSignups)
        .where(inArray(conciergeSignups.idempotencyKey, [...acknowledged.keys()]));
      expect(new Map(rows.map((row) => [row.key, row.id]))).toEqual(acknowledged);
    } finally {
      await handle.close();
    }

    const refused = unanswered.reduce<Record<string, number>>((counts, attempt) => {
      const key = attempt.error?.code ?? "";
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
    console.info(
      [
        `rolling restart: ${answers.length} answers (${answers.filter((x) => x.via === "A").length} by A, ` +
          `${answers.filter((x) => x.via === "B").length} by B), ${acknowledged.size} writes acknowledged and found`,
        `A drained and exited 0 in ${exitedAt - sigtermAt} ms; the slow upload (started ${sigtermAt - slowStartedAt} ms ` +
          `before the signal) answered ${slowAnswer.status} ${slowDoneAt - sigtermAt} ms after it; ` +
          `${answeredByOldAAfterSignal.length} more request(s) in flight answered by A after its signal`,
        `not taken by A and sent to B: ${JSON.stringify(refused)}; new A listening ${newAListening - restartAt} ms ` +
          `after its start, then answered ${answeredByNewA.length}`,
        "A's stop:",
        ...oldOutput.split("\n").filter((line) => /"msg":"(stopping|drain|e-mail worker|stopped)/.test(line)),
      ].join("\n"),
    );
  });

  it("cuts what is still in flight at the drain timeout, and still exits 0", async () => {
    const dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-rolling-timeout-")));
    dataDirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, SEED: "0", DRAIN_TIMEOUT_SECONDS: "1" });
    const target: Target = {
      name: "A",
      port: Number(new URL(server.url).port),
      agent: new Agent({ keepAlive: true }),
    };
    try {
      // An upload slower than the drain timeout.
      const slow = exchange(
        target,
        "POST",
        "/v2/users/concierge-fgv",
        { "x-forwarded-for": address(next()) },
        JSON.stringify(signup(next())),
        6_000,
      ).then(
        (answer) => `answered ${answer.status}`,
        (error: { code: string }) => `cut (${error.code})`,
      );
      await sleep(500);
      const signalAt = Date.now();
      const code = await server.stop("SIGTERM");
      const tookMs = Date.now() - signalAt;
      expect(code).toBe(0);
      expect(tookMs).toBeGreaterThanOrEqual(1_000);
      expect(tookMs).toBeLessThan(5_000);
      expect(await slow).toMatch(/^cut/);
      expect(server.output()).toContain("drain timeout: closing the connections still open");
      expect(server.output()).toContain("stopped: database pool closed");
    } finally {
      target.agent.destroy();
      await server.stop("SIGKILL");
    }
  });
});
