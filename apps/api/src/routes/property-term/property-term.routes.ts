import { PropertyTermListSchema, PropertyTermQuerySchema } from "@campuslar/domain/property/property-term-dto";
import { createRoute } from "@hono/zod-openapi";
import { jsonResponse } from "../../lib/openapi-responses.ts";

export const propertyTermRoute = createRoute({
  method: "get",
  path: "/properties/term",
  tags: ["Catalogue"],
  summary: "Search-as-you-type: at most 10 published listings matching what was typed, best first",
  description:
    "Matches street, neighbourhood, city, title (Portuguese and English) and code, ignoring accents and " +
    "forgiving typing errors in place and university names. Fewer than 4 characters (or none) answer an " +
    "empty list. Titles come in the language of `lang` or `Accept-Language` (Portuguese by default).",
  request: { query: PropertyTermQuerySchema },
  responses: {
    200: jsonResponse(PropertyTermListSchema, "Matches"),
  },
});
