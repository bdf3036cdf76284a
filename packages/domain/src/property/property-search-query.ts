import { z } from "zod";
import { MAX_COMMUTE_FILTER_MINUTES } from "../commute/commute-dto.ts";
import { COMMUTE_NETWORK_DATE } from "../commute/commute-rules.ts";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { LOCALES } from "../i18n/locales.ts";
import { parseTypedReais } from "../money/money.ts";
import { BoundingBoxSchema } from "./bounding-box-param.ts";
import { ACCOMMODATION_TYPES, AMENITY_FLAGS, type AmenityFlag, PURPOSES } from "./property-enums.ts";
import { STAYS } from "./stay.ts";

/** `distance` (nearest first) and `commute` (shortest commute first) need a university. */
export const SEARCH_ORDERS = ["recent", "price_desc", "price_asc", "distance", "commute", "total_asc"] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const DEFAULT_PAGE_SIZE = 12;
/** Issue: pageSize is capped at 50; a larger value is served as 50, not refused. */
export const MAX_PAGE_SIZE = 50;

/** Query-string booleans: `true`/`false`/`1`/`0`. */
const queryBoolean = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** Above any rent or sale price the catalogue holds (and within what its columns can compare). */
export const MAX_PRICE_FILTER = 20_000_000;

/** A price as the visitor typed it into the filter: "3.000" (Portuguese) and "3,000" (English) are R$ 3.000. */
const reais = z.preprocess(
  (value) => (typeof value === "string" ? (parseTypedReais(value) ?? value) : value),
  z.coerce
    .number({ error: "must be a number" })
    .refine(Number.isFinite, "must be a number")
    .min(0, "must not be negative")
    .max(MAX_PRICE_FILTER, `must be at most ${MAX_PRICE_FILTER}`),
);

/** The shortest commute a search may ask for: below it the estimate says little. */
export const MIN_COMMUTE_FILTER_MINUTES = 5;

/** A calendar day, YYYY-MM-DD, that exists. */
const calendarDay = z.string().refine(isCalendarDate, "must be a date (YYYY-MM-DD)");

const slug = z.string().regex(/^[a-z0-9-]{1,64}$/, "must be a slug");

const amenityFilters = Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, queryBoolean.optional()])) as Record<
  AmenityFlag,
  z.ZodOptional<typeof queryBoolean>
>;

/**
 * What decides the set of matches (everything but paging, order and language), shared by
 * `GET /v2/properties` and the facet counts of `GET /v2/properties/filters`.
 */
const searchFilterFields = {
  purpose: z.enum(PURPOSES, { error: "must be rent or sale" }).default("rent"),
  minPrice: reais.optional(),
  maxPrice: reais.optional(),
  /** The all-in monthly cost (rent, condomínio, IPTU and bills not included) at most this, in reais (issue 22). */
  maxTotal: reais.optional().meta({
    description:
      "Rentals whose all-in monthly cost (rent + condomínio + IPTU + the estimate of every bill the rent does not " +
      "include) is at most this many reais. Listings without a rent never match.",
    examples: [3000],
  }),
  /** 1 to 4, where 4 means four or more. */
  bedrooms: z.coerce
    .number({ error: "must be 1, 2, 3 or 4" })
    .int("must be 1, 2, 3 or 4")
    .min(1, "must be 1, 2, 3 or 4")
    .max(4, "must be 1, 2, 3 or 4")
    .optional(),
  type: z.enum(ACCOMMODATION_TYPES, { error: `must be one of ${ACCOMMODATION_TYPES.join(", ")}` }).optional(),
  university: slug.optional(),
  /**
   * With `university`: only listings whose stored commute to it takes at most this many minutes,
   * however far they are (it replaces the university's "near" rule; decision 024).
   */
  maxCommute: z.coerce
    .number({ error: "must be a whole number of minutes" })
    .int("must be a whole number of minutes")
    .min(MIN_COMMUTE_FILTER_MINUTES, `must be at least ${MIN_COMMUTE_FILTER_MINUTES}`)
    .max(MAX_COMMUTE_FILTER_MINUTES, `must be at most ${MAX_COMMUTE_FILTER_MINUTES}`)
    .optional()
    .meta({
      description:
        "Needs `university`. Only listings whose commute to it by metro, train and bus (or on foot) takes about this " +
        `many minutes or fewer, ${MIN_COMMUTE_FILTER_MINUTES} to ${MAX_COMMUTE_FILTER_MINUTES}, however far away ` +
        "they are: it replaces the university's nearness. The commute is an estimate for a weekday from 07:00 to " +
        `08:00 on the transit network of ${COMMUTE_NETWORK_DATE}, stored with each listing.`,
      examples: [30],
    }),
  customer: slug.optional(),
  neighbourhood: z.string().trim().min(1).max(80).optional(),
  furnished: queryBoolean.optional(),
  pets: queryBoolean.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  /** The map's visible area, `west,south,east,north`: only listings inside it, edges included. */
  bbox: BoundingBoxSchema.optional(),
  /** Issue 22: when the student moves in, and for how long (domain `stayWindow`). */
  moveIn: calendarDay.optional().meta({
    description:
      "Only rentals free by this day (`availableFrom` on or before it, or none given). With `moveOut` or `stay`, " +
      "the stay starts on it.",
    examples: ["2027-02-01"],
  }),
  moveOut: calendarDay.optional().meta({
    description:
      "With `moveIn` (today when absent): only rentals that take a stay of that many months, a month begun " +
      "counting whole (their minimum at most it, their maximum, when they have one, at least it).",
    examples: ["2027-07-31"],
  }),
  stay: z
    .enum(STAYS, { error: `must be one of ${STAYS.join(", ")}` })
    .optional()
    .meta({
      description:
        "A stay by name: `first_semester` (February to July, 6 months) and `second_semester` (August to " +
        "December, 5 months) of the coming term, moving in on its first day unless `moveIn` says otherwise; " +
        "`year` (12 months). Only rentals free by then that take a stay that long.",
    }),
  /** Only listings staff have verified by a visit or a video call; `false` asks nothing. */
  verified: queryBoolean.optional().meta({
    description:
      "`true`: only listings staff have verified by a visit or a video call. `false` or absent: every listing.",
  }),
  ...amenityFilters,
};

