import type { CommuteLeg, CommuteRideKind } from "@campuslar/domain/commute/commute-dto";
import { rideBitsOf } from "@campuslar/domain/commute/ride-bits";
import type { LatLng } from "@campuslar/domain/geo/distance";
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import { bulkInsert } from "../../db/bulk-insert.ts";
import { properties, universities } from "../../db/schema/catalogue.ts";
import { commuteCampuses, commuteRoutes, propertyCommutes } from "../../db/schema/transit.ts";
import { accessRoutesByUniversity } from "./access-routes.ts";
import { type AccessRoute, type CampusCommuteTable, commuteFrom, planCommute } from "./route-commute.ts";
import { currentTransit, type Executor, type LoadedTransit } from "./transit-store.ts";

/*
 * Commutes computed and stored: every published listing × every university, each as
 * `planCommute` finds it, rounded once as `commuteFrom` rounds it. What a listing's page needs
 * beyond the minutes is kept once per boarded station (`commute_routes`): a listing's legs are
 * its walk to that station and the station's route, so 2.7 million commutes need a few thousand
 * routes, not 2.7 million lists of legs.
 */

export type Place = { id: number } & LatLng;
/** A campus with the access connections its commutes may ride (decision 032). */
type Campus = Place & { connections: readonly AccessRoute[] };

/** Called after each chunk of listings is stored, and once at the start with 0. */
export type CommuteProgress = (done: number, total: number) => void;

export type StoredCommutes = {
  listings: number;
  universities: number;
  /** property_commutes rows written. */
  commutes: number;
  /** commute_routes rows written (stations first boarded for a university here). */
  routes: number;
  /** Milliseconds spent routing (in this process), and in all. */
  routingMs: number;
  ms: number;
};

/** Listings routed and written together: 2,000 × 27 universities is 54,000 rows a statement. */
const LISTINGS_PER_CHUNK = 2000;

type CommuteRow = typeof propertyCommutes.$inferInsert;
type RouteRow = typeof commuteRoutes.$inferInsert;

/**
 * Every published listing × the universities given (all when left out), replacing what was
 * stored for them on any network: after a new network, a seed, or a university added or moved.
 */
export async function recomputeCommutes(
  tx: Executor,
  transit: LoadedTransit,
  options: { universityIds?: number[]; onProgress?: CommuteProgress } = {},
): Promise<StoredCommutes> {
  const { universityIds } = options;
  const campuses = await tx
    .select({ id: universities.id, lat: universities.lat, lng: universities.lng })
    .from(universities)
    .where(universityIds ? inArray(universities.id, universityIds) : undefined)
    .orderBy(asc(universities.id));
  const ids = campuses.map((campus) => campus.id);
  await tx.delete(propertyCommutes).where(universityIds ? inArray(propertyCommutes.universityId, ids) : undefined);
  // Their routes go with them (cascade).
  await tx.delete(commuteCampuses).where(universityIds ? inArray(commuteCampuses.universityId, ids) : undefined);
  if (campuses.length > 0) {
    await tx
      .insert(commuteCampuses)
      .values(campuses.map(({ id, lat, lng }) => ({ networkId: transit.id, universityId: id, lat, lng })));
  }
  const homes = await publishedPlaces(tx);
  return writeCommutes(tx, transit, await withConnections(tx, campuses), homes, options.onProgress);
}

/**
 * One listing's commutes, replaced, in the caller's transaction: when it is published or its
 * place moves. Only to the universities whose column is computed on the current network at
 * their present place; one added or moved since gets its whole column at the next start-up.
 * Nothing when no network is loaded yet, or the listing is not published (searches read only
 * published listings).
 */
export async function storeListingCommutes(tx: Executor, propertyId: number): Promise<void> {
  await tx.delete(propertyCommutes).where(eq(propertyCommutes.propertyId, propertyId));
  const [home] = await tx
    .select({ id: properties.id, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "published")));
  if (!home) return;
  const transit = await currentTransit(tx);
  if (!transit) return;
  await writeCommutes(tx, transit, await computedCampuses(tx, transit.id), [home]);
}

/**
 * Published listings without any commute: published before commutes existed, or by a process
 * that had no network yet. Routed to every university computed on the network.
 */
