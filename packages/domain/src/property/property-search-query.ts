import { z } from "zod";
import { MAX_COMMUTE_FILTER_MINUTES } from "../commute/commute-dto.ts";
import { COMMUTE_NETWORK_DATE } from "../commute/commute-rules.ts";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { parseTypedReais } from "../money/money.ts";
import { BOUNDING_BOX_MESSAGES } from "./bounding-box.ts";
import { BoundingBoxSchema } from "./bounding-box-param.ts";
import { ACCOMMODATION_TYPES, AMENITY_FLAGS, type AmenityFlag, PURPOSES } from "./property-enums.ts";
import { STAYS } from "./stay.ts";

/** `distance` (nearest first) and `commute` (shortest commute first) need a university. */
export const SEARCH_ORDERS = ["recent", "price_desc", "price_asc", "distance", "commute", "total_asc"] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const DEFAULT_PAGE_SIZE = 12;
/** Issue: pageSize is capped at 50; a larger value is served as 50, not refused. */
export const MAX_PAGE_SIZE = 50;

/** Above any rent or sale price the catalogue holds (and within what its columns can compare). */
export const MAX_PRICE_FILTER = 20_000_000;

/** The shortest commute a search may ask for: below it the estimate says little. */
export const MIN_COMMUTE_FILTER_MINUTES = 5;

const TEXT_FILTER_MAX = { neighbourhood: 80, q: 100 } as const;

/**
 * Every message a search parameter can get, in both languages. The schemas below report the
 * English sentence, which the API has always answered and alert-forms.ts reads; `searchMessage`
 * gives it in the caller's language. The map's box reports its own sentences (bounding-box.ts).
 */
const MESSAGES = {
  boolean: { en: "must be true or false", pt: "deve ser true ou false" },
  number: { en: "must be a number", pt: "deve ser um número" },
  negative: { en: "must not be negative", pt: "não pode ser negativo" },
  priceMax: { en: `must be at most ${MAX_PRICE_FILTER}`, pt: `deve ser no máximo ${MAX_PRICE_FILTER}` },
  date: { en: "must be a date (YYYY-MM-DD)", pt: "deve ser uma data (AAAA-MM-DD)" },
  slug: { en: "must be a slug", pt: "deve ser um identificador (letras minúsculas, números e hífens)" },
  purpose: { en: "must be rent or sale", pt: "deve ser rent ou sale" },
  bedrooms: { en: "must be 1, 2, 3 or 4", pt: "deve ser 1, 2, 3 ou 4" },
  type: {
    en: `must be one of ${ACCOMMODATION_TYPES.join(", ")}`,
    pt: `deve ser um destes: ${ACCOMMODATION_TYPES.join(", ")}`,
  },
  minutes: { en: "must be a whole number of minutes", pt: "deve ser um número inteiro de minutos" },
  commuteMin: {
    en: `must be at least ${MIN_COMMUTE_FILTER_MINUTES}`,
    pt: `deve ser no mínimo ${MIN_COMMUTE_FILTER_MINUTES}`,
  },
  commuteMax: {
    en: `must be at most ${MAX_COMMUTE_FILTER_MINUTES}`,
    pt: `deve ser no máximo ${MAX_COMMUTE_FILTER_MINUTES}`,
  },
  empty: { en: "must not be empty", pt: "não pode ficar vazio" },
  neighbourhoodLength: {
    en: `must be at most ${TEXT_FILTER_MAX.neighbourhood} characters`,
    pt: `deve ter no máximo ${TEXT_FILTER_MAX.neighbourhood} caracteres`,
  },
  qLength: {
    en: `must be at most ${TEXT_FILTER_MAX.q} characters`,
    pt: `deve ter no máximo ${TEXT_FILTER_MAX.q} caracteres`,
  },
  stay: { en: `must be one of ${STAYS.join(", ")}`, pt: `deve ser um destes: ${STAYS.join(", ")}` },
  priceOrder: { en: "must not be below minPrice", pt: "não pode ser menor que minPrice" },
  commuteUniversity: { en: "maxCommute needs a university", pt: "maxCommute precisa de uma universidade" },
  datesOrder: { en: "must be after moveIn", pt: "deve ser depois de moveIn" },
  oneStay: {
    en: "give a stay or a move-out date, not both",
    pt: "informe um período ou uma data de saída, não os dois",
  },
  wholeNumber: { en: "must be a whole number", pt: "deve ser um número inteiro" },
  positive: { en: "must be 1 or more", pt: "deve ser 1 ou mais" },
  order: {
    en: `must be one of ${SEARCH_ORDERS.join(", ")}`,
    pt: `deve ser um destes: ${SEARCH_ORDERS.join(", ")}`,
  },
  distanceUniversity: {
    en: "distance order needs a university",
    pt: "a ordem por distância precisa de uma universidade",
  },
  commuteOrderUniversity: {
    en: "commute order needs a university",
    pt: "a ordem por trajeto precisa de uma universidade",
  },
  lang: { en: "must be pt or en", pt: "deve ser pt ou en" },
  bboxFormat: {
    en: BOUNDING_BOX_MESSAGES.format,
    pt: "deve ter quatro números: oeste,sul,leste,norte em graus decimais",
  },
  bboxLongitude: { en: BOUNDING_BOX_MESSAGES.longitude, pt: "oeste e leste devem estar entre -180 e 180" },
  bboxLatitude: { en: BOUNDING_BOX_MESSAGES.latitude, pt: "sul e norte devem estar entre -90 e 90" },
  bboxWestEast: { en: BOUNDING_BOX_MESSAGES.westEast, pt: "oeste deve ser menor que leste" },
  bboxSouthNorth: { en: BOUNDING_BOX_MESSAGES.southNorth, pt: "sul deve ser menor que norte" },
} as const satisfies Record<string, Record<Locale, string>>;

