import type { Locale } from "../i18n/locales.ts";

/*
 * Dates as people read them, one format everywhere staff and owners look: the month in words
 * (so "03/04" is never read as 4 March by one reader and 3 April by another), the time on São
 * Paulo's clock whatever the server's is set to. English uses day-month order, as Brazil does.
 */
const TIME_ZONE = "America/Sao_Paulo";
const LANGUAGE: Record<Locale, string> = { pt: "pt-BR", en: "en-GB" };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: "dateTime" | "date" | "day"): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LANGUAGE[locale], {
      dateStyle: "medium",
      ...(kind === "dateTime" ? { timeStyle: "short" } : {}),
      // A calendar day has no clock: read at UTC midnight it stays the day it names.
      timeZone: kind === "day" ? "UTC" : TIME_ZONE,
    });
    formats.set(key, found);
  }
  return found;
}

const instantOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** An instant with its time: "24 de nov. de 2026, 13:05" / "24 Nov 2026, 13:05". */
export const dateTimeText = (locale: Locale, instant: Date | string): string =>
  format(locale, "dateTime").format(instantOf(instant));

/** The day of an instant in São Paulo: "24 de nov. de 2026" / "24 Nov 2026". */
export const dateText = (locale: Locale, instant: Date | string): string =>
  format(locale, "date").format(instantOf(instant));

/** A calendar day stored as `YYYY-MM-DD` (a move-in date), written the same way. */
export const calendarDayText = (locale: Locale, day: string): string =>
  format(locale, "day").format(new Date(`${day}T00:00:00Z`));

/** Whether a value is a calendar day as the API stores one (`YYYY-MM-DD`). */
export const isCalendarDay = (value: unknown): value is string =>
  typeof value === "string" && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value));

/** Days ahead within which a day is written without its year: nobody reads "1 Feb" as over a year away. */
const YEARLESS_DAYS = 300;
const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A coming calendar day in a few words, as a card or a room says it: "1º de fev." / "1 Feb", the
 * year added when it is more than YEARLESS_DAYS after `today` ("1 Feb 2028"). Portuguese writes the
 * first of the month as an ordinal (1º), as Brazilians do.
 */
export function dayMonthText(locale: Locale, day: string, today: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const withYear = (date.getTime() - Date.parse(`${today}T00:00:00Z`)) / 86_400_000 > YEARLESS_DAYS;
  const key = `${locale}:${withYear}`;
  let found = dayMonthFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LANGUAGE[locale], {
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    dayMonthFormats.set(key, found);
  }
  const text = found.format(date);
  return locale === "pt" && date.getUTCDate() === 1 ? text.replace(/^1(?=\D)/, "1º") : text;
}
