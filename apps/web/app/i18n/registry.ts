import type { Locale } from "@campuslar/domain/i18n/locales";

/**
 * The messages this bundle has loaded so far, per language. Each area of text registers itself
 * when its module is imported (`defineMessages`), so a page's text travels with that page's
 * code instead of every page's text with the first one.
 */
export const CATALOGS: Record<Locale, Record<string, string>> = { pt: {}, en: {} };

export function registerMessages(messages: Record<Locale, Record<string, string>>): void {
  Object.assign(CATALOGS.pt, messages.pt);
  Object.assign(CATALOGS.en, messages.en);
}