const BY_ENGLISH: ReadonlyMap<string, Record<Locale, string>> = new Map(
  Object.values(MESSAGES).map((message) => [message.en, message]),
);

/** Whether a field message is one of the search's own sentences. */
export const isSearchMessage = (text: string): boolean => BY_ENGLISH.has(text);

/** A search parameter's message in `locale`; any other text comes back unchanged. */
export const searchMessage = (text: string, locale: Locale): string => BY_ENGLISH.get(text)?.[locale] ?? text;

/** Query-string booleans: `true`/`false`/`1`/`0`. */
const queryBoolean = z
  .enum(["true", "false", "1", "0"], { error: MESSAGES.boolean.en })
  .transform((v) => v === "true" || v === "1");

/** A price as the visitor typed it into the filter: "3.000" (Portuguese) and "3,000" (English) are R$ 3.000. */
const reais = z.preprocess(
  (value) => (typeof value === "string" ? (parseTypedReais(value) ?? value) : value),
  z.coerce
    .number({ error: MESSAGES.number.en })
    .refine(Number.isFinite, MESSAGES.number.en)
    .min(0, MESSAGES.negative.en)
    .max(MAX_PRICE_FILTER, MESSAGES.priceMax.en),
);

/** A calendar day, YYYY-MM-DD, that exists. */
const calendarDay = z.string().refine(isCalendarDate, MESSAGES.date.en);

const slug = z.string().regex(/^[a-z0-9-]{1,64}$/, MESSAGES.slug.en);

const amenityFilters = Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, queryBoolean.optional()])) as Record<
  AmenityFlag,
  z.ZodOptional<typeof queryBoolean>
>;

/**
 * What decides the set of matches (everything but paging, order and language), shared by
 * `GET /v2/properties` and the facet counts of `GET /v2/properties/filters`.
 */
