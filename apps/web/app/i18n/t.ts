import { numberFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG, type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { useLocation } from "react-router";
import { en } from "./en.ts";
import { type MessageKey, pt } from "./pt.ts";
import { CATALOGS, registerMessages } from "./registry.ts";

export type { MessageKey };

registerMessages({ pt, en });

export type MessageVars = Record<string, string | number>;

/** The text of `key` in `locale`, with `{name}` placeholders filled from `vars`. */
export function t(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const text = CATALOGS[locale][key];
  if (text === undefined) {
    // A module used an area it did not import: show the key rather than nothing, and say so.
    console.error(`Missing message "${key}" (${locale}): import its area (a messages.ts or *-messages.ts module)`);
    return key;
  }
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : formatValue(locale, value);
  });
}

// Numbers follow the visitor's language (1.234 in Portuguese, 1,234 in English).
function formatValue(locale: Locale, value: string | number): string {
  return typeof value === "number" ? numberFormat(HTML_LANG[locale]).format(value) : value;
}

/**
 * The language of the page being shown. It comes from the path alone (spec §2: no prefix is
 * Portuguese, `/en` is English), so the server render and the hydrated page always agree.
 */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export function useT(): { locale: Locale; t: Translate } {
  const locale = useLocale();
  return { locale, t: (key, vars) => t(locale, key, vars) };
}
