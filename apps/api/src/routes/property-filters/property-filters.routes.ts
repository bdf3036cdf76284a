import { PropertyFiltersQuerySchema, PropertyFiltersSchema } from "@campuslar/domain/property/property-filters-dto";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";

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
    200: jsonResponse(PropertyFiltersSchema, "Filter options"),
    400: errorResponse("Unknown purpose"),
  },
});
