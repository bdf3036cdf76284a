import { PropertyPinsQuerySchema, PropertyPinsSchema } from "@campuslar/domain/property/property-pins-dto";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";

export const propertyPinsRoute = createRoute({
  method: "get",
  path: "/properties/pins",
  tags: ["Catalogue"],
  summary: "The listings of a search as map pins",
  description:
    "Takes the filters of `GET /v2/properties` (rent by default), `bbox` for the map's visible area among them, " +
    "without paging or order. Answers every match's code, place and price (in reais, the monthly rent or with " +
    "`purpose=sale` the sale price), at most 500 of them, those the list shows first (most recently published " +
    "first); `total` counts every match, as the list does, and `truncated` says when there are more than the " +
    "pins. `featured` marks a sponsored listing. With `maxCommute`, the pins are those within that commute of " +
    "`university`, as the list keeps them. An unknown `university` or `customer` is a 404.",
  request: { query: PropertyPinsQuerySchema },
  responses: {
    200: jsonResponse(PropertyPinsSchema, "The pins"),
    400: errorResponse("A filter is invalid; `fields` names it"),
    404: errorResponse("Unknown university or customer"),
  },
});
