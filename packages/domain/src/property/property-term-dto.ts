import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { TERM_MAX_UNIVERSITIES } from "../university/university-names.ts";
import { AddressSchema } from "./property-dto.ts";
import { ACCOMMODATION_TYPES, PURPOSES } from "./property-enums.ts";

/** Search-as-you-type answers at most this many listings. */
export const TERM_MAX_ITEMS = 10;

/** …and at most this many universities (written beside the rule the page matches them by), */
export { TERM_MAX_UNIVERSITIES };

/** …and neighbourhoods. */
export const TERM_MAX_NEIGHBOURHOODS = 5;

/**
 * Only the start of a very long `q` is searched: nobody types more into the box, and the
 * trigram work grows with the length of the query.
 */
export const TERM_MAX_CHARS = 100;

/**
 * `GET /v2/properties/term` query. `q` is never refused for being short or odd: whatever is
 * typed answers a (possibly empty) list, so the box can call on every keystroke.
 */
export const PropertyTermQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((q) =>
      Array.from((q ?? "").normalize("NFC").trim())
        .slice(0, TERM_MAX_CHARS)
        .join("")
        .trim(),
    ),
  /** `pt` or `en`; anything else falls back to `Accept-Language`, then Portuguese. */
  lang: z.string().optional(),
});
export type PropertyTermQuery = z.infer<typeof PropertyTermQuerySchema>;

/** One match: enough for the web to build its label from the address and link to the listing. */
export const PropertyTermItemSchema = z.object({
  code: z.string(),
  purpose: z.enum(PURPOSES),
  /** In the asked language. */
  title: z.string(),
  /** `pt` on an English answer when the listing has no English title (see `localizedText`). */
  titleLanguage: z.enum(LOCALES),
  address: AddressSchema,
  type: z.enum(ACCOMMODATION_TYPES),
});
export type PropertyTermItem = z.infer<typeof PropertyTermItemSchema>;

/** A university whose name or short name matches: its search page is `/imoveis/faculdade/<slug>`. */
export const PropertyTermUniversitySchema = z.object({
  slug: z.string(),
  /** "FGV", "Mackenzie", "USP Butantã". */
  shortName: z.string(),
  /** The full name in the asked language. */
  name: z.string(),
  neighbourhood: z.string(),
  /** The total of its search page: published rent listings within walking reach. */
  nearbyListings: z.number().int().nonnegative(),
});
export type PropertyTermUniversity = z.infer<typeof PropertyTermUniversitySchema>;

/**
 * A neighbourhood of the published catalogue whose name matches, spelt as most of its listings
 * spell it: the search page filtered by it is `/imoveis?neighbourhood=<name>`.
 */
export const PropertyTermNeighbourhoodSchema = z.object({
  name: z.string(),
  /** The total of that search page: published rent listings in the neighbourhood. */
  listings: z.number().int().positive(),
});
export type PropertyTermNeighbourhood = z.infer<typeof PropertyTermNeighbourhoodSchema>;

/**
 * Best match first in each group; every group is empty under SEARCH_MIN_CHARS characters or
 * when nothing matches. `items` are the listings.
 */
export const PropertyTermListSchema = z.object({
  items: z.array(PropertyTermItemSchema).max(TERM_MAX_ITEMS),
  universities: z.array(PropertyTermUniversitySchema).max(TERM_MAX_UNIVERSITIES),
  neighbourhoods: z.array(PropertyTermNeighbourhoodSchema).max(TERM_MAX_NEIGHBOURHOODS),
});
export type PropertyTermList = z.infer<typeof PropertyTermListSchema>;
