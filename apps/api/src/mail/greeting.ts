import type { Locale } from "@campuslar/domain/i18n/locales";
import { nameForEmail } from "@campuslar/domain/lead/lead-limits";

/**
 * An e-mail's first line, naming the person as a form gave the name: only its first line, with
 * no web address, capped (`nameForEmail`), so a form sent with someone else's address cannot
 * make our e-mail carry a stranger's link. No name left, no name said.
 */
export function greeting(name: string, locale: Locale): string {
  const shown = nameForEmail(name);
  if (locale === "en") return shown ? `Hi ${shown},` : "Hi,";
  return shown ? `Olá, ${shown}!` : "Olá!";
}
