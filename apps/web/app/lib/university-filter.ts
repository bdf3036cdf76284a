import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import type { University } from "@campuslar/domain/university/university-dto";

/**
 * Universities whose short name, full name (either language) or neighbourhood contain the
 * query, ignoring case and accents, so "butanta" finds "Butantã". An empty query keeps all.
 */
export function filterUniversities(items: readonly University[], query: string): University[] {
  const needle = normalizeSearchText(query);
  if (needle === "") return [...items];
  return items.filter((u) =>
    normalizeSearchText(`${u.shortName} ${u.names.pt} ${u.names.en} ${u.neighbourhood}`).includes(needle),
  );
}

export type NearbyKey = "universities.nearby.zero" | "universities.nearby.one" | "universities.nearby.other";

/** "No listings nearby yet", "1 listing nearby" or "42 listings nearby" (same rule in pt and en). */
export function nearbyKey(count: number): NearbyKey {
  if (count === 0) return "universities.nearby.zero";
  return count === 1 ? "universities.nearby.one" : "universities.nearby.other";
}
