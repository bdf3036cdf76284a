import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { requireUser } from "../../auth/require-user.ts";
import { createRouter } from "../../lib/create-router.ts";
import { addFavorite, listFavorites, removeFavorite } from "../../services/favorites-service.ts";
import { addFavoriteRoute, listFavoritesRoute, removeFavoriteRoute } from "./favorites.routes.ts";

/** A logged-in user's saved listings (issue 7); a visitor's stay in their browser. */
export const favoritesRouter = createRouter();
favoritesRouter.use("/user/favorites", requireUser);
favoritesRouter.use("/user/favorites/*", requireUser);
favoritesRouter
  .openapi(listFavoritesRoute, async (c) => {
    const locale = negotiateLocale(c.req.valid("query").lang, c.req.header("accept-language"));
    c.header("Cache-Control", "private, no-store");
    return c.json(await listFavorites(c.var.deps.db, c.var.auth.user.id, locale, saoPauloDate(c.var.deps.now())), 200);
  })
  .openapi(addFavoriteRoute, async (c) => {
    const locale = negotiateLocale(c.req.valid("query").lang, c.req.header("accept-language"));
    const code = c.req.valid("param").code.toUpperCase();
    await addFavorite(c.var.deps.db, c.var.auth.user.id, code, locale, c.var.deps.now());
    return c.body(null, 204);
  })
  .openapi(removeFavoriteRoute, async (c) => {
    await removeFavorite(c.var.deps.db, c.var.auth.user.id, c.req.valid("param").code.toUpperCase());
    return c.body(null, 204);
  });
