import { sql } from "drizzle-orm";
import { propertyCommutes } from "../../db/schema/transit.ts";

/*
 * Each listing's stored commute to each university, in the catalogue snapshot (decisions 021 and
 * 024): what `maxCommute` filters, what `order=commute` orders by, and what a card's "22 min to
 * FGV by metro" says. At 100,000 listings × 27 universities that is 2.7 million rows, so the
 * database packs them into one binary value, 8 bytes a row, and the process lays them out.
 */

/** A slot without a stored commute: above every minute count a smallint column holds. */
export const NO_COMMUTE = 0xffff;

/** One university's commutes, by slot. */
export type SnapshotCommutes = {
  /**
   * The stored minutes, exactly (a smallint fits), or NO_COMMUTE: the snapshot filters, orders
   * and shows the very figures the SQL does.
   */
  minutes: Uint16Array;
  /** What the commute rides, as stored (ride-bits.ts: 1 metro, 2 train, 4 bus, 8 shuttle; 0 on foot). */
  rides: Uint8Array;
  /**
   * Per purpose (0 rent, 1 sale), its slots shortest commute first, ties by slot (id order),
   * those without a commute last (by id): the commute order's sequence, and for `maxCommute` its
   * first slots are the candidates. Split by purpose, a search's candidates are all of its own
   * purpose, so they are counted without reading it, and without reading anything when no other
   * filter is asked for.
   */
  byMinutes: [Int32Array, Int32Array];
};

/** University ids must fit the 14 bits the packing gives them. */
const UNIVERSITY_ID_LIMIT = 2 ** 14;

/**
 * Every stored commute as one bytea, 8 bytes a row, big-endian: the listing's id in the first
 * four; then the university's id (14 bits), the minutes (14 bits) and the ride bits (4 bits).
 * One aggregate over the table in its own order, since no order is needed here: grouping or
 * sorting it cost the database twice the time at 2.5 million rows.
 */
export const packedCommutesStatement = sql`select string_agg(int8send(
    (${propertyCommutes.propertyId}::bigint << 32) | (${propertyCommutes.universityId}::bigint << 18)
    | (${propertyCommutes.minutes}::bigint << 4) | ${propertyCommutes.rides}::bigint), ''::bytea) as packed
  from ${propertyCommutes}`;

/** The binary value as each driver gives it: a Buffer (node-postgres) or a Uint8Array (PGlite). */
export type PackedCommutes = { packed: Uint8Array | null };

/**
 * Lays out the packed commutes per university (`universityIds`, in the snapshot's order) over
 * the snapshot's slots (`ids`, ascending). Rows of listings not published have no slot and are
 * left out. `pause` lets waiting requests run between its steps (tens of milliseconds each at
 * 100,000 listings).
 */
export async function layOutCommutes(
  packed: Uint8Array | null | undefined,
  ids: Int32Array,
  purposes: Uint8Array,
  universityIds: readonly number[],
  pause: () => Promise<void>,
): Promise<SnapshotCommutes[]> {
  const size = ids.length;
  const positionOf = new Int16Array(UNIVERSITY_ID_LIMIT).fill(-1);
  universityIds.forEach((id, position) => {
    // Ids past the packing would be read as others': the read fails, and searches stay in SQL.
    if (id < 0 || id >= UNIVERSITY_ID_LIMIT) throw new Error(`University id ${id} does not fit the packed commutes`);
    positionOf[id] = position;
  });
  let sales = 0;
  for (let slot = 0; slot < size; slot++) sales += purposes[slot] as number;
  const commutes = universityIds.map(
    (): SnapshotCommutes => ({
      minutes: new Uint16Array(size).fill(NO_COMMUTE),
      rides: new Uint8Array(size),
      byMinutes: [new Int32Array(size - sales), new Int32Array(sales)],
    }),
  );
  if (packed && packed.byteLength > 0) {
    // The table keeps a listing's rows together (they are written together), so the last slot
    // found answers most rows without a search.
    let lastId = -1;
    let lastSlot = -1;
    // Big-endian words read byte by byte: three times faster than a DataView here.
    const bytes = packed;
    for (let at = 0; at + 8 <= bytes.length; at += 8) {
      const id =
        ((bytes[at] as number) << 24) |
        ((bytes[at + 1] as number) << 16) |
        ((bytes[at + 2] as number) << 8) |
        (bytes[at + 3] as number);
      if (id !== lastId) {
        lastId = id;
        lastSlot = slotOf(ids, id);
      }
      if (lastSlot < 0) continue;
      const low =
        (((bytes[at + 4] as number) << 24) |
          ((bytes[at + 5] as number) << 16) |
          ((bytes[at + 6] as number) << 8) |
          (bytes[at + 7] as number)) >>>
        0;
      const position = positionOf[low >>> 18] as number;
      if (position < 0) continue;
      const entry = commutes[position] as SnapshotCommutes;
      entry.minutes[lastSlot] = (low >>> 4) & 0x3fff;
      entry.rides[lastSlot] = low & 15;
    }
  }
  for (const [position, entry] of commutes.entries()) {
    if (position % 8 === 0) await pause();
    orderByMinutes(entry, purposes);
  }
  return commutes;
}

/** The slot of a listing id among a snapshot's `ids` (ascending), or -1. */
export function slotOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = ids[middle] as number;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Buckets of a counting sort, one per possible minute count and one for "none", per purpose; reused. */
let buckets: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)];

/**
 * `byMinutes` by a counting sort: slots in ascending order stay so within a minute count, which
 * gives the ties by id with no comparison, in two passes over the slots.
 */
function orderByMinutes(entry: SnapshotCommutes, purposes: Uint8Array): void {
  const { minutes, byMinutes } = entry;
  if (buckets[0].length !== NO_COMMUTE + 2) buckets = [new Int32Array(NO_COMMUTE + 2), new Int32Array(NO_COMMUTE + 2)];
  for (const counts of buckets) counts.fill(0);
  for (let slot = 0; slot < minutes.length; slot++) {
    const counts = buckets[purposes[slot] as 0 | 1];
    const after = (minutes[slot] as number) + 1;
    counts[after] = (counts[after] as number) + 1;
  }
  for (const counts of buckets) {
    for (let m = 1; m < counts.length; m++) counts[m] = (counts[m] as number) + (counts[m - 1] as number);
  }
  for (let slot = 0; slot < minutes.length; slot++) {
    const purpose = purposes[slot] as 0 | 1;
    const counts = buckets[purpose];
    const m = minutes[slot] as number;
    byMinutes[purpose][counts[m] as number] = slot;
    counts[m] = (counts[m] as number) + 1;
  }
}

/**
 * How many of a purpose's first slots in `byMinutes` take at most `limit` minutes: the
 * candidates of `maxCommute`.
 */
export function withinMinutes(entry: SnapshotCommutes, purpose: 0 | 1, limit: number): number {
  const { minutes } = entry;
  const byMinutes = entry.byMinutes[purpose];
  let low = 0;
  let high = byMinutes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((minutes[byMinutes[middle] as number] as number) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}
