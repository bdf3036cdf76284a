/** Spec §4: Portuguese is the default, English lives under /en. */
export const LOCALES = ["pt", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt";

export const HTML_LANG: Record<Locale, string> = { pt: "pt-BR", en: "en" };

/** Spec §9: the cookie that remembers the language choice, for 365 days. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const localeFromPath = (pathname: string): Locale =>
  pathname === "/en" || pathname.startsWith("/en/") ? "en" : "pt";

export const isLocale = (value: unknown): value is Locale => value === "pt" || value === "en";
