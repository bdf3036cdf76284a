/** Spec §4: Portuguese is the default, English lives under /en. */
export const LOCALES = ["pt", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt";

export const HTML_LANG: Record<Locale, string> = { pt: "pt-BR", en: "en" };

/** Spec §9: the cookie that remembers the language choice, for 365 days. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Marks a link as the visitor's choice of language (`?lang=pt`), for a page without its script yet. */
export const CHOSEN_LOCALE_PARAM = "lang";

export const localeFromPath = (pathname: string): Locale =>
  pathname === "/en" || pathname.startsWith("/en/") ? "en" : "pt";

export const isLocale = (value: unknown): value is Locale => value === "pt" || value === "en";

/**
 * The language of an API answer: an explicit `lang` wins, then the first pt/en entry of
 * `Accept-Language` by quality, then Portuguese.
 */
export function negotiateLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(lang)) return lang;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => isLocale(entry.base));
  return (match?.base as Locale | undefined) ?? DEFAULT_LOCALE;
}
