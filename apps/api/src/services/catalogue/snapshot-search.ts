import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import type { CatalogueSnapshot, RankedOrder } from "./catalogue-snapshot.ts";
import type { AreaRuns } from "./slot-grid.ts";
import { NO_COMMUTE } from "./snapshot-commutes.ts";
import {
  keepsEveryCandidate,
  mapCandidates,
  matcher,
  type SnapshotFilters,
  universityCandidates,
  universityTest,
} from "./snapshot-filters.ts";

/**
 * Pages and map pins over a catalogue snapshot (decision 021), with the very meaning of the SQL
 * in search-properties.ts: the same matches, in the same order, with the same ties and nulls.
 * `snapshot-search.test.ts` holds the two to each other on random filter sets.
 */

/** A listing's stored commute to the university a search names: minutes and ride bits. */
export type SlotCommute = { minutes: number; rides: number };

export type SnapshotPage = {
  ids: number[];
  featuredIds: number[];
  total: number;
  /** The commute of a listing of the page (or of its featured ones) to the search's university, if stored. */
  commuteOf: (id: number) => SlotCommute | undefined;
};

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
  const commutes = f.university === undefined ? undefined : s.commutes[f.university];
  const slotOfId = new Map([...found.slots, ...found.featuredSlots].map((slot) => [idOf(slot), slot]));
  return {
    ids: found.slots.map(idOf),
    featuredIds: found.featuredSlots.map(idOf),
    total: found.total,
    commuteOf: (id) => {
      const slot = slotOfId.get(id);
      const minutes = slot === undefined ? undefined : commutes?.minutes[slot];
      if (slot === undefined || minutes === undefined || minutes === NO_COMMUTE) return undefined;
      return { minutes, rides: commutes?.rides[slot] ?? 0 };
    },
  };
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
const isRanked = (order: SearchOrder): order is RankedOrder =>
  order === "recent" || order === "price_asc" || order === "price_desc" || order === "total_asc";

/** `searchSnapshot` in slots. */
function searchSlots(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  order: SearchOrder,
  offset: number,
  limit: number,
  featuredLimit: number,
): FoundSlots {
  if (f.university !== undefined && !s.near[f.university]) return { slots: [], featuredSlots: [], total: 0 };
  const matches = matcher(s, f);
  const kept = universityTest(s, f);
  const ofUniversity = universityCandidates(s, f);
  // Candidates holding every match, put in order by rank or walked, whichever costs less: a map
  // area's grid cells (unless the university keeps fewer listings), or the listings within a
  // short commute when they are few.
  const area = mapCandidates(s, f);
  const listings = s.order.recent[f.purpose].length;
  if (isRanked(order)) {
    const withinCommute = ofUniversity?.ofPurpose ? ofUniversity.slots : undefined;
    if (withinCommute && (!area || withinCommute.length < area.count) && withinCommute.length * 2 < listings) {
      return searchCandidates(s, f, listCandidates(withinCommute), kept, order, offset, limit, featuredLimit);
    }
    if (area && !(ofUniversity && ofUniversity.slots.length < area.count)) {
      return searchCandidates(
        s,
        f,
        { ...area, ofPurpose: true, ofUniversity: false },
        kept,
        order,
        offset,
        limit,
        featuredLimit,
      );
    }
  }
  // The total, over the fewest candidates: a map area's grid cells, the university's listings
  // when one is asked for (near it, in slot order, which reads memory front to back; or within
  // the commute, of the search's purpose), else every listing of the purpose. Candidates of the
  // purpose are tested without reading it, and counted without reading anything when nothing
  // else is asked of them.
  let total = 0;
  const all = ofUniversity ?? { slots: s.order.recent[f.purpose], ofPurpose: true };
  if (area && area.count < all.slots.length) {
    forEachAreaSlot(area, (slot) => {
      if ((!kept || kept(slot)) && matches(slot)) total++;
    });
  } else if (all.ofPurpose && keepsEveryCandidate(f)) {
    total = all.slots.length;
  } else {
    const test = all.ofPurpose ? matcher(s, f, "all", "purpose") : matches;
    const { slots } = all;
    for (let i = 0; i < slots.length; i++) {
      if (test(slots[i] as number)) total++;
    }
  }
  // The page and the featured candidates, walking the order only until both are full.
  return {
    ...walkInOrder(s, matches, sequences(s, f, order, ofUniversity), kept, offset, limit, featuredLimit),
    total,
  };
}

/**
 * The order's sequences of slots, walked one after the other:
 * - by price or date, the purpose's sequence;
 * - by commute, the university's slots by commute (with `maxCommute`, only those within it);
 * - by distance, the university's near slots nearest first, then, with `maxCommute`, those
 *   within it but not near (no distance: last, by id, as SQL puts nulls), found only if the walk
 *   gets there.
 */
