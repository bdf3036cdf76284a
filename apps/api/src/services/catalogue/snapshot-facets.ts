import {
  ACCOMMODATION_TYPES,
  AMENITY_FLAGS,
  type AmenityFlag,
  BEDROOMS_OR_MORE,
} from "@campuslar/domain/property/property-enums";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";
import { slotsNear } from "./slot-grid.ts";
import { matcher, type SnapshotFilters, universityTest } from "./snapshot-filters.ts";

/**
 * The facet groups of `GET /v2/properties/filters`, as its SQL groups them: the listings meeting
 * the conditions that are never an option (and kept to the university asked for: near it, or
 * within `maxCommute` of it), by neighbourhood spelling, type and bedroom option, each with its
 * listings, those meeting every chosen amenity (`n`), and per flag those with it meeting the
 * other chosen amenities.
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
  /**
   * Per university of the snapshot, in its order: listings near it meeting every filter but the
   * university (and so without `maxCommute`, which belongs to the university).
   */
  universityCounts: number[];
};

export function snapshotFacets(s: CatalogueSnapshot, f: SnapshotFilters): SnapshotFacets {
  const base = matcher(s, f, "base");
  const options = matcher(s, f, "options");
  const kept = universityTest(s, f);
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
  // A map area's matches are all in its grid cells: only those are read (copied into one array:
  // facets are asked once per search, not once per page).
  const area = f.bbox ? slotsNear(s.grid[f.purpose], f.bbox) : undefined;
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
    if (kept && !kept(slot)) continue;
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
