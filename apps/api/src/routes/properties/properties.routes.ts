import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import { ListingGoneBodySchema } from "@campuslar/domain/property/listing-gone";
import { PropertyDetailSchema, PropertyListSchema } from "@campuslar/domain/property/property-dto";
import {
  PropertySearchFiltersSchema,
  PropertySearchQuerySchema,
} from "@campuslar/domain/property/property-search-query";
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
    "`featured` holds up to two sponsored listings matching the same filters, on the first page. `university` alone " +
    "keeps the listings near it; with `maxCommute` it keeps instead those whose commute to it takes at most that " +
    "many minutes, however far, and `order=commute` puts the shortest commute first. With `university`, each item " +
    "(and each featured one) carries `commute` when its commute is stored: about how long it takes and what it " +
    `rides, an estimate for a weekday from 07:00 to 08:00 on the transit network of ${COMMUTE_NETWORK_DATE}.`,
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
  description:
    "`commutes` gives about how long the morning commute takes to each nearby university, by metro, train and bus " +
    `or on foot, with its legs: an estimate for a weekday from 07:00 to 08:00 on the transit network of ${COMMUTE_NETWORK_DATE}, ` +
    "computed when the listing was published, not per request. `university` (a slug) adds that university's " +
    "commute first when it is not among the nearby ones, so a listing found through a search for that university " +
    "shows it; a slug no university has adds nothing.",
  request: {
    params: z.object({ code: z.string().openapi({ example: "SP10001" }) }),
    query: z.object({
      lang: z.enum(["pt", "en"]).optional(),
      // The search's own rule for a university's slug.
      university: PropertySearchFiltersSchema.shape.university.meta({
        description: "A university's slug: its commute is included, first",
        example: "fgv",
      }),
    }),
  },
  responses: {
    200: jsonResponse(PropertyDetailSchema, "The listing"),
    400: errorResponse("`university` is not a slug"),
    404: errorResponse("No published listing has this code"),
    410: jsonResponse(ListingGoneBodySchema, "The listing was published and has been removed: what and where it was"),
  },
});
