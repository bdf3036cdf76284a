import { reaisToCents } from "@campuslar/domain/money/money";
import type { BoundingBox } from "@campuslar/domain/property/bounding-box";
import {
  ACCOMMODATION_TYPES,
  AMENITY_FLAGS,
  type AmenityFlag,
  BEDROOMS_OR_MORE,
} from "@campuslar/domain/property/property-enums";
import type { PropertySearchFilters, SearchOrder } from "@campuslar/domain/property/property-search-query";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { type CatalogueSnapshot, currentSnapshot, typeIndex } from "./catalogue-snapshot.ts";
import { slotsNear } from "./slot-grid.ts";

/**
 * Searches and facet counts over a catalogue snapshot (decision 021), with the very meaning of
 * the SQL in search-conditions.ts: the same matches, in the same order, with the same ties and
 * nulls. `snapshot-search.test.ts` holds the two to each other on random filter sets.
 */

/** A search's filters resolved against one snapshot; `undefined` parts are not asked for. */
export type SnapshotFilters = {
  purpose: 0 | 1;
  minCents?: number;
  maxCents?: number;
  customerId?: number;
  /** Position in the snapshot's universities. */
  university?: number;
  type?: number;
  bedrooms?: number;
  /** Per neighbourhood spelling of the snapshot: 1 where it is the one asked for (compared lower-cased). */
  hoods?: Uint8Array;
  /** The map's area, edges included. */
  bbox?: BoundingBox;
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
  return {
    purpose: query.purpose === "sale" ? 1 : 0,
    minCents: query.minPrice === undefined ? undefined : reaisToCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? undefined : reaisToCents(query.maxPrice),
    customerId,
    university,
    type: query.type === undefined ? undefined : typeIndex(query.type),
    bedrooms: query.bedrooms,
    hoods,
    bbox: query.bbox,
    flagsSet,
    flagsClear,
  };
}

/**
 * A test of the conditions: `base` are those that are never an option with a count (purpose,
 * prices, map area, sponsor), `options` the others (type, bedrooms, neighbourhood, amenities). One flat
 * function over local typed arrays: it runs once per listing of the catalogue on every search.
 */
