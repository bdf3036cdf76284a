import {
  CHOSEN_LOCALE_PARAM,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
  localeFromPath,
  negotiateLocale,
} from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { safeRedirectPath } from "@campuslar/domain/routes/safe-redirect";
import { isbot } from "isbot";
import { type MiddlewareFunction, redirect } from "react-router";

/** The language remembered by the cookie, if any (`pt` or `en`, written by the toggle or by us). */
export function rememberedLocale(cookieHeader: string | null): Locale | undefined {
  const value = /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * `/EN/...`, `/en/en/...` and any mix of the two name an English page in a way nobody should
 * link to: the one canonical form is a single lower-case `/en`. Answers that form, or `null`.
 */
export function canonicalLocalePath(pathname: string): string | null {
  const doubled = /^(?:\/en(?=\/|$))+/i.exec(pathname)?.[0];
  if (!doubled || doubled === "/en") return null;
  const rest = pathname.slice(doubled.length);
  return `/en${rest}`;
}

/**
 * Language routing (spec §2 and §4, DESIGN §5):
 * - a misspelt prefix (`/EN`, `/en/en`) answers 301 to the single `/en`;
 * - a visit to `/` by a person with no remembered choice whose browser prefers English over
 *   Portuguese goes (302) to `/en`, and the choice is remembered; a remembered `en` does the
 *   same. Only `/` does this: a shared deep link always shows the language it names, and
 *   crawlers always get the page they asked for (see docs/decisions/005-language-and-consent.md).
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  const canonical = canonicalLocalePath(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`, 301);

  // The language toggle followed before the page's script ran (or without one): remember the
  // choice here, then show the same address without the marker.
  const chosen = url.searchParams.get(CHOSEN_LOCALE_PARAM);
  // A page's own request, not its data (`.data`) request, whose path differs from the page's.
  const requestPath = new URL(request.url).pathname;
  const isDocument = requestPath === url.pathname;
  if (request.method === "GET" && isDocument && isLocale(chosen) && chosen === localeFromPath(url.pathname)) {
    const clean = new URL(url);
    clean.searchParams.delete(CHOSEN_LOCALE_PARAM);
    // `//evil.example?lang=pt` is a path here, but another site as a Location: only a path of this site.
    throw redirect(safeRedirectPath(`${clean.pathname}${clean.search}`, href("home", chosen)), {
      status: 303,
      headers: { "Set-Cookie": localeCookie(chosen), "Cache-Control": "private, no-store" },
    });
  }

  const isHomeDocument = requestPath === "/" && request.method === "GET";
  if (!isHomeDocument) return next();

  const remembered = rememberedLocale(request.headers.get("Cookie"));
  const userAgent = request.headers.get("User-Agent") ?? "";
  const wanted =
    remembered ??
    (isbot(userAgent) ? "pt" : negotiateLocale(undefined, request.headers.get("Accept-Language") ?? undefined));
  if (wanted === "en") {
    const headers = new Headers({ Vary: "Accept-Language, Cookie", "Cache-Control": "private, no-store" });
    if (!remembered) headers.append("Set-Cookie", localeCookie("en"));
    throw redirect(`/en${url.search}`, { status: 302, headers });
  }
  const response = await next();
  response.headers.append("Vary", "Accept-Language, Cookie");
  return response;
};

export const localeCookie = (locale: Locale) =>
  `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
