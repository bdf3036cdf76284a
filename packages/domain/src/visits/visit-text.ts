import type { Locale } from "../i18n/locales.ts";
import { ZONE_NOTE } from "./visit-messages.ts";
import { VISIT_TIME_ZONE } from "./visit-rules.ts";

/*
 * A visit's time as people read it, always on São Paulo's clock and saying so: the e-mails and
 * the pages write it the same way, whatever zone the server or the reader's browser is in.
 */

const LANGUAGE: Record<Locale, string> = { pt: "pt-BR", en: "en-GB" };
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: "day" | "when" | "time", timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${kind}:${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    const day = { weekday: "long", day: "numeric", month: "long" } as const;
    const time = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
    const options: Intl.DateTimeFormatOptions =
      kind === "day" ? day : kind === "time" ? time : { ...day, year: "numeric", ...time };
    found = new Intl.DateTimeFormat(LANGUAGE[locale], { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

const instantOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "terça-feira, 1 de dezembro de 2026 14:00 (horário de Brasília)" / "Tuesday 1 December 2026, 14:00 (São Paulo time)". */
export const visitWhenText = (locale: Locale, instant: Date | string): string =>
  `${format(locale, "when", VISIT_TIME_ZONE).format(instantOf(instant))} ${ZONE_NOTE[locale]}`;

/** A São Paulo day as a slot list heads it: "terça-feira, 1 de dezembro" / "Tuesday 1 December". */
export const visitDayText = (locale: Locale, date: string): string =>
  format(locale, "day", "UTC").format(new Date(`${date}T12:00:00Z`));

/** `HH:MM` of an instant in any zone (the visitor's own, beside São Paulo's). */
export const timeInZone = (locale: Locale, instant: Date | string, timeZone: string): string =>
  format(locale, "time", timeZone).format(instantOf(instant));
