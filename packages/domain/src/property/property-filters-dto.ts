import { z } from "zod";
import { ACCOMMODATION_TYPES, AMENITY_FLAGS, BEDROOM_OPTIONS, PURPOSES } from "./property-enums.ts";
import { PropertySearchFiltersSchema } from "./property-search-query.ts";

/**
 * `GET /v2/properties/filters` query: the filters the visitor has already chosen, as
 * `GET /v2/properties` takes them (rent by default). Each option is counted as the search would
 * answer with that option chosen beside them.
 */
export const PropertyFiltersQuerySchema = PropertySearchFiltersSchema;
export type PropertyFiltersQuery = z.infer<typeof PropertyFiltersQuerySchema>;

/** Lowest and highest price in reais; null when no published listing has one. */
export const PriceBoundsSchema = z.object({ min: z.number(), max: z.number() }).nullable();
export type PriceBounds = z.infer<typeof PriceBoundsSchema>;

/**
 * The options the search screen shows, each with the total `GET /v2/properties` would answer
 * with that option chosen together with the filters given (standard faceting: an option's own
 * filter is replaced, every other one kept). Every type, bedroom option, amenity flag and
 * university is present, with 0 when nothing matches, so the screen keeps the same layout;
 * neighbourhoods are those with a match, and the one chosen, the busiest first.
 */
export const PropertyFiltersSchema = z.object({
  purpose: z.enum(PURPOSES),
  /** What the list answers with the filters given (with none: every published listing of `purpose`). */
  total: z.number().int(),
  types: z.array(z.object({ type: z.enum(ACCOMMODATION_TYPES), count: z.number().int() })),
  /** Sorted by count, highest first, then by name. */
  neighbourhoods: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** 1, 2, 3 and 4, where 4 counts four or more bedrooms (the `bedrooms` filter reads it the same way). */
  bedrooms: z.array(
    z.object({
      bedrooms: z
        .number()
        .int()
        .min(Math.min(...BEDROOM_OPTIONS))
        .max(Math.max(...BEDROOM_OPTIONS)),
      count: z.number().int(),
    }),
  ),
  /**
   * Monthly rent over published rent listings and sale price over published sale listings,
   * whatever `purpose` asks, so a screen can switch between the two without another call.
   */
  prices: z.object({ rent: PriceBoundsSchema, sale: PriceBoundsSchema }),
  /** The 26 flags; `hasFurniture` is the list's `furnished` filter and `acceptPets` its `pets`. */
  amenities: z.array(z.object({ flag: z.enum(AMENITY_FLAGS), count: z.number().int() })),
  /** Partners first, then by short name, as `GET /v2/properties/universities` lists them. */
  universities: z.array(
    z.object({ slug: z.string(), shortName: z.string(), isPartner: z.boolean(), count: z.number().int() }),
  ),
});
export type PropertyFilters = z.infer<typeof PropertyFiltersSchema>;
