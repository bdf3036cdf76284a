import { isLocale, type Locale } from "@campuslar/domain/i18n/locales";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import { safeRedirectPath } from "@campuslar/domain/routes/safe-redirect";
import { redirect } from "react-router";
import {
  changeFavorite,
  codesFrom,
  loadUserFavorites,
  mergeFavorites,
} from "../../catalogue/listing-actions/favorites.server.ts";
import { loginRedirectTo } from "../../session/require-user.server.ts";
import { readSessionToken } from "../../session/session.server.ts";
import type { Route } from "./+types/favorite-codes-route";

/** What the heart and the favourites store read back: `codes` is null for a visitor. */
export type FavoriteCodes = { codes: string[] | null };
/** What a change answers: the user's codes after a merge; `status` says why a change failed. */
export type FavoriteChange = { ok: true; codes?: string[] } | { ok: false; status: number };

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * `GET /favoritos/codigos`: the codes the logged-in user has saved, so every heart on any page
 * can show its state without the page's own data (the browser never holds the session token).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await readSessionToken(request)))
    return Response.json({ codes: null } satisfies FavoriteCodes, { headers: PRIVATE });
  const list = await loadUserFavorites(context, "pt");
  if (list.ok) {
    return Response.json({ codes: list.data.map((item) => item.code) } satisfies FavoriteCodes, { headers: PRIVATE });
  }
  if (list.status === 401) return Response.json({ codes: null } satisfies FavoriteCodes, { headers: PRIVATE });
  return Response.json({ ok: false, status: 503 } satisfies FavoriteChange, { status: 503, headers: PRIVATE });
}

/**
 * `POST /favoritos/codigos` with `intent` `add` or `remove` and a `code`, or `merge` and
 * `codes` (a visitor's browser-kept favourites, right after logging in). From a script it
 * answers JSON; a plain form (no JavaScript) also sends `redirectTo` and goes back there, and a
 * visitor without a session is sent to log in first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const locale: Locale = typeof lang === "string" && isLocale(lang) ? lang : "pt";
  const back = form.has("redirectTo") ? safeRedirectPath(form.get("redirectTo")) : null;
  const answer = (body: FavoriteChange, status = 200) => {
    if (back !== null) return redirect(back);
    return Response.json(body, { status, headers: PRIVATE });
  };

  if (!(await readSessionToken(request))) {
    if (back !== null) throw loginRedirectTo(locale, back);
    return answer({ ok: false, status: 401 }, 401);
  }

  const intent = form.get("intent");
  if (intent === "merge") {
    const result = await mergeFavorites(context, codesFrom(form.get("codes")), locale);
    return result.ok ? answer({ ok: true, codes: result.data }) : answer(result, result.status);
  }
  const code = String(form.get("code") ?? "").toUpperCase();
  if ((intent !== "add" && intent !== "remove") || !isPropertyCode(code))
    return answer({ ok: false, status: 400 }, 400);
  const result = await changeFavorite(context, code, intent, locale);
  return result.ok ? answer({ ok: true }) : answer(result, result.status);
}
