import { reaisToCents } from "@campuslar/domain/money/money";
import type { BoundingBox } from "@campuslar/domain/property/bounding-box";
import { AMENITY_FLAGS, BEDROOMS_OR_MORE } from "@campuslar/domain/property/property-enums";
import type { PropertySearchFilters } from "@campuslar/domain/property/property-search-query";
import { askedStay, epochDay } from "@campuslar/domain/property/stay";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { type CatalogueSnapshot, currentSnapshot, typeIndex } from "./catalogue-snapshot.ts";
import { type AreaRuns, areaRuns } from "./slot-grid.ts";
import { withinMinutes } from "./snapshot-commutes.ts";

/**
 * A search's filters against a catalogue snapshot (decision 021), with the very meaning of the SQL
 * in search-conditions.ts; snapshot-search.ts and snapshot-facets.ts answer with them.
 * `snapshot-search.test.ts` holds the two engines to each other on random filter sets.
 */

/** A search's filters resolved against one snapshot; `undefined` parts are not asked for. */
export type SnapshotFilters = {
  purpose: 0 | 1;
  minCents?: number;
  maxCents?: number;
  /** The all-in monthly cost at most this, in centavos. */
  maxTotalCents?: number;
  customerId?: number;
  /** Position in the snapshot's universities. */
  university?: number;
  /** With `university`: at most this many minutes' commute to it, in place of being near it (decision 024). */
  maxCommute?: number;
  type?: number;
  bedrooms?: number;
  /** Per neighbourhood spelling of the snapshot: 1 where it is the one asked for (compared lower-cased). */
  hoods?: Uint8Array;
  /** The map's area, edges included. */
  bbox?: BoundingBox;
  /** Free by this day (days since 1970-01-01): the stay's move-in (domain `stayWindow`). */
  moveInDay?: number;
  /** Taking a stay of this many months. */
  stayMonths?: number;
  /** Only listings staff verified. */
  verified?: true;
  /** Flag bits that must be set, and those that must be clear (a bit in both: nothing matches). */
  flagsSet: number;
  flagsClear: number;
};

/** Where an answer comes from: the snapshot when it can give it, or always SQL (the reference). */
export type AnswerSource = "any" | "sql";

/**
 * The current snapshot and the query's filters resolved against it, or undefined when the
 * database must answer: no snapshot of this version yet, a query it cannot answer, or `sql` asked.
 */
export function fromSnapshot(
  db: Db,
  query: PropertySearchFilters,
  source: AnswerSource = "any",
): { snapshot: CatalogueSnapshot; filters: SnapshotFilters } | undefined {
  const snapshot = source === "any" ? currentSnapshot(db) : undefined;
  const filters = snapshot && snapshotFilters(snapshot, query);
  return snapshot && filters ? { snapshot, filters } : undefined;
}

/**
 * The filters of a query against `snapshot`, or undefined when the snapshot cannot answer it
 * (free text, which the trigram index answers). An unknown university or customer is a 404, as
 * it is in SQL.
 */
