import type { CommuteLeg } from "@campuslar/domain/commute/commute-dto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { t } from "../../i18n/t.ts";
import { lineNameText } from "./transit-line-text.ts";
import "./commute-messages.ts";

/**
 * A commute's access connection in a line (decision 032): "Metro line 4 to Butantã, then
 * Circular 8012-10 (Butantã–USP) · 12 min", the ride before it named when there is one, and the
 * minutes on board the shuttle. Undefined when the commute rides no shuttle.
 */
export function accessText(locale: Locale, legs: readonly CommuteLeg[]): string | undefined {
  const at = legs.findIndex((leg) => leg.kind === "shuttle");
  const shuttle = legs[at];
  if (shuttle?.kind !== "shuttle") return undefined;
  const before = legs.slice(0, at).findLast((leg) => leg.kind === "ride");
  const values = { line: shuttle.line, station: shuttle.from, minutes: shuttle.rideMinutes };
  if (before?.kind !== "ride") return t(locale, "commute.access.from", values);
  return t(locale, "commute.access.after", { ...values, ride: lineNameText(locale, before.line) });
}
