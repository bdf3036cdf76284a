import {
  AMENITY_FILTERS,
  type FilterParam,
  filterSectionId,
  type SearchValues,
} from "../../../catalogue/search-params.ts";
import type { SearchErrors } from "../search.server.ts";

/** The groups a phone's filter bar opens the filters at: one button each, in this order. */
export const FILTER_SECTIONS = ["price", "rooms", "type", "more"] as const;
export type FilterSection = (typeof FILTER_SECTIONS)[number];

/** Which filters each section holds; the free-text `q` belongs to none (the hero shows it). */
const SECTION_PARAMS: Record<FilterSection, readonly FilterParam[]> = {
  price: ["minPrice", "maxPrice", "maxTotal"],
  rooms: ["bedrooms"],
  type: ["type"],
  more: [
    "stay",
    "moveIn",
    "moveOut",
    "university",
    "maxCommute",
    "neighbourhood",
    "furnished",
    "pets",
    "verified",
    ...AMENITY_FILTERS,
  ],
};

/** The element id of a section inside the filters form, for scrolling the sheet to it. */
export const sectionId = (section: FilterSection) => filterSectionId(section);

/** How many filters of `section` are set. */
export function activeIn(section: FilterSection, values: SearchValues): number {
  return SECTION_PARAMS[section].filter((name) => values[name] !== undefined).length;
}

/** The first section with a refused value, so the sheet opens where the message is; null when none. */
export function sectionWithError(errors: SearchErrors): FilterSection | null {
  return FILTER_SECTIONS.find((section) => SECTION_PARAMS[section].some((name) => errors[name])) ?? null;
}
