import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "./test/http-caller.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { createThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 18, freshness (decision 020): catalogue answers are cached on every instance, and a
 * listing published, repriced or archived shows so in search, detail and pages within a second
 * on each of two instances sharing one PostgreSQL, wherever the write came from. The instance
 * that answered a write shows it at once.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const FRESH_WITHIN_MS = 1_000;
const STAFF = { email: "staff.freshness@example.com", password: "Equipe2026" };

let addresses = 0;
const call = createCaller(() => `2001:db8:f5e5::${(++addresses).toString(16)}`);

type Listing = { code: string; rent: number };

type ListBody = { items: { code: string; rentAmount: number }[] };

/**
 * What one instance shows of a listing: its price in the API and on its page, whether a search
 * for its code finds it (free text, answered in SQL), and whether a search for rents of exactly
 * `rent` finds it (answered from the catalogue snapshot, decision 021, once one is read).
 */
async function seen(base: string, code: string, rent: number) {
  const detail = await call(base, `/v2/properties/${code}`);
  const search = await call(base, `/v2/properties?q=${code.toLowerCase()}`);
  const atRent = await call(base, `/v2/properties?minPrice=${rent}&maxPrice=${rent}&pageSize=50`);
  const page = await call(base, `/imovel/${code}`);
  const found = (JSON.parse(search.body) as ListBody).items.find((item) => item.code === code);
  return {
    detail: detail.status === 200 ? (JSON.parse(detail.body) as { rentAmount: number }).rentAmount : detail.status,
    search: found ? found.rentAmount : "absent",
    // Found, and showing that rent: its card is read from the database or from the rows kept
    // since the last change, never from before it.
    atRent: (JSON.parse(atRent.body) as ListBody).items.some((item) => item.code === code && item.rentAmount === rent),
    page: page.status === 200 ? page.body : page.status,
  };
}

/**
 * Polls until `check` passes and returns how long it took; fails past the promise. Then checks
 * again a moment later, when each instance has read its next catalogue snapshot (the first
 * search after a change starts it): what was fresh from the database must stay fresh from memory.
 */
async function within(check: () => Promise<void>): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      break;
    } catch (error) {
      if (performance.now() - started > FRESH_WITHIN_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const took = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await check();
  return took;
}

describe.runIf(adminUrl)("catalogue caches on two instances", () => {
  let database: { url: string; drop: () => Promise<void> };
  let writer: pg.Client;
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  let listing: Listing;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? "");
    for (const name of ["a", "b"]) dataDirs.push(await mkdtemp(join(tmpdir(), `campuslar-fresh-${name}-`)));
    const env = {
      DATABASE_URL: database.url,
      SEED_PROPERTIES: "30",
      TRUST_PROXY: "1",
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
    };
    // One after the other: the first seeds, the second finds the catalogue.
    for (const dataDir of dataDirs) servers.push(await startServer({ ...env, DATA_DIR: dataDir }, 150_000));
    writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
    const row = (
      await writer.query<{ code: string; rent_cents: number }>(
        "SELECT code, rent_cents FROM properties WHERE status = 'published' AND purpose = 'rent' AND rent_cents > 0 ORDER BY id LIMIT 1",
      )
    ).rows[0];
    if (!row) throw new Error("the seed has no published rent listing");
    listing = { code: row.code, rent: row.rent_cents / 100 };
  });

  afterAll(async () => {
    await writer?.end();
    const codes = await Promise.all(servers.map((server) => server.stop("SIGTERM")));
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    expect(codes).toEqual(servers.map(() => 0));
  });

  afterEach(({ task }) => {
    if (task.result?.state !== "fail") return;
    for (const [i, server] of servers.entries()) console.error(`instance ${i}:\n${server.output().slice(-2000)}`);
  });

  it("a repriced listing shows its new price everywhere within a second", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // Both instances have read (and kept) the listing as it was.
    for (const server of [a, b]) {
      for (let i = 0; i < 2; i++) {
        expect(await seen(server.url, listing.code, listing.rent)).toMatchObject({
          detail: listing.rent,
          atRent: true,
        });
      }
    }
    const newRent = listing.rent + 1_234;
    // Written by another process altogether (a staff tool, a migration): only the database knows.
    await writer.query("UPDATE properties SET rent_cents = $1 WHERE code = $2", [newRent * 100, listing.code]);
    const shown = new Intl.NumberFormat("pt-BR").format(newRent);
    const took = [];
    for (const server of [a, b]) {
      took.push(
        await within(async () => {
          const now = await seen(server.url, listing.code, newRent);
          expect(now.detail).toBe(newRent);
          expect(now.search).toBe(newRent);
          expect(now.atRent).toBe(true);
          expect((await seen(server.url, listing.code, listing.rent)).atRent).toBe(false);
          expect(now.page).toContain(shown);
        }),
      );
    }
    console.info(`repriced: seen by both instances after ${took.join(" and ")} ms`);
    listing.rent = newRent;
  });

  it("an archived listing leaves search, detail and its page within a second", async () => {
    for (const server of servers) {
      expect(await seen(server.url, listing.code, listing.rent)).toMatchObject({ search: listing.rent, atRent: true });
    }
    await writer.query("UPDATE properties SET status = 'archived' WHERE code = $1", [listing.code]);
    for (const server of servers) {
      await within(async () => {
        // Gone, not unknown: the API and the page say it was removed (issue 34.15).
        expect(await seen(server.url, listing.code, listing.rent)).toEqual({
          detail: 410,
          search: "absent",
          atRent: false,
          page: 410,
        });
      });
    }
  });

  it("a listing staff publish on one instance is on that one at once and on the other within a second", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    await writer.query("UPDATE properties SET status = 'pending', submitted_at = now() WHERE code = $1", [
      listing.code,
    ]);
    for (const server of [a, b]) {
      await within(async () => expect((await seen(server.url, listing.code, listing.rent)).detail).toBe(404));
    }
    const login = await call(a.url, "/v2/users/login", { body: STAFF });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    const published = await call(a.url, `/v2/admin/listings/${listing.code}/publish`, { token, method: "POST" });
    expect(published.status).toBeLessThan(300);
    // The instance that answered the write reads it back with no wait at all.
    const shown = { detail: listing.rent, search: listing.rent, atRent: true };
    expect(await seen(a.url, listing.code, listing.rent)).toMatchObject(shown);
    await within(async () => {
      expect(await seen(b.url, listing.code, listing.rent)).toMatchObject(shown);
    });
  });
});