function matcher(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  which: "all" | "base" | "options" = "all",
): (slot: number) => boolean {
  const baseOnly = which === "base";
  const checkBase = which !== "options";
  const price = f.purpose === 1 ? s.salePriceCents : s.rentCents;
  const { purpose: purposes, customer, type: types, bedrooms: beds, hood, flags: allFlags, lat: lats, lng: lngs } = s;
  const { purpose, customerId, flagsSet, flagsClear } = f;
  const hasMin = f.minCents !== undefined;
  const hasMax = f.maxCents !== undefined;
  const minCents = f.minCents ?? 0;
  const maxCents = f.maxCents ?? 0;
  const hasCustomer = customerId !== undefined;
  const hasBox = f.bbox !== undefined;
  const [west, south, east, north] = f.bbox ?? [0, 0, 0, 0];
  const type = baseOnly ? -1 : (f.type ?? -1);
  const bedrooms = baseOnly ? -1 : (f.bedrooms ?? -1);
  const orMore = bedrooms >= BEDROOMS_OR_MORE;
  const hoods = baseOnly ? undefined : f.hoods;
  const setBits = baseOnly ? 0 : flagsSet;
  const clearBits = baseOnly ? 0 : flagsClear;
  return (slot) => {
    if (checkBase) {
      if (purposes[slot] !== purpose) return false;
      const cents = price[slot] as number;
      // NaN (a null price) fails both comparisons, as NULL does in SQL.
      if (hasMin && !(cents >= minCents)) return false;
      if (hasMax && !(cents <= maxCents)) return false;
      if (hasCustomer && customer[slot] !== customerId) return false;
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
    const flags = allFlags[slot] as number;
    return (flags & setBits) === setBits && (flags & clearBits) === 0;
  };
}

export type SnapshotPage = { ids: number[]; featuredIds: number[]; total: number };

/**
 * A page of matches in `order` (ids), the first `featuredLimit` sponsored matches in the same
 * order (the page's candidates for its featured cards), and how many match in all.
 */
export function searchSnapshot(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  order: SearchOrder,
  offset: number,
  limit: number,
  featuredLimit: number,
): SnapshotPage {
  const found = searchSlots(s, f, order, offset, limit, featuredLimit);
  const idOf = (slot: number) => s.ids[slot] as number;
  return { ids: found.slots.map(idOf), featuredIds: found.featuredSlots.map(idOf), total: found.total };
}

/** The first `limit` matches in the list's default order (slots), for the map's pins, and how many match in all. */
export function snapshotPinSlots(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  limit: number,
): { slots: number[]; total: number } {
  const { slots, total } = searchSlots(s, f, "recent", 0, limit, 0);
  return { slots, total };
}

type FoundSlots = { slots: number[]; featuredSlots: number[]; total: number };

/** `searchSnapshot` in slots. */
function searchSlots(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  order: SearchOrder,
  offset: number,
  limit: number,
  featuredLimit: number,
): FoundSlots {
  const nearby = f.university === undefined ? undefined : s.near[f.university];
  if (f.university !== undefined && !nearby) return { slots: [], featuredSlots: [], total: 0 };
  const matches = matcher(s, f);
  // A map area holding less than half the catalogue: its grid cells hold every match.
  const area = mapCandidates(s, f);
  if (area && order !== "distance" && area.length * 2 < s.order.recent[f.purpose].length) {
    return searchArea(s, f, area, order, offset, limit, featuredLimit);
  }
  // The total, over the fewest candidates: a map area's grid cells, a university's
  // listings when one is asked for (a third of the catalogue or less), else every listing of the
  // purpose; the last two in slot order, which reads memory front to back.
  let total = 0;
  const all = nearby ? nearby.bySlot : s.order.recent[f.purpose];
  const candidates = area && area.length < all.length ? area : all;
  const nearOnly = candidates === area ? nearby?.isNear : undefined;
  for (let i = 0; i < candidates.length; i++) {
    const slot = candidates[i] as number;
    if (nearOnly && nearOnly[slot] !== 1) continue;
    if (matches(slot)) total++;
  }
  // The page and the featured candidates, walking the order only until both are full.
  const sequence = order === "distance" ? (nearby?.byDistance ?? new Int32Array(0)) : s.order[order][f.purpose];
  return { ...walkInOrder(s, matches, sequence, nearby?.isNear, offset, limit, featuredLimit), total };
}

/**
 * The page's matches and the featured candidates, walking `sequence` (an order's slots) only
 * until both are full.
 */
function walkInOrder(
  s: CatalogueSnapshot,
  matches: (slot: number) => boolean,
  sequence: Int32Array,
  near: Uint8Array | undefined,
  offset: number,
  limit: number,
  featuredLimit: number,
): Omit<FoundSlots, "total"> {
  const slots: number[] = [];
  const featuredSlots: number[] = [];
  let seen = 0;
  for (let i = 0; i < sequence.length; i++) {
    if (seen >= offset + limit && featuredSlots.length >= featuredLimit) break;
    const slot = sequence[i] as number;
    if (near && near[slot] !== 1) continue;
    if (!matches(slot)) continue;
    if (seen >= offset && seen < offset + limit) slots.push(slot);
    seen++;
    if (featuredSlots.length < featuredLimit && s.sponsored[slot] === 1) featuredSlots.push(slot);
  }
  return { slots, featuredSlots };
}

/** The candidates of a map area: the slots of the grid cells it touches, or undefined without one. */
function mapCandidates(s: CatalogueSnapshot, f: SnapshotFilters): Int32Array | undefined {
  return f.bbox ? slotsNear(s.grid[f.purpose], f.bbox) : undefined;
}

/**
 * A page of a small map area: every match of its grid cells, put in `order` by each
 * slot's place in the order's sequence, which is where walking the sequence would meet it. A
 * walk through a small area's sequence meets few matches and would read most of the catalogue.
 */
function searchArea(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  area: Int32Array,
  order: Exclude<SearchOrder, "distance">,
  offset: number,
  limit: number,
  featuredLimit: number,
): FoundSlots {
  const matches = matcher(s, f);
  const near = f.university === undefined ? undefined : s.near[f.university]?.isNear;
  const rank = order === "recent" ? s.rank.recent : s.rank.price_asc;
  const sequence = s.order[order][f.purpose];
  const last = sequence.length - 1;
  const positions = new Int32Array(area.length);
  let total = 0;
  let sponsored = 0;
  for (let i = 0; i < area.length; i++) {
    const slot = area[i] as number;
    if (near && near[slot] !== 1) continue;
    if (!matches(slot)) continue;
    const position = rank[slot] as number;
    positions[total++] = order === "price_desc" ? last - position : position;
    sponsored += s.sponsored[slot] as number;
  }
  // Sorting every match costs about n·log n; walking the order from its start meets the page's
  // matches after about (offset + limit) × (listings ÷ matches) steps, and the featured ones
  // after featured × (listings ÷ sponsored matches). A wide area with many matches is walked
  // (the map's 500 pins of a district), a narrow one sorted.
  const stepsPerMatch = sequence.length / Math.max(total, 1);
  const walkSteps = Math.max(
    (offset + limit) * stepsPerMatch,
    featuredLimit > 0 ? (sponsored > 0 ? featuredLimit * (sequence.length / sponsored) : sequence.length) : 0,
  );
  if (walkSteps < total * Math.log2(total + 1)) {
    return { ...walkInOrder(s, matches, sequence, near, offset, limit, featuredLimit), total };
  }
  const inOrder = positions.subarray(0, total).sort();
  const slotAt = (i: number) => sequence[inOrder[i] as number] as number;
  const slots: number[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i++) slots.push(slotAt(i));
  const featuredSlots: number[] = [];
  for (let i = 0; i < total && featuredSlots.length < featuredLimit; i++) {
    const slot = slotAt(i);
    if (s.sponsored[slot] === 1) featuredSlots.push(slot);
  }
  return { slots, featuredSlots, total };
}

/**
 * The facet groups of `GET /v2/properties/filters`, as its SQL groups them: the listings meeting
 * the conditions that are never an option (and near the university asked for), by
 * neighbourhood spelling, type and bedroom option, each with its listings, those meeting every
 * chosen amenity (`n`), and per flag those with it meeting the other chosen amenities.
 */
export type FacetGroup = {
  neighbourhood: string;
  hoodKey: string;
  hoodChosen: boolean | null;
  type: string;
  bedrooms: number;
  listings: number;
  n: number;
} & Record<AmenityFlag, number>;

export type SnapshotFacets = {
  groups: FacetGroup[];
  /** Per university of the snapshot, in its order: listings near it meeting every filter but the university. */
  universityCounts: number[];
};

export function snapshotFacets(s: CatalogueSnapshot, f: SnapshotFilters): SnapshotFacets {
  const base = matcher(s, f, "base");
  const options = matcher(s, f, "options");
  const near = f.university === undefined ? undefined : s.near[f.university]?.isNear;
  const onlyNear = f.university !== undefined;
  const typeCount = ACCOMMODATION_TYPES.length;
  const optionCount = BEDROOMS_OR_MORE + 1;
  // Accumulators in flat arrays, one row per (spelling, type, bedroom option) seen.
  const groupOf = new Int32Array(s.hoods.length * typeCount * optionCount).fill(-1);
  const keys: number[] = [];
  const listings: number[] = [];
  const n: number[] = [];
  let flagCounts = new Int32Array(64 * 32);
  const universityCounts = new Int32Array(s.universities.length);
  const { hood: hoods, type: types, bedrooms: beds, flags: allFlags, nearStart, nearList } = s;
  const { flagsSet, flagsClear } = f;
  // In slot order, not a search order: reading the arrays front to back is what keeps it fast.
  // A map area's matches are all in its grid cells: only those are read.
  const area = mapCandidates(s, f);
  const count = area ? area.length : s.size;
  for (let i = 0; i < count; i++) {
    const slot = area ? (area[i] as number) : i;
    if (!base(slot)) continue;
    if (options(slot)) {
      const end = nearStart[slot + 1] as number;
      for (let k = nearStart[slot] as number; k < end; k++) {
        const position = nearList[k] as number;
        universityCounts[position] = (universityCounts[position] as number) + 1;
      }
    }
    if (onlyNear && near?.[slot] !== 1) continue;
    const key =
      ((hoods[slot] as number) * typeCount + (types[slot] as number)) * optionCount +
      Math.min(beds[slot] as number, BEDROOMS_OR_MORE);
    let group = groupOf[key] as number;
    if (group < 0) {
      group = keys.length;
      groupOf[key] = group;
      keys.push(key);
      listings.push(0);
      n.push(0);
      if ((group + 1) * 32 > flagCounts.length) {
        const grown = new Int32Array(flagCounts.length * 2);
        grown.set(flagCounts);
        flagCounts = grown;
      }
    }
    listings[group] = (listings[group] as number) + 1;
    const flags = allFlags[slot] as number;
    // The chosen amenities this listing fails: none, it counts in `n` and for each flag it has;
    // only the one flag it has but was asked to lack, it counts for that flag alone (whose own
    // condition its count leaves out).
    const failing = (flagsSet & ~flags) | (flagsClear & flags);
    const row = group * 32;
    if (failing === 0) {
      n[group] = (n[group] as number) + 1;
      for (let bits = flags; bits !== 0; bits &= bits - 1) {
        const at = row + 31 - Math.clz32(bits & -bits);
        flagCounts[at] = (flagCounts[at] as number) + 1;
      }
    } else if ((failing & (failing - 1)) === 0 && (flags & failing) !== 0) {
      const at = row + 31 - Math.clz32(failing);
      flagCounts[at] = (flagCounts[at] as number) + 1;
    }
  }
  const chosen = f.hoods;
  return {
    groups: keys.map((key, group) => {
      const bedrooms = key % optionCount;
      const type = Math.floor(key / optionCount) % typeCount;
      const hoodAt = Math.floor(key / optionCount / typeCount);
      const hood = s.hoods[hoodAt] as { name: string; key: string };
      const counts = {
        neighbourhood: hood.name,
        hoodKey: hood.key,
        hoodChosen: chosen ? chosen[hoodAt] === 1 : null,
        type: ACCOMMODATION_TYPES[type] as string,
        bedrooms,
        listings: listings[group] as number,
        n: n[group] as number,
      } as FacetGroup;
      AMENITY_FLAGS.forEach((flag, bit) => {
        counts[flag] = flagCounts[group * 32 + bit] as number;
      });
      return counts;
    }),
    universityCounts: Array.from(universityCounts),
  };
}
