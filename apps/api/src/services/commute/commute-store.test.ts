import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Commute, CommuteLeg } from "@campuslar/domain/commute/commute-dto";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueVersionOf } from "../../db/catalogue-version.ts";
import { properties, universities } from "../../db/schema/catalogue.ts";
import { commuteRoutes, propertyCommutes, transitNetworks } from "../../db/schema/transit.ts";
import { useTestApi } from "../../test/test-api.ts";
import { catalogueHeard } from "../../test/test-database.ts";
import { accessRoutesByUniversity } from "./access-routes.ts";
import { keepCommutesCurrent } from "./commute-maintenance.ts";
import { loadGtfsFeed, SAO_PAULO_FEED_PATH } from "./gtfs-feed.ts";
import { type AccessRoute, commuteFrom, commuteTo } from "./route-commute.ts";
import { storeListingCommutes } from "./store-commutes.ts";
import { buildTransitNetwork, type TransitNetwork } from "./transit-network.ts";
import { readFeedFile } from "./transit-store.ts";

/*
 * Commutes stored for the seeded catalogue (issue 21): one per published listing × university,
 * each what the router gives for that home and campus, rebuilt with its legs on the listing's
 * page, and kept current when the network or a university changes.
 */

type Home = { id: number; code: string; lat: number; lng: number };
type Campus = { id: number; slug: string; lat: number; lng: number };

