import { PropertySitemapQuerySchema, PropertySitemapSchema } from "@campuslar/domain/property/property-sitemap-dto";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";

export const propertySitemapRoute = createRoute({
  method: "get",
  path: "/properties/sitemap",
  tags: ["Catalogue"],
  summary: "Every published listing's code, purpose and last change, 10,000 a page, for the sitemap",
  description:
    "Ordered by code. `total` counts every published listing, so the number of pages is " +
    "`ceil(total / pageSize)`; a page beyond the last answers no items.",
  request: { query: PropertySitemapQuerySchema },
  responses: {
    200: jsonResponse(PropertySitemapSchema, "A page of published listings"),
    400: errorResponse("`page` is not a whole number of 1 or more"),
  },
});