export function snapshotFilters(
  snapshot: CatalogueSnapshot,
  query: PropertySearchFilters,
): SnapshotFilters | undefined {
  if (query.q !== undefined) return undefined;
  const university = query.university === undefined ? undefined : snapshot.universityBySlug.get(query.university);
  if (query.university !== undefined && university === undefined) {
    throw new HttpError("not_found", `No university "${query.university}"`);
  }
  const customerId = query.customer === undefined ? undefined : snapshot.customerIdBySlug.get(query.customer);
  if (query.customer !== undefined && customerId === undefined) {
    throw new HttpError("not_found", `No customer "${query.customer}"`);
  }
  let flagsSet = 0;
  let flagsClear = 0;
  AMENITY_FLAGS.forEach((flag, bit) => {
    const asked = [
      query[flag],
      flag === "hasFurniture" ? query.furnished : undefined,
      flag === "acceptPets" ? query.pets : undefined,
    ];
    for (const value of asked) {
      if (value === true) flagsSet |= 1 << bit;
      if (value === false) flagsClear |= 1 << bit;
    }
  });
  let hoods: Uint8Array | undefined;
  if (query.neighbourhood !== undefined) {
    const key = query.neighbourhood.toLowerCase();
    hoods = Uint8Array.from(snapshot.hoods, (hood) => (hood.key === key ? 1 : 0));
  }
  const stay = askedStay(query);
  return {
    purpose: query.purpose === "sale" ? 1 : 0,
    minCents: query.minPrice === undefined ? undefined : reaisToCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? undefined : reaisToCents(query.maxPrice),
    maxTotalCents: query.maxTotal === undefined ? undefined : reaisToCents(query.maxTotal),
    customerId,
    university,
    maxCommute: query.maxCommute,
    type: query.type === undefined ? undefined : typeIndex(query.type),
    bedrooms: query.bedrooms,
    hoods,
    bbox: query.bbox,
    moveInDay: stay?.moveIn === undefined ? undefined : epochDay(stay.moveIn),
    stayMonths: stay?.months,
    verified: query.verified === true ? true : undefined,
    flagsSet,
    flagsClear,
  };
}

/**
 * A test of the conditions: `base` are those that are never an option with a count (purpose,
 * prices, map area, sponsor), `options` the others (type, bedrooms, neighbourhood, amenities). One flat
 * function over local typed arrays: it runs once per listing of the catalogue on every search.
 *
 * `known` says what holds of every slot tested already, so that it is not read again: all are of
 * the search's purpose (a map area's grid cells, each purpose having its grid; a university's
 * listings within a commute), and an inner grid cell's are inside the box too. A wide view's
 * listings are then read for the other filters alone.
 */
export function matcher(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  which: "all" | "base" | "options" = "all",
  known?: KnownOfSlots,
): (slot: number) => boolean {
  const baseOnly = which === "base";
  const checkBase = which !== "options";
  const price = f.purpose === 1 ? s.salePriceCents : s.rentCents;
  const { purpose: purposes, customer, type: types, bedrooms: beds, hood, flags: allFlags, lat: lats, lng: lngs } = s;
  const { purpose, customerId, flagsSet, flagsClear } = f;
  const hasMin = f.minCents !== undefined;
  const hasMax = f.maxCents !== undefined;
  const hasMaxTotal = f.maxTotalCents !== undefined;
  const maxTotalCents = f.maxTotalCents ?? 0;
  const { allInCents, availableDay, minStay, maxStay, verified } = s;
  const hasMoveIn = f.moveInDay !== undefined;
  const moveInDay = f.moveInDay ?? 0;
  const hasStay = f.stayMonths !== undefined;
  const stayMonths = f.stayMonths ?? 0;
  const onlyVerified = f.verified === true;
  const minCents = f.minCents ?? 0;
  const maxCents = f.maxCents ?? 0;
  const hasCustomer = customerId !== undefined;
  const checkPurpose = known === undefined;
  const hasBox = f.bbox !== undefined && known !== "purpose and box";
  const [west, south, east, north] = f.bbox ?? [0, 0, 0, 0];
  const type = baseOnly ? -1 : (f.type ?? -1);
  const bedrooms = baseOnly ? -1 : (f.bedrooms ?? -1);
  const orMore = bedrooms >= BEDROOMS_OR_MORE;
  const hoods = baseOnly ? undefined : f.hoods;
  const setBits = baseOnly ? 0 : flagsSet;
  const clearBits = baseOnly ? 0 : flagsClear;
  const checkFlags = (setBits | clearBits) !== 0;
  return (slot) => {
    if (checkBase) {
      if (checkPurpose && purposes[slot] !== purpose) return false;
      // Read only when asked: each array read costs on every candidate.
      if (hasMin || hasMax) {
        const cents = price[slot] as number;
        // NaN (a null price) fails both comparisons, as NULL does in SQL.
        if (hasMin && !(cents >= minCents)) return false;
        if (hasMax && !(cents <= maxCents)) return false;
      }
      // NaN (no all-in cost: a sale, a rental without a rent) is never within it, as NULL in SQL.
      if (hasMaxTotal && !((allInCents[slot] as number) <= maxTotalCents)) return false;
      if (hasCustomer && customer[slot] !== customerId) return false;
      if (onlyVerified && verified[slot] !== 1) return false;
      // When and for how long (domain `allowsStay`): free by the move-in, and a stay within its bounds.
      if (hasMoveIn && (availableDay[slot] as number) > moveInDay) return false;
      if (hasStay) {
        const longest = maxStay[slot] as number;
        if ((minStay[slot] as number) > stayMonths || (longest !== 0 && longest < stayMonths)) return false;
      }
      if (hasBox) {
        // Edges included; NaN (no coordinates) fails every comparison, as NULL does in SQL.
        const lng = lngs[slot] as number;
        const lat = lats[slot] as number;
        if (!(lng >= west && lng <= east && lat >= south && lat <= north)) return false;
      }
    }
    if (type >= 0 && types[slot] !== type) return false;
    if (bedrooms >= 0) {
      const n = beds[slot] as number;
      if (orMore ? n < BEDROOMS_OR_MORE : n !== bedrooms) return false;
    }
    if (hoods && hoods[hood[slot] as number] !== 1) return false;
    if (!checkFlags) return true;
    const flags = allFlags[slot] as number;
    return (flags & setBits) === setBits && (flags & clearBits) === 0;
  };
}

