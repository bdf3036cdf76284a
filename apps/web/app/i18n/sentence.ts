import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";

/**
 * A message written to sit beside a field ("this visit link is invalid or has expired", as the
 * API and the domain's field messages write them) when a page shows it alone, as a sentence: a
 * capital first letter, as that language writes one, and a closing full stop. Done on the text,
 * not with CSS, so a screen reader, a copy and a search of the page meet the sentence the eye does.
 */
export function asSentence(message: string, locale: Locale): string {
  const text = message.trim();
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  const capital = `${letter.toLocaleUpperCase(HTML_LANG[locale])}${text.slice(letter.length)}`;
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
