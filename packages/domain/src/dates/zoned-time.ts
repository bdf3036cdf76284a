/** Every time the site states is São Paulo's: visits, alerts' digests, "today" in forms. */
export const SAO_PAULO_TIME_ZONE = "America/Sao_Paulo";

/*
 * Wall-clock arithmetic in a named time zone with nothing but `Intl`: the zone's offset at an
 * instant is read from the tz database the runtime ships, never assumed (São Paulo kept daylight
 * saving until 2019 and could again). A local day and minute become an instant by guessing with
 * the offset and correcting once, which is exact for every zone whose offset does not change
 * within the hours around the answer.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let found = partsFormats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, found);
  }
  return found;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The date and time an instant shows on the clocks of `timeZone`. */
export function wallClockOf(instant: Date, timeZone: string = SAO_PAULO_TIME_ZONE): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at an instant (São Paulo today: −180). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = SAO_PAULO_TIME_ZONE): number {
  const w = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The `YYYY-MM-DD` of an instant in the zone. */
export function localDateOf(instant: Date, timeZone: string = SAO_PAULO_TIME_ZONE): string {
  const w = wallClockOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The `HH:MM` of an instant in the zone. */
export function localTimeOf(instant: Date, timeZone: string = SAO_PAULO_TIME_ZONE): string {
  const w = wallClockOf(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant at `minuteOfDay` minutes after midnight of the local day `date` in the zone. */
export function instantAt(date: string, minuteOfDay: number, timeZone: string = SAO_PAULO_TIME_ZONE): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const guess = new Date(wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000);
  const corrected = new Date(wall - zoneOffsetMinutes(guess, timeZone) * 60_000);
  return corrected;
}

/** A calendar day `days` after `date` (both `YYYY-MM-DD`), with no zone involved. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** `HH:MM` of a minute of the day (540 → "09:00"). */
export const minuteText = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** The minute of the day of an `HH:MM` text, or undefined when it is no time of day. */
export function minuteOfText(text: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 24 * 60 ? minute : undefined;
}
