import type { Locale } from "@campuslar/domain/i18n/locales";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { FavoriteListSchema, LOOKUP_MAX_CODES, PropertyLookupSchema } from "@campuslar/domain/user/favorites";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";

type Context = Readonly<RouterContextProvider>;

/** What a favourites call came to: done, or why not (the status the API answered, 503 when it could not be reached). */
export type FavoritesResult<T> = { ok: true; data: T } | { ok: false; status: number };

async function call(context: Context, path: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await context.get(apiContext)(path, init);
  } catch (error) {
    console.error(`${init?.method ?? "GET"} ${path} failed`, error);
    return null;
  }
}

/** The logged-in user's favourites, newest first, as list items in `locale`. A 401 means there is no user. */
export async function loadUserFavorites(
  context: Context,
  locale: Locale,
): Promise<FavoritesResult<PropertyListItem[]>> {
  const path = `/v2/user/favorites?lang=${locale}`;
  const response = await call(context, path);
  if (!response) return { ok: false, status: 503 };
  if (!response.ok) return { ok: false, status: response.status };
  const parsed = FavoriteListSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error(`GET ${path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
    return { ok: false, status: 503 };
  }
  return { ok: true, data: parsed.data.items.map((favorite) => favorite.property) };
}

/** The codes of a query value (`SP10001,SP10002`): listing codes only, no repeats, at most LOOKUP_MAX_CODES. */
export function codesFrom(value: unknown): string[] {
  if (typeof value !== "string") return [];
  const codes = value
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(isPropertyCode);
  return [...new Set(codes)].slice(0, LOOKUP_MAX_CODES);
}

/** Published listings by code, in the order asked (a visitor's favourites kept in the browser). */
export async function lookupListings(
  context: Context,
  codes: string[],
  locale: Locale,
): Promise<FavoritesResult<PropertyListItem[]>> {
  if (codes.length === 0) return { ok: true, data: [] };
  const path = `/v2/properties/lookup?codes=${codes.map(encodeURIComponent).join(",")}&lang=${locale}`;
  const response = await call(context, path);
  if (!response) return { ok: false, status: 503 };
  if (!response.ok) return { ok: false, status: response.status };
  const parsed = PropertyLookupSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error(`GET ${path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
    return { ok: false, status: 503 };
  }
  return { ok: true, data: parsed.data.items };
}

/** Saves (`add`) or forgets (`remove`) one listing for the logged-in user. */
export async function changeFavorite(
  context: Context,
  code: string,
  change: "add" | "remove",
  locale: Locale,
): Promise<FavoritesResult<null>> {
  const path = `/v2/user/favorites/${encodeURIComponent(code)}?lang=${locale}`;
  const response = await call(context, path, { method: change === "add" ? "PUT" : "DELETE" });
  if (!response) return { ok: false, status: 503 };
  if (!response.ok) {
    if (response.status >= 500) console.warn(`${change} favourite ${code} answered ${response.status}`);
    return { ok: false, status: response.status };
  }
  return { ok: true, data: null };
}

/**
 * Adds a visitor's browser-kept favourites (newest first) to the account that just logged in,
 * oldest first so the newest stays on top. Codes no longer published are skipped; a full list
 * stops the merge. Answers the account's codes afterwards.
 */
export async function mergeFavorites(
  context: Context,
  codes: string[],
  locale: Locale,
): Promise<FavoritesResult<string[]>> {
  for (const code of [...codes].reverse()) {
    const result = await changeFavorite(context, code, "add", locale);
    if (result.ok || result.status === 404) continue;
    if (result.status === 409) break;
    return result;
  }
  const list = await loadUserFavorites(context, locale);
  return list.ok ? { ok: true, data: list.data.map((item) => item.code) } : list;
}
