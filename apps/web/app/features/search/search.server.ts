import { isCalendarDate } from "@campuslar/domain/dates/calendar-date";
import { isPastDay, saoPauloToday } from "@campuslar/domain/dates/move-in-dates";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { PropertyListSchema } from "@campuslar/domain/property/property-dto";
import { PropertySearchQuerySchema, type SearchOrder } from "@campuslar/domain/property/property-search-query";
import { STAYS } from "@campuslar/domain/property/stay";
import { data, type RouterContextProvider } from "react-router";
import { loadApiData } from "../../api/api-data.server.ts";
import { FILTER_PARAMS, type SearchParam, type SearchValues, STAY_DATES } from "../../catalogue/search-params.ts";

type Context = Readonly<RouterContextProvider>;

/** Why a value of the address was set aside; the page words it in the visitor's language. */
export type SearchFieldError = "number" | "priceOrder" | "option" | "date" | "dateOrder" | "pastDate";
export type SearchErrors = Partial<Record<SearchParam, SearchFieldError>>;

export type CheckedSearch = {
  /** The query for `GET /v2/properties`, bad values left out. */
  query: URLSearchParams;
  order: SearchOrder;
  page: number;
  errors: SearchErrors;
};

const NUMBER_FIELDS: ReadonlySet<string> = new Set(["minPrice", "maxPrice", "maxTotal", "page"]);
const DATE_FIELDS: ReadonlySet<string> = new Set(["moveIn", "moveOut"]);

/**
 * Checks the visitor's address against the API's own query schema. A bad value never fails the
 * page: that one parameter is left out (the list is unfiltered for it) and named in `errors`.
 * `fixed` comes from the path (the university or sponsor of the page) and always wins.
 */
export function checkSearch(
  values: SearchValues,
  fixed: { university?: string; customer?: string },
  options: { defaultOrder: SearchOrder; universities?: readonly string[]; today?: string },
): CheckedSearch {
  const errors: SearchErrors = {};
  const raw: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const value = values[name];
    if (value !== undefined) raw[name] = value;
  }
  if (values.page) raw.page = values.page;
  raw.order = values.order ?? options.defaultOrder;
  if (fixed.university) raw.university = fixed.university;
  if (fixed.customer) raw.customer = fixed.customer;
  // A university the catalogue does not know would make the API answer 404 for the whole list.
  if (!fixed.university && raw.university && options.universities && !options.universities.includes(raw.university)) {
    delete raw.university;
    errors.university = "option";
  }
  // Minutes to no university mean nothing: the filter goes with its university (cleared, or never
  // chosen), quietly, as the field that would show a message is not shown without one.
  if (!raw.university) delete raw.maxCommute;
  // "Dates" is this screen's choice: the API reads the move-out date itself. A named stay has its
  // own end, so a move-out date left in the hidden field goes, quietly, as the minutes above do.
  if (raw.stay === STAY_DATES) delete raw.stay;
  else if ((STAYS as readonly string[]).includes(raw.stay ?? "")) delete raw.moveOut;
  // Dates start today in São Paulo (issue 34): a day that has passed is set aside and named by its field.
  const today = options.today ?? saoPauloToday();
  for (const name of ["moveIn", "moveOut"] as const) {
    const day = raw[name];
    if (day !== undefined && isCalendarDate(day) && isPastDay(day, today)) {
      errors[name] = "pastDate";
      delete raw[name];
    }
  }

  for (let attempt = 0; attempt < 40; attempt++) {
    const result = PropertySearchQuerySchema.safeParse({ ...raw, purpose: "rent" });
    if (result.success) {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(raw)) {
        if (name !== "order" && name !== "page") query.set(name, value);
      }
      query.set("order", result.data.order);
      query.set("page", String(result.data.page));
      return { query, order: result.data.order, page: result.data.page, errors };
    }
    let dropped = false;
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "");
      if (!(name in raw) || (name === "university" && fixed.university) || (name === "customer" && fixed.customer)) {
        continue;
      }
      if (name === "order" && raw.order === options.defaultOrder) {
        // The page's own default cannot be wrong; fall back to the newest first.
        raw.order = "recent";
        dropped = true;
        continue;
      }
      errors[name as SearchParam] =
        name === "maxPrice" && issue.code === "custom"
          ? "priceOrder"
          : NUMBER_FIELDS.has(name)
            ? "number"
            : DATE_FIELDS.has(name)
              ? dateError(name, raw)
              : "option";
      delete raw[name];
      dropped = true;
    }
    if (!dropped) break;
  }
  // Only a broken fixed value (the path's slug) is left: the page does not exist.
  throw data(null, { status: 404 });
}

/** A refused move-in or move-out: not a day at all, or a move-out on or before a move-in that is one. */
function dateError(name: string, raw: Record<string, string>): SearchFieldError {
  const { moveIn, moveOut } = raw;
  return name === "moveOut" && moveIn && moveOut && isCalendarDate(moveIn) && isCalendarDate(moveOut)
    ? "dateOrder"
    : "date";
}

/** One page of listings for a checked query, titles and captions in the visitor's language. */
export function loadSearchResults(context: Context, query: URLSearchParams, locale: Locale) {
  const params = new URLSearchParams(query);
  params.set("purpose", "rent");
  params.set("lang", locale);
  return loadApiData(context, `/v2/properties?${params}`, PropertyListSchema);
}
