import { addDays, instantAt, localDateOf, minuteText, weekdayOf } from "../dates/zoned-time.ts";
import { VISIT_HORIZON_DAYS, VISIT_MIN_NOTICE_MINUTES, VISIT_SLOT_MINUTES, VISIT_TIME_ZONE } from "./visit-rules.ts";

/*
 * The free slots of a listing, from its weekly windows, its exceptions and the visits already
 * booked. Pure: the caller passes `now` and what is taken. Every window is read on São Paulo's
 * clock and each slot carries its UTC instant, so the answer is right whatever zone reads it.
 */

/** Minutes of a São Paulo day: `[startMinute, endMinute)`. */
export type DayWindow = { startMinute: number; endMinute: number };
/** A weekly window: on `weekday` (0 = Sunday), from `startMinute` to `endMinute`. */
export type WeeklyWindow = DayWindow & { weekday: number };
/** One day's exception: closed, or its own windows in place of the weekly ones. */
export type ScheduleException = { date: string; closed: boolean; windows: DayWindow[] };

export type SlotSchedule = { windows: readonly WeeklyWindow[]; exceptions: readonly ScheduleException[] };

export type FreeSlot = {
  /** The instant it starts, ISO 8601 in UTC. */
  startsAt: string;
  endsAt: string;
  /** `HH:MM` in São Paulo. */
  localTime: string;
};
export type FreeDay = { date: string; weekday: number; slots: FreeSlot[] };

export type SlotOptions = {
  now: Date;
  /** Starts (any form `Date` reads) of the visits that hold a slot. */
  taken?: Iterable<Date | string>;
  horizonDays?: number;
  noticeMinutes?: number;
  timeZone?: string;
};

/** The windows that apply on a day: its exception's, or the weekly ones of its weekday. */
export function windowsOn(schedule: SlotSchedule, date: string): DayWindow[] {
  const exception = schedule.exceptions.find((e) => e.date === date);
  if (exception) return exception.closed ? [] : exception.windows;
  const weekday = weekdayOf(date);
  return schedule.windows.filter((w) => w.weekday === weekday);
}

/** The slot starts of one window, each a full slot inside it. */
function slotMinutes(window: DayWindow): number[] {
  const starts: number[] = [];
  for (let m = window.startMinute; m + VISIT_SLOT_MINUTES <= window.endMinute; m += VISIT_SLOT_MINUTES) starts.push(m);
  return starts;
}

/**
 * The free slots from today (in São Paulo) for `horizonDays` days: each day with at least one
 * slot, in order, slots that start at least `noticeMinutes` after `now` and are not taken.
 */
export function freeSlots(schedule: SlotSchedule, options: SlotOptions): FreeDay[] {
  const timeZone = options.timeZone ?? VISIT_TIME_ZONE;
  const horizon = options.horizonDays ?? VISIT_HORIZON_DAYS;
  const earliest = options.now.getTime() + (options.noticeMinutes ?? VISIT_MIN_NOTICE_MINUTES) * 60_000;
  const taken = new Set([...(options.taken ?? [])].map((t) => new Date(t).getTime()));
  const today = localDateOf(options.now, timeZone);
  const days: FreeDay[] = [];
  for (let i = 0; i < horizon; i++) {
    const date = addDays(today, i);
    const starts = new Set(windowsOn(schedule, date).flatMap(slotMinutes));
    const slots: FreeSlot[] = [];
    for (const minute of [...starts].sort((a, b) => a - b)) {
      const start = instantAt(date, minute, timeZone);
      if (start.getTime() < earliest || taken.has(start.getTime())) continue;
      slots.push({
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + VISIT_SLOT_MINUTES * 60_000).toISOString(),
        localTime: minuteText(minute),
      });
    }
    if (slots.length > 0) days.push({ date, weekday: weekdayOf(date), slots });
  }
  return days;
}

/** Whether `startsAt` is one of the free slots offered now (a booking or a move to it). */
export function isFreeSlot(schedule: SlotSchedule, startsAt: Date, options: SlotOptions): boolean {
  const wanted = startsAt.getTime();
  return freeSlots(schedule, options).some((day) => day.slots.some((s) => Date.parse(s.startsAt) === wanted));
}
