import type { Locale } from "./locales.ts";

/**
 * A text written by a person in Portuguese and, if they chose to, in English: the version for
 * `locale`, with the language it is really in. An English reader of a text that has no English
 * version gets the Portuguese, said to be Portuguese so the page can mark and announce it.
 */
export function localizedText(locale: Locale, pt: string, en: string): { text: string; language: Locale } {
  if (locale === "en" && en.trim() !== "") return { text: en, language: "en" };
  if (locale === "pt" && pt.trim() === "" && en.trim() !== "") return { text: en, language: "en" };
  return { text: pt, language: "pt" };
}
