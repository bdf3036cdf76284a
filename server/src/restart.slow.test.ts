import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, pageViews, properties } from "@campuslar/api";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runServerToExit, startServer } from "./test/spawn-server.ts";
import { withThrowawayDatabase } from "./test/throwaway-database.ts";

type UniversityList = { items: { slug: string; nearbyListings: number }[] };

describe("the server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "campuslar-restart-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps what was written across a stop and a restart, and stops cleanly on SIGTERM and SIGINT", async () => {
    const env = { DATA_DIR: dataDir, SEED_PROPERTIES: "60" };
    const first = await startServer(env);
    expect(first.output()).toContain("seeded an empty database");
    expect(await (await fetch(`${first.url}/v2/health`)).json()).toEqual({
      status: "ok",
      db: "pglite",
      checks: { database: "ok", redis: "none" },
    });
    const before = (await (await fetch(`${first.url}/v2/properties/universities`)).json()) as UniversityList;
    const view = await fetch(`${first.url}/v2/events/page-view`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/imoveis", locale: "pt" }),
    });
    expect(view.status).toBe(204);

    // A second server on the same directory is refused while the first runs.
    const intruder = await runServerToExit({ DATA_DIR: dataDir, PORT: "0" });
    expect(intruder.code).toBe(1);
    expect(intruder.stderr.trim().split("\n")).toHaveLength(1);
    expect(intruder.stderr).toMatch(/in use by process \d+/);

    expect(await first.stop("SIGTERM")).toBe(0);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);

    const second = await startServer(env);
    expect(second.output()).not.toContain("seeded");
    const after = (await (await fetch(`${second.url}/v2/properties/universities`)).json()) as UniversityList;
    expect(after).toEqual(before);
    expect(await second.stop("SIGINT")).toBe(0);

    // Opened directly after the stops, the directory holds the view and the seeded listings.
    const db = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const [views] = await db.db.select({ n: count() }).from(pageViews);
      const [listings] = await db.db.select({ n: count() }).from(properties);
      expect(views?.n).toBe(1);
      expect(listings?.n).toBe(60);
    } finally {
      await db.close();
    }
  });

  it("refuses a bad configuration with one line naming the variable and exit code 1", async () => {
    const badPort = await runServerToExit({ PORT: "abc", DATA_DIR: dataDir });
    expect(badPort.code).toBe(1);
    expect(badPort.stderr.trim()).toMatch(/^Invalid configuration: PORT [^\n]*"abc"\)$/);

    const badUrl = await runServerToExit({ DATABASE_URL: "postgres//nope", DATA_DIR: dataDir });
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr.trim()).toMatch(/^Invalid configuration: DATABASE_URL [^\n]*$/);
  });

  it("says in one line when the PostgreSQL server cannot be reached", async () => {
    const unreachable = await runServerToExit({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      DATA_DIR: dataDir,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr.trim()).toMatch(/^Cannot start: DATABASE_URL is unreachable [^\n]*$/);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)("serves from PostgreSQL when DATABASE_URL is set", async () => {
    await withThrowawayDatabase(adminUrl ?? "", async (url) => {
      const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir, SEED_PROPERTIES: "40" });
      try {
        expect(await (await fetch(`${server.url}/v2/health`)).json()).toEqual({
          status: "ok",
          db: "postgres",
          checks: { database: "ok", redis: "none" },
        });
        const list = (await (await fetch(`${server.url}/v2/properties/universities`)).json()) as UniversityList;
        expect(list.items.map((u) => u.slug)).toContain("fgv");
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }
    });
  });
});
