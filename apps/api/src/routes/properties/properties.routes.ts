import { PropertyDetailSchema, PropertyListSchema } from "@campuslar/domain/property/property-dto";
import { PropertySearchQuerySchema } from "@campuslar/domain/property/property-search-query";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";

export const listProperties = createRoute({
  method: "get",
  path: "/properties",
  tags: ["Catalogue"],
  summary: "Search published listings",
  description:
    "Every filter combines. Without `purpose` it lists rent listings; prices are in reais and compare with the " +
    "monthly rent, or the sale price with `purpose=sale`. `order=distance` needs `university`. `pageSize` is capped at 50. " +
    "`featured` holds up to two sponsored listings matching the same filters, on the first page.",
  request: { query: PropertySearchQuerySchema },
  responses: {
    200: jsonResponse(PropertyListSchema, "A page of listings"),
    400: errorResponse("A parameter is invalid; `fields` names it"),
    404: errorResponse("Unknown university or customer"),
  },
});

export const getPropertyRoute = createRoute({
  method: "get",
  path: "/properties/{code}",
  tags: ["Catalogue"],
  summary: "One published listing, whole",
  request: {
    params: z.object({ code: z.string().openapi({ example: "SP10001" }) }),
    query: z.object({ lang: z.enum(["pt", "en"]).optional() }),
  },
  responses: {
    200: jsonResponse(PropertyDetailSchema, "The listing"),
    404: errorResponse("No published listing has this code"),
  },
});
