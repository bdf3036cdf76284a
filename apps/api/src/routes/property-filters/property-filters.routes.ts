import { PropertyFiltersQuerySchema, PropertyFiltersSchema } from "@campuslar/domain/property/property-filters-dto";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";

export const propertyFiltersRoute = createRoute({
  method: "get",
  path: "/properties/filters",
  tags: ["Catalogue"],
  summary: "The options of the search screen, each with the total its choice would show",
  description:
    "Types, neighbourhoods, bedroom options (4 means four or more), price bounds in reais, amenity flags and " +
    "universities. Takes the filters of `GET /v2/properties` (rent by default): each option's count is the total " +
    "that search answers with the option chosen beside the filters given (its own facet's choice replaced). " +
    "`total` is the search's total with the filters given. `maxCommute` (with `university`) counts as it keeps the " +
    "list: every count but the universities' keeps to it, and each university's count, like its choice, leaves both " +
    "the university and `maxCommute` out. Counts with no filter may be a few minutes old, " +
    "others up to a minute, like a search's total. An unknown `university` or `customer` is a 404.",
  request: { query: PropertyFiltersQuerySchema },
  responses: {
    200: jsonResponse(PropertyFiltersSchema, "Filter options"),
    400: errorResponse("A filter is invalid"),
    404: errorResponse("Unknown university or customer"),
  },
});
