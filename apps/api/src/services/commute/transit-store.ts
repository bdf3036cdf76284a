import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import type { LatLng } from "@campuslar/domain/geo/distance";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { transitNetworks } from "../../db/schema/transit.ts";
import { type GtfsFeed, readGtfsFeed, SAO_PAULO_FEED_PATH } from "./gtfs-feed.ts";
import { type AccessRoute, type CampusCommuteTable, commuteTo } from "./route-commute.ts";
import { fromStoredFeed, toStoredFeed } from "./stored-feed.ts";
import { buildTransitNetwork, type TransitNetwork } from "./transit-network.ts";

/*
 * The transit network in the database, and as this process holds it. The zip shipped with the
 * API is read only at start-up maintenance and by the seed; everything else reads the newest
 * `transit_networks` row. A network is built once per feed (its hash) and each campus's table
 * once per place, so a listing published is routed in well under a millisecond per university.
 */

/** Anything that runs statements: the database or a transaction. */
export type Executor = Pick<Db, "select" | "insert" | "delete" | "update" | "execute">;

/** The network of the newest `transit_networks` row, built, with its campus tables on demand. */
export type LoadedTransit = {
  id: number;
  feedSha256: string;
  networkDate: string;
  feed: GtfsFeed;
  network: TransitNetwork;
  /** The backwards search from a campus at that place (with its access connections), made once per place and kept. */
  campusTable: (campus: LatLng, connections?: readonly AccessRoute[]) => CampusCommuteTable;
};

/** A feed on disk with its hash: what start-up compares with the stored network. */
export type FeedFile = { sha256: string; bytes: Uint8Array };

export async function readFeedFile(path: URL | string = SAO_PAULO_FEED_PATH): Promise<FeedFile> {
  const bytes = await readFile(path);
  return { sha256: createHash("sha256").update(bytes).digest("hex"), bytes };
}

/** The newest stored network's row, without its feed; null when none was loaded. */
export async function newestNetwork(db: Executor): Promise<{ id: number; feedSha256: string } | null> {
  const [row] = await db
    .select({ id: transitNetworks.id, feedSha256: transitNetworks.feedSha256 })
    .from(transitNetworks)
    .orderBy(desc(transitNetworks.id))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a feed as the current network, removing the older ones (and, by cascade, the commutes'
 * campuses and routes computed on them). The caller recomputes the commutes in the same transaction.
 */
export async function storeNetwork(tx: Executor, file: FeedFile): Promise<LoadedTransit> {
  return storeParsedNetwork(tx, file.sha256, parsedFeed(file), COMMUTE_NETWORK_DATE);
}

/** The same for a feed already parsed (one staff uploaded, decision 033), with its date. */
export async function storeParsedNetwork(
  tx: Executor,
  sha256: string,
  feed: GtfsFeed,
  networkDate: string,
): Promise<LoadedTransit> {
  await tx.delete(transitNetworks);
  const [row] = await tx
    .insert(transitNetworks)
    .values({ feedSha256: sha256, networkDate, feed: toStoredFeed(feed) })
    .returning({ id: transitNetworks.id });
  if (!row) throw new Error("the transit network was not stored");
  return loaded(row.id, sha256, networkDate, () => Promise.resolve(feed));
}

/** The current network's date and when it was loaded, without its feed; null when none is. */
export async function currentNetworkFacts(
  db: Executor,
): Promise<{ id: number; networkDate: string; loadedAt: Date } | null> {
  const [row] = await db
    .select({ id: transitNetworks.id, networkDate: transitNetworks.networkDate, loadedAt: transitNetworks.loadedAt })
    .from(transitNetworks)
    .orderBy(desc(transitNetworks.id))
    .limit(1);
  return row ?? null;
}

/** The current network, built and kept; null when the database holds none yet. */
/** The advisory lock key of work that replaces stored commutes wholesale: any fixed number. */
const COMMUTE_REWRITE_LOCK_KEY = 4_271_902_650_114n;

/**
 * Holds, until the caller's transaction ends, the right to rewrite whole columns of commutes:
 * a feed load, the start-up's upkeep and a university's recompute after staff change its
 * connections. Without it two of them delete and insert the same `commute_campuses` rows at once
 * (a deadlock on PostgreSQL), or one writes rows for a network the other has just replaced.
 * Read the current network only after taking it.
 */
export async function lockCommuteRewrites(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMMUTE_REWRITE_LOCK_KEY}::bigint)`);
}

export async function currentTransit(db: Executor): Promise<LoadedTransit | null> {
  const [row] = await db
    .select({
      id: transitNetworks.id,
      feedSha256: transitNetworks.feedSha256,
      networkDate: transitNetworks.networkDate,
    })
    .from(transitNetworks)
    .orderBy(desc(transitNetworks.id))
    .limit(1);
  if (!row) return null;
  return loaded(row.id, row.feedSha256, row.networkDate, async () => {
    const [stored] = await db
      .select({ feed: transitNetworks.feed })
      .from(transitNetworks)
      .where(eq(transitNetworks.id, row.id));
    if (!stored) throw new Error(`transit network ${row.id} vanished while being read`);
    return fromStoredFeed(stored.feed);
  });
}

type Built = { feed: GtfsFeed; network: TransitNetwork; tables: Map<string, CampusCommuteTable> };

/**
 * Built networks by feed hash: the same feed gives the same network (station numbers included),
 * whichever database or row it came from. Two are kept, for the moment a new feed replaces one.
 */
const builtByHash = new Map<string, Promise<Built>>();
const KEPT_NETWORKS = 2;

async function loaded(
  id: number,
  feedSha256: string,
  networkDate: string,
  readFeed: () => Promise<GtfsFeed>,
): Promise<LoadedTransit> {
  let building = builtByHash.get(feedSha256);
  if (!building) {
    building = readFeed().then((feed) => ({ feed, network: buildTransitNetwork(feed), tables: new Map() }));
    builtByHash.set(feedSha256, building);
    building.catch(() => builtByHash.delete(feedSha256));
    for (const hash of builtByHash.keys()) if (builtByHash.size > KEPT_NETWORKS) builtByHash.delete(hash);
  }
  const { feed, network, tables } = await building;
  const campusTable = (campus: LatLng, connections: readonly AccessRoute[] = []) => {
    const key = `${campus.lat},${campus.lng}${connections.length > 0 ? JSON.stringify(connections) : ""}`;
    let table = tables.get(key);
    if (!table) {
      table = commuteTo(network, { lat: campus.lat, lng: campus.lng }, connections);
      tables.set(key, table);
    }
    return table;
  };
  return { id, feedSha256, networkDate, feed, network, campusTable };
}

/** Parses are kept by hash too: the seed of every test database reads the same zip. */
const parsedByHash = new Map<string, GtfsFeed>();

function parsedFeed(file: FeedFile): GtfsFeed {
  let feed = parsedByHash.get(file.sha256);
  if (!feed) {
    feed = readGtfsFeed(file.bytes, { shapes: true });
    parsedByHash.clear();
    parsedByHash.set(file.sha256, feed);
  }
  return feed;
}
