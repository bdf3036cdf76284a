import {
  CHOSEN_LOCALE_PARAM,
  HTML_LANG,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
} from "@campuslar/domain/i18n/locales";
import { switchLocalePath } from "@campuslar/domain/routes/route-table";
import { Link, useLocation } from "react-router";
import { t } from "../../i18n/t.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";

/** Remembers a chosen language for a year (DESIGN §5): the server then sends `/` to `/en`. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser yet
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/**
 * Spec §2: the toggle adds or removes `/en` on the current path. Query and hash are kept so a
 * filtered page stays filtered in the other language, and the choice is remembered. It is
 * labelled in the target language, as visitors look for their own language's name.
 */
export function LocaleSwitch({ locale }: { locale: Locale }) {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const target: Locale = locale === "pt" ? "en" : "pt";
  // Until the page's script runs, the click cannot write the cookie: the link says the choice
  // (`?lang=`), and the server remembers it and drops the marker from the address.
  let queryText = search;
  if (!hydrated) {
    const query = new URLSearchParams(search);
    query.set(CHOSEN_LOCALE_PARAM, target);
    queryText = `?${query}`;
  }
  return (
    <Link
      to={`${switchLocalePath(pathname, target)}${queryText}${hash}`}
      lang={HTML_LANG[target]}
      hrefLang={HTML_LANG[target]}
      onClick={() => rememberLocale(target)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-3.5 text-sm font-medium text-pine-800 transition-colors hover:border-pine-600 hover:bg-pine-50"
    >
      <GlobeIcon />
      {t(locale, "locale.switch")}
    </Link>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25z" />
      </g>
    </svg>
  );
}
