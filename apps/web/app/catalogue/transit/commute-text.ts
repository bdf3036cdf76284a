import type { CommuteRideKind } from "@campuslar/domain/commute/commute-dto";
import {
  COMMUTE_HOUR_WINDOW,
  COMMUTE_NETWORK_DATE,
  COMMUTE_WALKING_KMH,
} from "@campuslar/domain/commute/commute-rules";
import { networkDateText } from "@campuslar/domain/commute/transit-feed-rules";
import { listFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import { t } from "../../i18n/t.ts";
import "./commute-messages.ts";

/*
 * A commute in words. Only types come from the commute's schema module: its values would bring
 * the schema library to the browser with the search page.
 */

/** "metrô e trem", "metro, train, and bus": the kinds ridden, in the language's own list form. */
export function ridesText(locale: Locale, rides: readonly CommuteRideKind[]): string {
  return listFormat(HTML_LANG[locale], { type: "conjunction" }).format(
    rides.map((kind) => t(locale, `commute.ride.${kind}`)),
  );
}

/** A search card's line: "22 min to FGV by metro", "9 min to FGV on foot". */
export function commuteCardText(
  locale: Locale,
  commute: { minutes: number; rides: readonly CommuteRideKind[] },
  university: string,
): string {
  if (commute.rides.length === 0) return t(locale, "commute.card.walk", { minutes: commute.minutes, university });
  return t(locale, "commute.card.ride", {
    minutes: commute.minutes,
    university,
    rides: ridesText(locale, commute.rides),
  });
}

/**
 * The hour commutes are estimated for, as each language writes a time of day: "7h–8h", "7–8 am".
 * Written here rather than by Intl's ranges, whose wording differs between the server's and the
 * browser's data and would make the two renders disagree.
 */
export function hoursText(locale: Locale, window: { start: string; end: string } = COMMUTE_HOUR_WINDOW): string {
  const start = Number(window.start.slice(0, 2));
  const end = Number(window.end.slice(0, 2));
  if (locale === "pt") return `${start}h–${end}h`;
  const twelve = (hour: number) => ((hour + 11) % 12) + 1;
  const period = (hour: number) => (hour < 12 ? "am" : "pm");
  return period(start) === period(end)
    ? `${twelve(start)}–${twelve(end)} ${period(end)}`
    : `${twelve(start)} ${period(start)}–${twelve(end)} ${period(end)}`;
}

/**
 * What every commute figure is: an estimate for a weekday morning on a network of a given date, at
 * a walking pace. The date is the current network's, as the API's universities answer gives it
 * (decision 033): "2019", or a month ("março de 2024") once staff load a newer feed.
 */
export function commuteNoteText(locale: Locale, networkDate: string = COMMUTE_NETWORK_DATE): string {
  return t(locale, "commute.note", {
    hours: hoursText(locale),
    year: networkDateText(locale, networkDate),
    speed: COMMUTE_WALKING_KMH,
  });
}
