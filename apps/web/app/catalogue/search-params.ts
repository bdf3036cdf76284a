import { numberFormat } from "@campuslar/domain/i18n/intl-formats";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { AMENITY_FLAGS, type AmenityFlag } from "@campuslar/domain/property/property-enums";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";

/**
 * The search screen's address: which query parameters it reads, their defaults, and the links
 * it builds (pages, orders, views). Pure and free of the schema library, so the browser can use
 * it; the server checks the values (search.server.ts).
 */

/** The orders the screen offers; `distance` and `commute` only where a university is known. */
export const ORDERS = [
  "recent",
  "price_desc",
  "price_asc",
  "distance",
  "commute",
  // Lowest all-in monthly cost first (issue 22).
  "total_asc",
] as const satisfies readonly SearchOrder[];

/** Orders that rank by a university, so only offered where one is known. */
export const UNIVERSITY_ORDERS: ReadonlySet<SearchOrder> = new Set(["distance", "commute"]);

export const VIEWS = ["grid", "list"] as const;
export type SearchView = (typeof VIEWS)[number];

/** The amenity checkboxes: `hasFurniture` and `acceptPets` are the separate furnished and pets filters. */
export const AMENITY_FILTERS = AMENITY_FLAGS.filter(
  (flag): flag is Exclude<AmenityFlag, "hasFurniture" | "acceptPets"> =>
    flag !== "hasFurniture" && flag !== "acceptPets",
);

/**
 * The element id of a group of the search page's filters (`more` holds the neighbourhood and
 * the university): a link to the page with it as its fragment lands on that group.
 */
export const filterSectionId = (section: "price" | "rooms" | "type" | "more") => `filter-section-${section}`;

/** The stay choice that asks for a move-out date instead of a named stay. */
export const STAY_DATES = "dates";

/** Parameters the screen reads from its address and forwards to `GET /v2/properties`. */
export const FILTER_PARAMS = [
  "q",
  "minPrice",
  "maxPrice",
  // The all-in monthly cost (rent, condomínio, IPTU, bills not included) at most this, in reais.
  "maxTotal",
  "bedrooms",
  "type",
  "neighbourhood",
  "furnished",
  "pets",
  // Only listings staff have verified by a visit or a video call (issue 22).
  "verified",
  "university",
  // At most this many minutes to the university by public transport; only with a university.
  "maxCommute",
  // When the student moves in and for how long (issue 22): a named stay (`STAYS`), or `dates` for a
  // move-out date, a choice of this screen's alone that the API is never sent.
  "stay",
  "moveIn",
  "moveOut",
  ...AMENITY_FILTERS,
  // The map's area (`west,south,east,north`), set by "search as I move the map".
  "bbox",
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Every parameter of the address: the filters, plus order, page and view. */
export const SEARCH_PARAMS = [...FILTER_PARAMS, "order", "page", "view"] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

/** The values of the address as the visitor typed them (trimmed; empty ones left out). */
export type SearchValues = Partial<Record<SearchParam, string>>;

export function readSearchValues(params: URLSearchParams): SearchValues {
  const values: SearchValues = {};
  for (const name of SEARCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** The order a page starts with: nearest first on a university's page, newest first elsewhere. */
export function defaultOrder(universityPage: boolean): SearchOrder {
  return universityPage ? "distance" : "recent";
}

/**
 * The address a search form's values make: empty fields, unknown names and defaults (page 1,
 * grid view, the page's default order) are left out, so shared links stay short and the same
 * search always has the same address. Parameter order follows `SEARCH_PARAMS`.
 */
export function cleanSearchParams(entries: Iterable<[string, FormDataEntryValue]>, order: SearchOrder): string {
  const given = new Map<string, string>();
  let stayChosen = false;
  for (const [name, value] of entries) {
    if (name === "stay") stayChosen = true;
    if (typeof value === "string" && value.trim() !== "" && !given.has(name)) given.set(name, value.trim());
  }
  // A move-out date belongs to the "dates" stay: the filters always send a stay (blank for any),
  // and any other choice leaves the move-out field hidden, so its old value goes with it. An
  // address with a move-out and no stay (a link) keeps it: the API reads it as dates.
  if (stayChosen && given.get("stay") !== STAY_DATES) given.delete("moveOut");
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = given.get(name);
    if (value === undefined) continue;
    if (name === "page" && value === "1") continue;
    if (name === "view" && value === "grid") continue;
    if (name === "order" && value === order) continue;
    params.set(name, value);
  }
  // Commas need no escaping in a query; kept as they are, a map's area reads as four numbers.
  const query = params.toString().replace(/%2C/gi, ",");
  return query ? `?${query}` : "";
}

/** The current address with one parameter changed (`undefined` removes it), as `?…` or "". */
export function withParam(search: string, name: SearchParam, value: string | undefined, order: SearchOrder): string {
  const params = new URLSearchParams(search);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  return cleanSearchParams(params.entries(), order);
}

/** Whether the address narrows the list (anything beyond order, page and view). */
export function hasFilters(values: SearchValues): boolean {
  return FILTER_PARAMS.some((name) => values[name] !== undefined);
}

export type PageItem = number | "gap";

/**
 * The page numbers a pager shows: the first, the last, and `around` pages each side of the
 * current one, with a gap where numbers are skipped (a gap never hides a single page).
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const shown = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}

/** A walking distance as people say it: `850 m`, `1,4 km` (`1.4 km` in English). */
export function formatDistance(locale: Locale, meters: number): string {
  const rounded = Math.round(meters / 10) * 10;
  if (rounded < 1000) return `${rounded} m`;
  const km = numberFormat(locale === "pt" ? "pt-BR" : "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(meters / 1000);
  return `${km} km`;
}
