import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "./test/http-caller.ts";
import { type RunningServer, runServerToExit, startServer } from "./test/spawn-server.ts";
import { createThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 18 (decision 020): WEB_CONCURRENCY server processes share one port. A worker that dies
 * is replaced while the others keep answering; a stop drains them all and exits 0. The embedded
 * database is one process's, so PGlite refuses more than one.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
let addresses = 0;
const call = createCaller(() => `2001:db8:c1::${(++addresses).toString(16)}`);

/** The node processes the primary started. */
const workersOf = (primary: number): number[] => {
  try {
    return execFileSync("pgrep", ["-P", String(primary)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(adminUrl)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? "");
    dataDir = await mkdtemp(join(tmpdir(), "campuslar-cluster-"));
    server = await startServer(
      { DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_PROPERTIES: "12", WEB_CONCURRENCY: "2", TRUST_PROXY: "1" },
      150_000,
    );
  });

  afterAll(async () => {
    if (server?.child.exitCode === null) await server.stop("SIGKILL");
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("serves from two processes, replaces one that dies, and stops them all cleanly", async () => {
    const primary = server.child.pid ?? 0;
    const first = await until(
      () => workersOf(primary),
      (pids) => pids.length === 2,
    );
    expect(first).toHaveLength(2);
    // Both must be serving before one is killed: a worker starting on a fresh data directory
    // renders the demo photo pool first, and the other would otherwise be the only one up.
    await until(
      () => server.output(),
      (output) => (output.match(/listening on/g) ?? []).length >= 2,
      120_000,
    );
    const pages = await Promise.all(Array.from({ length: 8 }, () => call(server.url, "/v2/properties?pageSize=3")));
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));

    // One worker is killed outright: the other answers (a connection kept alive to the dead one
    // is reset, and a client sends again on a new one), and a new worker takes its place.
    process.kill(first[0] ?? 0, "SIGKILL");
    const health = () =>
      call(server.url, "/v2/health").then(
        (answer) => answer.status,
        () => 0,
      );
    expect(await until(health, (status) => status === 200, 2_000)).toBe(200);
    const after = await until(
      () => workersOf(primary),
      (pids) => pids.length === 2 && !pids.includes(first[0] ?? 0),
    );
    expect(after).toHaveLength(2);
    expect(after).not.toContain(first[0]);
    await until(
      () => server.output(),
      (output) => (output.match(/listening on/g) ?? []).length >= 3,
    );
    expect(server.output()).toContain("a server process died: starting another");

    expect(await server.stop("SIGTERM")).toBe(0);
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe("WEB_CONCURRENCY on PGlite", () => {
  it("refuses more than one process, naming the setting", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "campuslar-cluster-pglite-"));
    try {
      const { code, stderr } = await runServerToExit({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2", PORT: "0" });
      expect(code).toBe(1);
      expect(stderr).toContain("WEB_CONCURRENCY above 1 needs DATABASE_URL");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
