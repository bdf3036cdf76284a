import { addDays, instantAt, localDateOf } from "../dates/zoned-time.ts";

/*
 * Saved searches with e-mail alerts (issue 23): how often an alert is sent, how many one person
 * keeps, and when a run is due. Database enums take their values from here. Pure: every rule
 * that depends on the time is given `now`.
 */

/** `instant`: on the worker's next tick after a listing appears; `daily` and `weekly`: one digest. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The most alerts one account, or one e-mail without an account, keeps at once. */
export const ALERTS_PER_OWNER = 20;

/** The longest name of an alert, in characters. */
export const ALERT_NAME_MAX = 80;

/** The homes an e-mail shows as cards; the rest are counted and linked to the full search. */
export const ALERT_CARDS_MAX = 10;

/** An unconfirmed alert's link works this long; after it the alert may be purged. */
export const ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/** How often the worker looks for due alerts (and so the delay of an `instant` alert). */
export const ALERT_TICK_MS = 5 * 60_000;

/** Daily and weekly digests go at or after this hour, São Paulo time. */
export const ALERT_DIGEST_HOUR = 8;

/** The first digest hour (08:00 in São Paulo) strictly after `after`, then `days - 1` days on. */
function digestTimeAfter(after: Date, days: number): Date {
  const today = localDateOf(after);
  const first = instantAt(today, ALERT_DIGEST_HOUR * 60) > after ? today : addDays(today, 1);
  return instantAt(addDays(first, days - 1), ALERT_DIGEST_HOUR * 60);
}

/**
 * When an alert is next due, once it ran (or was confirmed) at `ranAt`: `instant` at once (the
 * next tick), `daily` at the next 08:00 in São Paulo, `weekly` at 08:00 seven days on.
 */
export function nextAlertRun(frequency: AlertFrequency, ranAt: Date): Date {
  if (frequency === "instant") return new Date(ranAt.getTime() + 1);
  return digestTimeAfter(ranAt, frequency === "daily" ? 1 : 7);
}
