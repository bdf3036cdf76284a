import { LOOKUP_MAX_CODES, PropertyLookupQuerySchema, PropertyLookupSchema } from "@campuslar/domain/user/favorites";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";

export const propertyLookupRoute = createRoute({
  method: "get",
  path: "/properties/lookup",
  tags: ["Catalogue"],
  summary: "Published listings by their codes (a visitor's favourites kept in the browser)",
  description:
    `\`codes\` is a comma-separated list of at most ${LOOKUP_MAX_CODES} codes (\`SP10001,SP10002\`). ` +
    "The answer keeps their order and leaves out codes with no published listing, sale listings included.",
  request: { query: PropertyLookupQuerySchema },
  responses: {
    200: jsonResponse(PropertyLookupSchema, "The listings found"),
    400: errorResponse("`codes` is missing, holds something that is not a code, or lists too many"),
  },
});
