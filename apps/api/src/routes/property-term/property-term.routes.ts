import { PropertyTermListSchema, PropertyTermQuerySchema } from "@campuslar/domain/property/property-term-dto";
import { createRoute } from "@hono/zod-openapi";
import { jsonResponse } from "../../lib/openapi-responses.ts";

export const propertyTermRoute = createRoute({
  method: "get",
  path: "/properties/term",
  tags: ["Catalogue"],
  summary:
    "Search-as-you-type: up to 10 published listings, 3 universities and 5 neighbourhoods matching what was typed",
  description:
    "Listings (`items`) match street, neighbourhood, city, title (Portuguese and English) and code. " +
    "Universities match their short name (FGV, Mackenzie, USP Butantã) or full name in either language; " +
    "neighbourhoods are those of the published rent listings, each with how many it has. Every word typed " +
    "must match, in any order, ignoring accents and case and forgiving typing errors (one in words of four " +
    "to seven letters, two from eight: `pinheros` finds Pinheiros). Best match first in each group. Fewer " +
    "than 4 characters (or none) answer empty groups. Titles and university names come in the language of " +
    "`lang` or `Accept-Language` (Portuguese by default).",
  request: { query: PropertyTermQuerySchema },
  responses: {
    200: jsonResponse(PropertyTermListSchema, "Matches, in three groups"),
  },
});