function* sequences(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  order: SearchOrder,
  ofUniversity: { slots: Int32Array } | undefined,
): Generator<Int32Array> {
  if (isRanked(order)) {
    yield s.order[order][f.purpose];
    return;
  }
  if (f.university === undefined) return;
  if (order === "commute") {
    yield f.maxCommute === undefined
      ? (s.commutes[f.university]?.byMinutes[f.purpose] ?? new Int32Array(0))
      : (ofUniversity?.slots ?? new Int32Array(0));
    return;
  }
  const nearby = s.near[f.university];
  yield nearby?.byDistance ?? new Int32Array(0);
  if (f.maxCommute !== undefined && nearby && ofUniversity) {
    const { isNear } = nearby;
    yield ofUniversity.slots.filter((slot) => isNear[slot] !== 1).sort();
  }
}

/**
 * The page's matches and the featured candidates, walking `ordered` (an order's sequences of
 * slots) only until both are full.
 */
function walkInOrder(
  s: CatalogueSnapshot,
  matches: (slot: number) => boolean,
  ordered: Iterable<Int32Array>,
  kept: ((slot: number) => boolean) | undefined,
  offset: number,
  limit: number,
  featuredLimit: number,
): Omit<FoundSlots, "total"> {
  const slots: number[] = [];
  const featuredSlots: number[] = [];
  let seen = 0;
  const full = () => seen >= offset + limit && featuredSlots.length >= featuredLimit;
  for (const sequence of ordered) {
    for (let i = 0; i < sequence.length; i++) {
      if (full()) break;
      const slot = sequence[i] as number;
      if (kept && !kept(slot)) continue;
      if (!matches(slot)) continue;
      if (seen >= offset && seen < offset + limit) slots.push(slot);
      seen++;
      if (featuredSlots.length < featuredLimit && s.sponsored[slot] === 1) featuredSlots.push(slot);
    }
    if (full()) break;
  }
  return { slots, featuredSlots };
}

/**
 * Slots to search, as runs of `slots` (flat triples `[start, end, inner, …]`, ends excluded):
 * a map area's runs of its grid, an `inner` run's inside the box, or one run over a list.
 * `ofPurpose`: every slot is of the search's purpose (a grid's, or a commute's candidates);
 * `ofUniversity`: every slot is one the search's university keeps (within its commute).
 */
type Candidates = AreaRuns & { ofPurpose: boolean; ofUniversity: boolean };

/** One run over the search's university's slots of its purpose: those within the commute. */
const listCandidates = (slots: Int32Array): Candidates => ({
  slots,
  runs: [0, slots.length, 0],
  count: slots.length,
  ofPurpose: true,
  ofUniversity: true,
});

/** Calls `visit` with each slot of an area's runs, in grid order. */
function forEachAreaSlot({ slots, runs }: AreaRuns, visit: (slot: number) => void): void {
  for (let r = 0; r < runs.length; r += 3) {
    const end = runs[r + 1] as number;
    for (let i = runs[r] as number; i < end; i++) visit(slots[i] as number);
  }
}

/**
 * The matches of one search of candidates, reused from search to search: searches run one at a
 * time on this thread, and a wide view's matches (tens of thousands) would otherwise be a new
 * array for the garbage collector on every request. Grows as needed, never shrinks.
 */
let scratch = new Int32Array(4096);

/**
 * A page from candidates holding every match (a map area's grid cells, or a university's
 * listings within a short commute): every match counted, then put in `order` by each slot's
 * place in the order's sequence (where walking the sequence would meet it) when there are few,
 * or found by walking the sequence when there are many. A walk through the sequence for few
 * matches would read most of the catalogue.
 */
function searchCandidates(
  s: CatalogueSnapshot,
  f: SnapshotFilters,
  candidates: Candidates,
  kept: ((slot: number) => boolean) | undefined,
  order: RankedOrder,
  offset: number,
  limit: number,
  featuredLimit: number,
): FoundSlots {
  const matches = matcher(s, f);
  const matchesAtEdge = candidates.ofPurpose ? matcher(s, f, "all", "purpose") : matches;
  const matchesInside = candidates.ofPurpose ? matcher(s, f, "all", "purpose and box") : matches;
  const sequence = s.order[order][f.purpose];
  if (scratch.length < candidates.count) scratch = new Int32Array(Math.max(candidates.count, scratch.length * 2));
  const found = scratch;
  const { slots: candidateSlots, runs } = candidates;
  // The university's own candidates are not tested for it again; a walk of the order still is.
  const keptHere = candidates.ofUniversity ? undefined : kept;
  let total = 0;
  let sponsored = 0;
  for (let r = 0; r < runs.length; r += 3) {
    const end = runs[r + 1] as number;
    const test = runs[r + 2] === 1 ? matchesInside : matchesAtEdge;
    for (let i = runs[r] as number; i < end; i++) {
      const slot = candidateSlots[i] as number;
      if (keptHere && !keptHere(slot)) continue;
      if (!test(slot)) continue;
      found[total++] = slot;
      sponsored += s.sponsored[slot] as number;
    }
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
    return { ...walkInOrder(s, matches, [sequence], kept, offset, limit, featuredLimit), total };
  }
  // Each match's place in the order's sequence, in place of the match: sorted, they are the page.
  const rank = order === "price_desc" ? s.rank.price_asc : s.rank[order];
  const last = sequence.length - 1;
  for (let i = 0; i < total; i++) {
    const position = rank[found[i] as number] as number;
    found[i] = order === "price_desc" ? last - position : position;
  }
  const inOrder = found.subarray(0, total).sort();
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
