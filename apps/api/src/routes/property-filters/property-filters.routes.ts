import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { PropertyFiltersQuerySchema, PropertyFiltersSchema } from "@campuslar/domain/property/property-filters-dto";
import { createRoute } from "@hono/zod-openapi";

export const propertyFiltersRoute = createRoute({
  method: "get",
  path: "/properties/filters",
  tags: ["Catalogue"],
  summary: "The options of the search screen, each with how many published listings it keeps",
  description:
    "Types, neighbourhoods, bedroom options (4 means four or more), price bounds in reais, amenity flags and " +
    "universities, counted over the published listings of `purpose` (rent by default). The counts may be a few " +
    "minutes old.",
  request: { query: PropertyFiltersQuerySchema },
  responses: {
    200: { content: { "application/json": { schema: PropertyFiltersSchema } }, description: "Filter options" },
    400: { content: { "application/json": { schema: ApiErrorBodySchema } }, description: "Unknown purpose" },
  },
});