const searchFilterFields = {
  purpose: z.enum(PURPOSES, { error: MESSAGES.purpose.en }).default("rent"),
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
    .number({ error: MESSAGES.bedrooms.en })
    .int(MESSAGES.bedrooms.en)
    .min(1, MESSAGES.bedrooms.en)
    .max(4, MESSAGES.bedrooms.en)
    .optional(),
  type: z.enum(ACCOMMODATION_TYPES, { error: MESSAGES.type.en }).optional(),
  university: slug.optional(),
  /**
   * With `university`: only listings whose stored commute to it takes at most this many minutes,
   * however far they are (it replaces the university's "near" rule; decision 024).
   */
  maxCommute: z.coerce
    .number({ error: MESSAGES.minutes.en })
    .int(MESSAGES.minutes.en)
    .min(MIN_COMMUTE_FILTER_MINUTES, MESSAGES.commuteMin.en)
    .max(MAX_COMMUTE_FILTER_MINUTES, MESSAGES.commuteMax.en)
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
  neighbourhood: z
    .string()
    .trim()
    .min(1, MESSAGES.empty.en)
    .max(TEXT_FILTER_MAX.neighbourhood, MESSAGES.neighbourhoodLength.en)
    .optional(),
  furnished: queryBoolean.optional(),
  pets: queryBoolean.optional(),
  q: z.string().trim().min(1, MESSAGES.empty.en).max(TEXT_FILTER_MAX.q, MESSAGES.qLength.en).optional(),
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
    .enum(STAYS, { error: MESSAGES.stay.en })
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
const PRICE_ORDER_ISSUE = { path: ["maxPrice"], message: MESSAGES.priceOrder.en };
/** A commute is to a university: the limit means nothing without one. */
const commuteHasUniversity = (q: { maxCommute?: number; university?: string }) =>
  q.maxCommute === undefined || q.university !== undefined;
const COMMUTE_UNIVERSITY_ISSUE = { path: ["maxCommute"], message: MESSAGES.commuteUniversity.en };
/** A move-out after the move-in, and a named stay or a move-out date, not both. */
const datesInOrder = (q: { moveIn?: string; moveOut?: string }) =>
  q.moveIn === undefined || q.moveOut === undefined || q.moveIn < q.moveOut;
const DATES_ORDER_ISSUE = { path: ["moveOut"], message: MESSAGES.datesOrder.en };
const oneStay = (q: { stay?: string; moveOut?: string }) => q.stay === undefined || q.moveOut === undefined;
const ONE_STAY_ISSUE = { path: ["moveOut"], message: MESSAGES.oneStay.en };

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
      .number({ error: MESSAGES.wholeNumber.en })
      .int(MESSAGES.wholeNumber.en)
      .min(1, MESSAGES.positive.en)
      .default(1),
    pageSize: z.coerce
      .number({ error: MESSAGES.wholeNumber.en })
      .int(MESSAGES.wholeNumber.en)
      .min(1, MESSAGES.positive.en)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE))
      .default(DEFAULT_PAGE_SIZE),
    order: z
      .enum(SEARCH_ORDERS, { error: MESSAGES.order.en })
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
    lang: z.enum(LOCALES, { error: MESSAGES.lang.en }).optional(),
  })
  .refine(pricesInOrder, PRICE_ORDER_ISSUE)
  .refine(commuteHasUniversity, COMMUTE_UNIVERSITY_ISSUE)
  .refine(datesInOrder, DATES_ORDER_ISSUE)
  .refine(oneStay, ONE_STAY_ISSUE)
  .refine((q) => q.order !== "distance" || q.university !== undefined, {
    path: ["order"],
    message: MESSAGES.distanceUniversity.en,
  })
  .refine((q) => q.order !== "commute" || q.university !== undefined, {
    path: ["order"],
    message: MESSAGES.commuteOrderUniversity.en,
  });
export type PropertySearchQuery = z.infer<typeof PropertySearchQuerySchema>;
