import { calendarDayText } from "@campuslar/domain/dates/display-dates";
import { saoPauloToday, semesterYear } from "@campuslar/domain/dates/move-in-dates";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatBRL, parseTypedReais } from "@campuslar/domain/money/money";
import { BEDROOMS_OR_MORE } from "@campuslar/domain/property/property-enums";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiContext } from "../../api/api-context.ts";
import { AMENITY_FILTERS, type SearchParam, type SearchValues, STAY_DATES } from "../../catalogue/search-params.ts";
import { countText } from "../../i18n/count-text.ts";
import { t } from "../../i18n/t.ts";
import type { EmptyResultChip, EmptyResultData } from "./components/empty-result.tsx";
import type { SearchErrors } from "./search.server.ts";
import "./empty-result-messages.ts";
import "./messages.ts";
import "../../catalogue/listing-facts/listing-labels-messages.ts";
import "../../catalogue/card/verification-messages.ts";

/*
 * An empty search (issue 34): each filter that narrowed it, as a chip that removes it, and how
 * many homes the search has without each one, so the page can say which single filter empties
 * the list. The counts are asked of the API in parallel, only when the list is empty.
 */

/** At most this many searches are counted: a page of chips, not a query per amenity ticked. */
export const COUNTED_CHIPS_MAX = 8;

type ChipContext = {
  locale: Locale;
  /** The page's own university (its path): not a filter the visitor can remove. */
  pageUniversity: boolean;
  /** The chosen university's short name, for "Near USP". */
  universityName?: string;
  today?: string;
};

const TRUE = new Set(["true", "1"]);

/** The active filters of a search's address as chips, in the order of the filters' column. */
export function emptyResultChips(
  values: SearchValues,
  errors: SearchErrors,
  ctx: ChipContext,
): Omit<EmptyResultChip, "count">[] {
  const { locale } = ctx;
  const today = ctx.today ?? saoPauloToday();
  // A value set aside (its field shows why) filters nothing: no chip.
  const given = (name: SearchParam) => (errors[name] === undefined ? values[name] : undefined);
  const money = (name: SearchParam) => {
    const typed = given(name);
    const reais = typed === undefined ? undefined : parseTypedReais(typed);
    return reais === undefined ? undefined : formatBRL(reais);
  };
  const chips: Omit<EmptyResultChip, "count">[] = [];
  const add = (label: string | undefined, ...remove: SearchParam[]) => {
    if (label !== undefined) chips.push({ label, remove });
  };

  const q = given("q");
  add(q === undefined ? undefined : t(locale, "search.chip.text", { text: q }), "q");
  const min = money("minPrice");
  add(min === undefined ? undefined : t(locale, "search.chip.from", { price: min }), "minPrice");
  const max = money("maxPrice");
  add(max === undefined ? undefined : t(locale, "search.chip.upTo", { price: max }), "maxPrice");
  const allIn = money("maxTotal");
  add(allIn === undefined ? undefined : t(locale, "search.chip.allIn", { price: allIn }), "maxTotal");
  const bedrooms = Number(given("bedrooms"));
  if (Number.isInteger(bedrooms) && bedrooms > 0) {
    add(
      bedrooms >= BEDROOMS_OR_MORE
        ? t(locale, "search.chip.bedroomsOrMore", { count: bedrooms })
        : countText(locale, "search.chip.bedrooms", bedrooms),
      "bedrooms",
    );
  }
  const type = given("type");
  if (type === "coliving" || type === "apartamento" || type === "residencia_estudantil") {
    add(t(locale, `accommodation.type.${type}`), "type");
  }
  add(given("neighbourhood"), "neighbourhood");
  const furnished = given("furnished");
  if (furnished !== undefined) {
    add(t(locale, TRUE.has(furnished) ? "search.filters.furnished" : "search.chip.unfurnished"), "furnished");
  }
  if (given("pets") !== undefined) add(t(locale, "search.filters.pets"), "pets");
  if (given("verified") !== undefined) add(t(locale, "verified.filter"), "verified");
  const university = ctx.pageUniversity ? undefined : given("university");
  const universityName = ctx.universityName ?? university?.toUpperCase();
  if (university !== undefined && universityName !== undefined) {
    add(t(locale, "search.chip.near", { university: universityName }), "university", "maxCommute");
  }
  const minutes = given("maxCommute");
  if (minutes !== undefined && universityName !== undefined) {
    add(t(locale, "search.chip.commute", { minutes, university: universityName }), "maxCommute");
  }
  const stay = given("stay");
  if (stay === "first_semester" || stay === "second_semester") {
    add(t(locale, `search.filters.stay.${stay}`, { year: String(semesterYear(stay, today)) }), "stay");
  } else if (stay === "year") {
    add(t(locale, "search.filters.stay.year"), "stay");
  }
  const moveIn = given("moveIn");
  if (moveIn !== undefined) add(t(locale, "search.chip.moveIn", { date: calendarDayText(locale, moveIn) }), "moveIn");
  const moveOut = given("moveOut");
  if (moveOut !== undefined) {
    const label = t(locale, "search.chip.moveOut", { date: calendarDayText(locale, moveOut) });
    if (stay === STAY_DATES) add(label, "stay", "moveOut");
    else add(label, "moveOut");
  }
  for (const flag of AMENITY_FILTERS) {
    if (given(flag) !== undefined) add(t(locale, `search.amenity.${flag}`), flag);
  }
  if (given("bbox") !== undefined) add(t(locale, "search.chip.area"), "bbox");
  return chips;
}

const TotalSchema = z.object({ total: z.number().int() });
type Context = Readonly<RouterContextProvider>;

/** The search's total without the given parameters, or null when the API could not say. */
async function totalWithout(context: Context, query: URLSearchParams, remove: readonly SearchParam[]) {
  const params = new URLSearchParams(query);
  for (const name of remove) params.delete(name);
  // The order changes no total, and a university's own orders mean nothing without it.
  params.delete("order");
  params.set("page", "1");
  params.set("pageSize", "1");
  params.set("purpose", "rent");
  try {
    const response = await context.get(apiContext)(`/v2/properties?${params}`);
    if (!response.ok) return null;
    const parsed = TotalSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.total : null;
  } catch (error) {
    console.warn("Could not count a search without one filter", error);
    return null;
  }
}

/**
 * The chips of an empty search and, for the first `COUNTED_CHIPS_MAX`, its total without each:
 * the API's `total` for the checked query minus that filter, asked all at once.
 */
export async function loadEmptyResult(
  context: Context,
  query: URLSearchParams,
  values: SearchValues,
  errors: SearchErrors,
  ctx: ChipContext,
): Promise<EmptyResultData> {
  const chips = emptyResultChips(values, errors, ctx);
  const counts = await Promise.all(
    chips.map((chip, index) => (index < COUNTED_CHIPS_MAX ? totalWithout(context, query, chip.remove) : null)),
  );
  return { chips: chips.map((chip, index) => ({ ...chip, count: counts[index] ?? null })) };
}