export async function storeMissingCommutes(
  tx: Executor,
  transit: LoadedTransit,
  onProgress?: CommuteProgress,
): Promise<StoredCommutes | null> {
  const stored = tx
    .select({ one: sql`1` })
    .from(propertyCommutes)
    .where(eq(propertyCommutes.propertyId, properties.id));
  const homes = await tx
    .select({ id: properties.id, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(and(eq(properties.status, "published"), notExists(stored)))
    .orderBy(asc(properties.id));
  if (homes.length === 0) return null;
  return writeCommutes(tx, transit, await computedCampuses(tx, transit.id), homes, onProgress);
}

/** Campuses with their access connections. */
async function withConnections(tx: Executor, campuses: readonly Place[]): Promise<Campus[]> {
  const routes = await accessRoutesByUniversity(
    tx,
    campuses.map((campus) => campus.id),
  );
  return campuses.map((campus) => ({ ...campus, connections: routes.get(campus.id) ?? [] }));
}

/** The universities whose commutes are computed on this network at their present place. */
async function computedCampuses(tx: Executor, networkId: number): Promise<Campus[]> {
  const campuses = await tx
    .select({ id: universities.id, lat: universities.lat, lng: universities.lng })
    .from(universities)
    .innerJoin(
      commuteCampuses,
      and(
        eq(commuteCampuses.universityId, universities.id),
        eq(commuteCampuses.networkId, networkId),
        eq(commuteCampuses.lat, universities.lat),
        eq(commuteCampuses.lng, universities.lng),
      ),
    )
    .orderBy(asc(universities.id));
  return withConnections(tx, campuses);
}

async function publishedPlaces(tx: Executor): Promise<Place[]> {
  return tx
    .select({ id: properties.id, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
}

/**
 * Routes every home to every campus and writes the rows, a chunk at a time; the next chunk is
 * routed while the database writes the last. Routes new to a university are written at the end.
 */
async function writeCommutes(
  tx: Executor,
  transit: LoadedTransit,
  campuses: readonly Campus[],
  homes: readonly Place[],
  onProgress?: CommuteProgress,
): Promise<StoredCommutes> {
  const started = performance.now();
  const tables = campuses.map((campus) => ({ campus, table: transit.campusTable(campus, campus.connections) }));
  const routes = new RouteCollector(transit.id);
  let routingMs = 0;
  const route = (from: number) => {
    const t0 = performance.now();
    const rows: CommuteRow[] = [];
    for (const home of homes.slice(from, from + LISTINGS_PER_CHUNK)) {
      for (const { campus, table } of tables) rows.push(commuteRow(table, campus, home, routes));
    }
    routingMs += performance.now() - t0;
    return rows;
  };
  onProgress?.(0, homes.length);
  let commutes = 0;
  let rows = homes.length > 0 ? route(0) : [];
  for (let from = 0; from < homes.length; from += LISTINGS_PER_CHUNK) {
    const writing = bulkInsert(tx, propertyCommutes, rows);
    commutes += rows.length;
    try {
      rows = from + LISTINGS_PER_CHUNK < homes.length ? route(from + LISTINGS_PER_CHUNK) : [];
    } catch (error) {
      await writing.catch(() => {});
      throw error;
    }
    await writing;
    onProgress?.(Math.min(from + LISTINGS_PER_CHUNK, homes.length), homes.length);
    // PGlite answers through promise callbacks alone: let timers and signals have their turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const routeRows = routes.drain();
  for (let i = 0; i < routeRows.length; i += 2000) {
    await tx
      .insert(commuteRoutes)
      .values(routeRows.slice(i, i + 2000))
      .onConflictDoNothing();
  }
  return {
    listings: homes.length,
    universities: campuses.length,
    commutes,
    routes: routeRows.length,
    routingMs: Math.round(routingMs),
    ms: Math.round(performance.now() - started),
  };
}

/** One listing × university as stored; the route from its board station is collected once. */
function commuteRow(table: CampusCommuteTable, campus: Place, home: Place, routes: RouteCollector): CommuteRow {
  const plan = planCommute(table, home);
  const kinds: CommuteRideKind[] = [];
  let boardStation: number | null = null;
  for (const leg of plan.legs) {
    if (leg.kind === "walk") continue;
    boardStation ??= leg.from.index;
    kinds.push(leg.kind === "ride" ? leg.pattern.line.kind : "shuttle");
  }
  if (boardStation !== null && !routes.has(campus.id, boardStation)) {
    const station = table.network.stations[boardStation];
    if (!station) throw new Error(`No station ${boardStation}`);
    // The legs after the walk to the station (none when the home is on it), rounded by the router's own rule.
    const legs = commuteFrom(table, home).legs;
    routes.add(campus.id, boardStation, station, legs[0]?.kind === "walk" ? legs.slice(1) : legs);
  }
  return {
    propertyId: home.id,
    universityId: campus.id,
    minutes: Math.round(plan.seconds / 60),
    walkOnlyMinutes: Math.round(plan.walkOnlySeconds / 60),
    rides: rideBitsOf(kinds),
    boardStation,
    noStationNearby: plan.noStationNearby,
  };
}

class RouteCollector {
  private readonly seen = new Set<number>();
  private readonly rows: RouteRow[] = [];

  constructor(private readonly networkId: number) {}

  has(universityId: number, station: number): boolean {
    return this.seen.has(universityId * 65_536 + station);
  }

  add(universityId: number, station: number, place: LatLng, legs: CommuteLeg[]): void {
    this.seen.add(universityId * 65_536 + station);
    this.rows.push({
      networkId: this.networkId,
      universityId,
      station,
      stationLat: place.lat,
      stationLng: place.lng,
      legs,
    });
  }

  drain(): RouteRow[] {
    return this.rows.splice(0);
  }
}
