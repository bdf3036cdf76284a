import type { PropertyList, PropertyListItem } from "@campuslar/domain/property/property-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";

/** The one sponsored card a page shows, and before which of the page's listings it goes. */
export type SponsoredSlot = { property: PropertyListItem; index: number };

/** A listing's place in an order: lower comes first; `null` when it has none (it goes last). */
type RankOf = (item: PropertyListItem) => number | null;

function rankOf(order: SearchOrder, university: string | undefined): RankOf | undefined {
  switch (order) {
    case "price_asc":
      return (item) => item.rentAmount;
    case "price_desc":
      return (item) => -item.rentAmount;
    case "total_asc":
      return (item) => item.allInMonthly;
    case "commute":
      return (item) => (item.commute && item.commute.university === university ? item.commute.minutes : null);
    case "distance":
      return (item) => item.nearbyUniversities.find((u) => u.slug === university)?.distanceM ?? null;
    default:
      // "Most recent": the list's items do not carry the publication time the order uses.
      return undefined;
  }
}

/** Whether `a` comes strictly before `b` in the order (no rank comes after every rank). */
const before = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/**
 * Where the page's sponsored home goes (issue 34): one labelled card at most, in a place that keeps
 * the order's promise. The API's sponsored matches come from after the page in the same order, so
 * with an order the visitor chose ("lowest price", "shortest commute") the card goes after every
 * listing of the page that comes strictly before it, never before a cheaper or nearer one: among
 * its equals, or at the end of the page. Under the page's own default of newest first (nothing
 * chosen), it takes the second place, so the first ordinary result still opens the list.
 */
export function sponsoredSlot(
  list: Pick<PropertyList, "items" | "featured">,
  order: SearchOrder,
  defaultOrder: SearchOrder,
  university: string | undefined,
): SponsoredSlot | null {
  const { items, featured } = list;
  if (items.length === 0 || featured.length === 0) return null;
  if (order === "recent" && defaultOrder === "recent") {
    const [property] = featured;
    return property ? { property, index: Math.min(1, items.length) } : null;
  }
  const rank = rankOf(order, university);
  let best: SponsoredSlot | null = null;
  for (const property of featured) {
    let index = items.length;
    if (rank) {
      const own = rank(property);
      // After the last listing of the page that comes strictly before it.
      index = 0;
      items.forEach((item, at) => {
        if (before(rank(item), own)) index = at + 1;
      });
      if (own === null) index = items.length;
    }
    if (!best || index < best.index) best = { property, index };
  }
  return best;
}