const pricesInOrder = (q: { minPrice?: number; maxPrice?: number }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const PRICE_ORDER_ISSUE = { path: ["maxPrice"], message: "must not be below minPrice" };
/** A commute is to a university: the limit means nothing without one. */
const commuteHasUniversity = (q: { maxCommute?: number; university?: string }) =>
  q.maxCommute === undefined || q.university !== undefined;
const COMMUTE_UNIVERSITY_ISSUE = { path: ["maxCommute"], message: "maxCommute needs a university" };
/** A move-out after the move-in, and a named stay or a move-out date, not both. */
const datesInOrder = (q: { moveIn?: string; moveOut?: string }) =>
  q.moveIn === undefined || q.moveOut === undefined || q.moveIn < q.moveOut;
const DATES_ORDER_ISSUE = { path: ["moveOut"], message: "must be after moveIn" };
const oneStay = (q: { stay?: string; moveOut?: string }) => q.stay === undefined || q.moveOut === undefined;
const ONE_STAY_ISSUE = { path: ["moveOut"], message: "give a stay or a move-out date, not both" };

/** The filters of a search alone: `GET /v2/properties/filters` counts its options under them. */
export const PropertySearchFiltersSchema = z
  .object(searchFilterFields)
  .refine(pricesInOrder, PRICE_ORDER_ISSUE)
  .refine(commuteHasUniversity, COMMUTE_UNIVERSITY_ISSUE)
  .refine(datesInOrder, DATES_ORDER_ISSUE)
  .refine(oneStay, ONE_STAY_ISSUE);
export type PropertySearchFilters = z.infer<typeof PropertySearchFiltersSchema>;

/**
 * `GET /v2/properties` query (DESIGN §4). Every parameter is optional and they combine.
 * Prices are in reais: `minPrice`/`maxPrice` compare with the monthly rent, or with the sale
 * price when `purpose=sale`.
 */
export const PropertySearchQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .default(1),
    pageSize: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .transform((n) => Math.min(n, MAX_PAGE_SIZE))
      .default(DEFAULT_PAGE_SIZE),
    order: z
      .enum(SEARCH_ORDERS, { error: `must be one of ${SEARCH_ORDERS.join(", ")}` })
      .default("recent")
      .meta({
        description:
          "`recent` newest first, `price_asc` and `price_desc` by price, `distance` nearest to `university` first, " +
          "`commute` shortest commute to `university` first (listings without a stored commute last), `total_asc` " +
          "lowest all-in monthly cost first (listings without one last); ties by id. " +
          "`distance` and `commute` need `university`.",
      }),
    ...searchFilterFields,
    /** Language of titles and photo captions; `Accept-Language` when absent. */
    lang: z.enum(LOCALES, { error: "must be pt or en" }).optional(),
  })
  .refine(pricesInOrder, PRICE_ORDER_ISSUE)
  .refine(commuteHasUniversity, COMMUTE_UNIVERSITY_ISSUE)
  .refine(datesInOrder, DATES_ORDER_ISSUE)
  .refine(oneStay, ONE_STAY_ISSUE)
  .refine((q) => q.order !== "distance" || q.university !== undefined, {
    path: ["order"],
    message: "distance order needs a university",
  })
  .refine((q) => q.order !== "commute" || q.university !== undefined, {
    path: ["order"],
    message: "commute order needs a university",
  });
export type PropertySearchQuery = z.infer<typeof PropertySearchQuerySchema>;