const tempDir = mkdtempSync(join(tmpdir(), "campuslar-feed-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** The shipped feed without Line 4 (its trips dropped): a network that changed. */
function feedWithoutLine4(): string {
  const files = unzipSync(readFileSync(SAO_PAULO_FEED_PATH));
  const trips = strFromU8(files["trips.txt"] ?? new Uint8Array());
  files["trips.txt"] = strToU8(
    trips
      .split("\n")
      .filter((line) => !line.startsWith("METRÔ L4,"))
      .join("\n"),
  );
  const path = join(tempDir, "without-line-4.zip");
  writeFileSync(path, zipSync(files));
  return path;
}

describe("commutes stored per listing × university", () => {
  const t = useTestApi({ seeded: true });
  let shipped: TransitNetwork;
  let homes: Home[];
  let campuses: Campus[];
  /** The seeded access connections (USP's circulars, decision 032), which the stored commutes ride. */
  let connections: Map<number, AccessRoute[]>;
  const tableTo = (to: Campus) => commuteTo(shipped, to, connections.get(to.id) ?? []);

  beforeAll(async () => {
    shipped = buildTransitNetwork(await loadGtfsFeed());
    connections = await accessRoutesByUniversity(t.handle.db);
    homes = await t.handle.db
      .select({ id: properties.id, code: properties.code, lat: properties.lat, lng: properties.lng })
      .from(properties)
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.id));
    campuses = await t.handle.db
      .select({ id: universities.id, slug: universities.slug, lat: universities.lat, lng: universities.lng })
      .from(universities)
      .orderBy(asc(universities.id));
  });

  /** The listing's commute to a university, as its page answers it (named by `university`). */
  const pageCommute = async (code: string, slug: string): Promise<Commute | undefined> => {
    const res = await t.api.request(`/v2/properties/${code}?university=${slug}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as PropertyDetail;
    return detail.commutes.find((entry) => entry.university.slug === slug)?.commute;
  };
  const campus = (slug: string) => {
    const found = campuses.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no university ${slug}`);
    return found;
  };
  /** Every 40th published listing × every 9th university: 8 listings, 3 campuses each, far and near. */
  const sample = () =>
    homes
      .filter((_, i) => i % 40 === 0)
      .flatMap((home, i) => campuses.filter((_, j) => (i + j) % 9 === 0).map((to) => ({ home, to })));

  it("holds one for every published listing and every university, on the shipped feed", async () => {
    expect(homes.length).toBeGreaterThan(300);
    expect(campuses).toHaveLength(27);
    const [stored] = await t.handle.db.select({ n: count() }).from(propertyCommutes);
    expect(stored?.n).toBe(homes.length * campuses.length);
    const perListing = await t.handle.db.execute(
      sql`select count(distinct property_id)::int as listings, min(n)::int as least, max(n)::int as most
          from (select property_id, count(*) as n from property_commutes group by property_id) per_listing`,
    );
    expect((perListing as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
      listings: homes.length,
      least: campuses.length,
      most: campuses.length,
    });
    const networks = await t.handle.db.select({ sha: transitNetworks.feedSha256 }).from(transitNetworks);
    expect(networks).toEqual([{ sha: (await readFeedFile()).sha256 }]);
  });

  it("answers on the listing's page exactly what the router gives for that home and campus, legs and all", async () => {
    const modes = new Set<string>();
    const firstLegs = new Set<string>();
    for (const { home, to } of sample()) {
      const expected = commuteFrom(tableTo(to), home);
      expect(await pageCommute(home.code, to.slug), `${home.code} → ${to.slug}`).toEqual(expected);
      modes.add(expected.mode);
      firstLegs.add(expected.legs[0]?.kind ?? "none");
    }
    // The sample covers riding and walking, and homes that walk to their station first.
    expect(modes).toEqual(new Set(["transit", "walk"]));
    expect(firstLegs.has("walk")).toBe(true);
  });

  it("stores the minutes, the kinds ridden and the board station a search and a page read", async () => {
    const home = homes[7] as Home;
    const fgv = campus("fgv");
    const [row] = await t.handle.db
      .select()
      .from(propertyCommutes)
      .where(and(eq(propertyCommutes.propertyId, home.id), eq(propertyCommutes.universityId, fgv.id)));
    const expected = commuteFrom(commuteTo(shipped, fgv), home);
    const rides = expected.legs.flatMap((leg) => (leg.kind === "ride" ? [leg.line.kind] : []));
    const bits =
      (rides.includes("metro") ? 1 : 0) | (rides.includes("train") ? 2 : 0) | (rides.includes("bus") ? 4 : 0);
    expect(row).toMatchObject({
      minutes: expected.minutes,
      walkOnlyMinutes: expected.walkOnlyMinutes,
      rides: bits,
      noStationNearby: expected.noStationNearby,
    });
    expect(row?.boardStation === null).toBe(expected.mode === "walk");
  });

  it("walks from a listing next to the campus: one walk leg, as long as walking the whole way", async () => {
    const fgv = campus("fgv");
    const home = homes[3] as Home;
    // About 150 m north of the campus.
    const place = { lat: fgv.lat + 150 / 111_195, lng: fgv.lng };
    await t.handle.db.transaction(async (tx) => {
      await tx.update(properties).set(place).where(eq(properties.id, home.id));
      await storeListingCommutes(tx, home.id);
    });
    const commute = await pageCommute(home.code, "fgv");
    expect(commute).toEqual(commuteFrom(commuteTo(shipped, fgv), place));
    expect(commute).toMatchObject({ mode: "walk", legs: [{ kind: "walk" }] });
    expect(commute?.legs).toHaveLength(1);
    expect(commute?.minutes).toBe(commute?.walkOnlyMinutes);
    expect(commute?.minutes).toBeLessThanOrEqual(3);
  });

  it("moves the catalogue version when commutes are written, so kept answers are read again", async () => {
    const version = catalogueVersionOf(t.handle.db);
    await catalogueHeard(t.handle);
    const before = version?.current();
    expect(before).toBeDefined();
    const home = homes[11] as Home;
    await t.handle.db.transaction((tx) => storeListingCommutes(tx, home.id));
    await catalogueHeard(t.handle);
    expect(version?.current()).toBeGreaterThan(before ?? Number.POSITIVE_INFINITY);
  });

  it("computes a university's whole column again when it moves, and fills in listings left without commutes", async () => {
    const fgv = campus("fgv");
    const moved = { lat: fgv.lat + 0.01, lng: fgv.lng - 0.01 };
    const lonely = homes[20] as Home;
    await t.handle.db.update(universities).set(moved).where(eq(universities.id, fgv.id));
    try {
      const done = await t.handle.db.transaction((tx) => keepCommutesCurrent(tx));
      expect(done).toMatchObject({
        network: "current",
        recomputed: { universities: 1, listings: homes.length, commutes: homes.length },
        filled: null,
      });
      await t.handle.db.delete(propertyCommutes).where(eq(propertyCommutes.propertyId, lonely.id));
      const filled = await t.handle.db.transaction((tx) => keepCommutesCurrent(tx));
      expect(filled).toMatchObject({
        recomputed: null,
        filled: { listings: 1, universities: campuses.length, commutes: campuses.length },
      });
      const table = commuteTo(shipped, moved);
      for (const home of homes.filter((_, i) => i % 60 === 0).concat(lonely)) {
        expect(await pageCommute(home.code, "fgv")).toEqual(commuteFrom(table, home));
      }
      const usp = campus("usp-butanta");
      expect(await pageCommute(lonely.code, usp.slug)).toEqual(commuteFrom(tableTo(usp), lonely));
      // Nothing more to do the next time.
      expect(await t.handle.db.transaction((tx) => keepCommutesCurrent(tx))).toMatchObject({
        network: "current",
        recomputed: null,
        filled: null,
      });
    } finally {
      await t.handle.db.update(universities).set({ lat: fgv.lat, lng: fgv.lng }).where(eq(universities.id, fgv.id));
      await t.handle.db.transaction((tx) => keepCommutesCurrent(tx));
    }
  });

  it("replaces the network and every commute when the feed changes, and back", async () => {
    const ridesLine4 = async () => {
      const rows = await t.handle.db.select({ legs: commuteRoutes.legs }).from(commuteRoutes);
      return rows.some((row) => row.legs.some((leg: CommuteLeg) => leg.kind === "ride" && leg.line.id === "METRÔ L4"));
    };
    expect(await ridesLine4()).toBe(true);
    const [before] = await t.handle.db.select({ id: transitNetworks.id }).from(transitNetworks);

    const changed = feedWithoutLine4();
    const loaded = await t.handle.db.transaction((tx) => keepCommutesCurrent(tx, { feedPath: changed }));
    expect(loaded).toMatchObject({
      network: "loaded",
      recomputed: { listings: homes.length, universities: campuses.length, commutes: homes.length * campuses.length },
    });
    expect(loaded.networkId).toBeGreaterThan(before?.id ?? Number.POSITIVE_INFINITY);
    const networks = await t.handle.db
      .select({ id: transitNetworks.id, sha: transitNetworks.feedSha256 })
      .from(transitNetworks);
    expect(networks).toEqual([{ id: loaded.networkId, sha: (await readFeedFile(changed)).sha256 }]);
    expect(await ridesLine4()).toBe(false);
    const without = buildTransitNetwork(await loadGtfsFeed(changed));
    for (const { home, to } of sample().slice(0, 8)) {
      expect(await pageCommute(home.code, to.slug)).toEqual(
        commuteFrom(commuteTo(without, to, connections.get(to.id) ?? []), home),
      );
    }

    const restored = await t.handle.db.transaction((tx) => keepCommutesCurrent(tx));
    expect(restored.network).toBe("loaded");
    expect(await ridesLine4()).toBe(true);
    for (const { home, to } of sample().slice(0, 8)) {
      expect(await pageCommute(home.code, to.slug)).toEqual(commuteFrom(tableTo(to), home));
    }
  });
});
