import { FavoriteListSchema } from "@campuslar/domain/user/favorites";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json } from "../../lib/openapi-responses.ts";

const bearer = [{ bearerAuth: [] }];
const params = z.object({ code: z.string().openapi({ example: "SP10001" }) });
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });

export const listFavoritesRoute = createRoute({
  method: "get",
  path: "/user/favorites",
  tags: ["Favourites"],
  summary: "The logged-in user's favourites, most recently saved first",
  description:
    "Each favourite with its listing as a search shows it (titles in the language of `lang` or " +
    "`Accept-Language`). Listings no longer published are left out.",
  security: bearer,
  request: { query: lang },
  responses: {
    200: json(FavoriteListSchema, "The favourites"),
    401: error("Missing, expired or revoked token"),
  },
});

export const addFavoriteRoute = createRoute({
  method: "put",
  path: "/user/favorites/{code}",
  tags: ["Favourites"],
  summary: "Save a listing (saving it again changes nothing)",
  security: bearer,
  request: { params, query: lang },
  responses: {
    204: { description: "Saved" },
    401: error("Missing, expired or revoked token"),
    404: error("No published listing has this code"),
    409: error("The user already has the most favourites allowed (100)"),
  },
});

export const removeFavoriteRoute = createRoute({
  method: "delete",
  path: "/user/favorites/{code}",
  tags: ["Favourites"],
  summary: "Forget a saved listing (forgetting one not saved changes nothing)",
  security: bearer,
  request: { params },
  responses: {
    204: { description: "Not saved any more" },
    401: error("Missing, expired or revoked token"),
  },
});
