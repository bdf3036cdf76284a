import { z } from "zod";
import { PRICE_SCOPES } from "./price-scope.ts";
import { PropertySearchFiltersSchema } from "./property-search-query.ts";

/**
 * The most pins one answer carries: enough to fill a city's map, clustered, and still a small
 * answer (about 40 kB of JSON). Past it the map shows the first ones the list would show.
 */
export const MAX_MAP_PINS = 500;

/**
 * `GET /v2/properties/pins` query: the filters of `GET /v2/properties` (rent by default, `bbox`,
 * `university` and `customer` included), without paging or order.
 */
export const PropertyPinsQuerySchema = PropertySearchFiltersSchema;
export type PropertyPinsQuery = z.infer<typeof PropertyPinsQuerySchema>;

/** One listing on the map: where it is and the price its pin shows. */
export const PropertyPinSchema = z.object({
  code: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number().meta({
    description: "In reais: the monthly rent, or the sale price with `purpose=sale`; 0 when the listing has none",
  }),
  priceScope: z
    .enum(PRICE_SCOPES)
    .meta({ description: "What the price pays for, as a list item's `priceScope`: the whole apartment or one room" }),
  /** The list marks a sponsored listing wherever it shows it (decision 004); so may its pin. */
  featured: z.boolean().optional().meta({ description: "Present, and true, only on a sponsored listing" }),
});
export type PropertyPin = z.infer<typeof PropertyPinSchema>;

export const PropertyPinsSchema = z.object({
  total: z
    .number()
    .int()
    .meta({ description: "Every listing matching the filters, as `GET /v2/properties` counts them" }),
  pins: z.array(PropertyPinSchema).meta({
    description: `At most ${MAX_MAP_PINS}, in the list's default order (most recently published first)`,
  }),
  truncated: z.boolean().meta({ description: "True when more listings match than `pins` holds" }),
});
export type PropertyPins = z.infer<typeof PropertyPinsSchema>;
