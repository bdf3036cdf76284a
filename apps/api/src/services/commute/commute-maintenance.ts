import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import { universities } from "../../db/schema/catalogue.ts";
import { commuteCampuses } from "../../db/schema/transit.ts";
import { transitFeedLoads } from "../../db/schema/transit-feed-loads.ts";
import {
  type CommuteProgress,
  recomputeCommutes,
  type StoredCommutes,
  storeMissingCommutes,
} from "./store-commutes.ts";
import {
  currentTransit,
  type Executor,
  lockCommuteRewrites,
  newestNetwork,
  readFeedFile,
  storeNetwork,
} from "./transit-store.ts";

/*
 * Keeping stored commutes current with the network and the universities, at start-up and after
 * a seed: the work that cannot wait for a listing to be published.
 */

export type CommuteMaintenance = {
  /** `loaded`: the feed was new (or the database had none) and every commute was computed again. */
  network: "loaded" | "current";
  networkId: number;
  /** Everything computed because the network was new, or the universities added or moved since. */
  recomputed: StoredCommutes | null;
  /** Published listings that had no commute at all. */
  filled: StoredCommutes | null;
};

/**
 * Loads the feed when the newest stored network has another hash (or there is none) and was not
 * uploaded by staff, and computes every commute on it; otherwise computes the columns of universities added or moved
 * since, and the listings published without commutes. Run it in a transaction, so a failure
 * leaves the commutes as they were and every commute matches the network stored with it.
 */
export async function keepCommutesCurrent(
  tx: Executor,
  options: { feedPath?: URL | string; onProgress?: CommuteProgress } = {},
): Promise<CommuteMaintenance> {
  const file = await readFeedFile(options.feedPath);
  await lockCommuteRewrites(tx);
  const newest = await newestNetwork(tx);
  // A feed staff uploaded (decision 033) stays current across restarts: the shipped zip replaces
  // only the network it was loaded from, when a deployment brings another.
  const keep = newest !== null && (newest.feedSha256 === file.sha256 || (await wasUploaded(tx, newest.id)));
  if (!keep) {
    const transit = await storeNetwork(tx, file);
    const recomputed = await recomputeCommutes(tx, transit, { onProgress: options.onProgress });
    return { network: "loaded", networkId: transit.id, recomputed, filled: null };
  }
  const transit = await currentTransit(tx);
  if (!transit) throw new Error("the transit network vanished while being read");
  const stale = await staleUniversities(tx, transit.id);
  const recomputed =
    stale.length > 0
      ? await recomputeCommutes(tx, transit, { universityIds: stale, onProgress: options.onProgress })
      : null;
  const filled = await storeMissingCommutes(tx, transit, options.onProgress);
  return { network: "current", networkId: transit.id, recomputed, filled };
}

/** Whether a staff upload made this network current. */
async function wasUploaded(tx: Executor, networkId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: transitFeedLoads.id })
    .from(transitFeedLoads)
    .where(and(eq(transitFeedLoads.networkId, networkId), eq(transitFeedLoads.status, "done")))
    .limit(1);
  return row !== undefined;
}

/** Universities whose commutes were never computed on this network, or were computed to another place. */
async function staleUniversities(tx: Executor, networkId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: universities.id })
    .from(universities)
    .leftJoin(
      commuteCampuses,
      and(eq(commuteCampuses.universityId, universities.id), eq(commuteCampuses.networkId, networkId)),
    )
    .where(
      or(
        isNull(commuteCampuses.universityId),
        ne(commuteCampuses.lat, universities.lat),
        ne(commuteCampuses.lng, universities.lng),
      ),
    )
    .orderBy(asc(universities.id));
  return rows.map((row) => row.id);
}