/** What every slot given to a matcher is known to be: of the search's purpose, and inside its box too. */
export type KnownOfSlots = "purpose" | "purpose and box";

/**
 * True when a search asks nothing of a listing but its purpose and university: then every
 * candidate of its purpose (near the university, or within the commute) matches, and the
 * candidates are counted without reading one.
 */
export function keepsEveryCandidate(f: SnapshotFilters): boolean {
  return (
    f.bbox === undefined &&
    f.minCents === undefined &&
    f.maxCents === undefined &&
    f.maxTotalCents === undefined &&
    f.customerId === undefined &&
    f.moveInDay === undefined &&
    f.stayMonths === undefined &&
    f.verified === undefined &&
    f.type === undefined &&
    f.bedrooms === undefined &&
    f.hoods === undefined &&
    (f.flagsSet | f.flagsClear) === 0
  );
}

/** The candidates of a map area: the runs of the grid cells it touches, or undefined without one. */
export function mapCandidates(s: CatalogueSnapshot, f: SnapshotFilters): AreaRuns | undefined {
  return f.bbox ? areaRuns(s.grid[f.purpose], f.bbox) : undefined;
}

/**
 * The test of the university a search names (decision 024): near it, or with `maxCommute`, a
 * stored commute to it of at most that many minutes, however far; undefined without a university.
 */
export function universityTest(s: CatalogueSnapshot, f: SnapshotFilters): ((slot: number) => boolean) | undefined {
  if (f.university === undefined) return undefined;
  const limit = f.maxCommute;
  if (limit === undefined) {
    const isNear = s.near[f.university]?.isNear ?? new Uint8Array(0);
    return (slot) => isNear[slot] === 1;
  }
  const minutes = s.commutes[f.university]?.minutes ?? new Uint16Array(0);
  // NO_COMMUTE (and a slot past the array, undefined) is never within a limit.
  return (slot) => (minutes[slot] as number) <= limit;
}

/**
 * Every slot the university keeps: those near it, of both purposes, in slot order; or with
 * `maxCommute`, those of the search's purpose within it, shortest commute first (`ofPurpose`).
 * Undefined without a university.
 */
export function universityCandidates(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
): { slots: Int32Array; ofPurpose: boolean } | undefined {
  if (f.university === undefined) return undefined;
  if (f.maxCommute === undefined) return { slots: s.near[f.university]?.bySlot ?? new Int32Array(0), ofPurpose: false };
  const commutes = s.commutes[f.university];
  const slots = commutes
    ? commutes.byMinutes[f.purpose].subarray(0, withinMinutes(commutes, f.purpose, f.maxCommute))
    : new Int32Array(0);
  return { slots, ofPurpose: true };
}
