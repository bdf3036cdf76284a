import { saoPauloDate } from "../dates/sao-paulo-date.ts";

/*
 * When and for how long (issue 22). Exchange students come for a semester while Brazilian leases
 * run for a year or more: a listing says when it is free (`availableFrom`) and the shortest and
 * longest stay it takes (`minContractMonths`, `maxStayMonths`), and a search asks for a move-in date
 * and a stay. The API's SQL, its in-memory catalogue and the pages all read a stay through
 * `stayWindow`, so "first semester" means the same dates everywhere.
 */

/** The stays a search offers by name; any other is given as a move-in and a move-out date. */
export const STAYS = ["first_semester", "second_semester", "year"] as const;
export type Stay = (typeof STAYS)[number];

/**
 * Brazilian universities' terms: the first semester from February to July (6 months), the second
 * from August to December (5 months).
 */
export const SEMESTERS = {
  first_semester: { startMonth: 2, months: 6 },
  second_semester: { startMonth: 8, months: 5 },
} as const;
export const YEAR_MONTHS = 12;

/** The longest stays an owner can set; no maximum is the default (most leases). */
export const MAX_STAY_MONTHS_OPTIONS = [6, 12, 24] as const;
export type MaxStayMonths = (typeof MAX_STAY_MONTHS_OPTIONS)[number];

/**
 * A semester still counts as the coming one for this many days after it starts: students arrive in
 * the first weeks of term, and one searching then means this term, not next year's.
 */
export const SEMESTER_LATE_ARRIVAL_DAYS = 30;

/** What a search asks of a listing's dates: free by `moveIn` (when given), taking a stay of `months` (when given). */
export type SearchStayWindow = { moveIn?: string; months?: number };

const DAY_MS = 86_400_000;
const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (year: number, month: number, day = 1): string =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** A calendar date (YYYY-MM-DD) as whole days since 1970-01-01: how the in-memory catalogue compares dates. */
export const epochDay = (iso: string): number => Math.round(dayOf(iso));

/**
 * The first day of the coming `stay` semester as seen on `today` (YYYY-MM-DD): this year's if it
 * started at most SEMESTER_LATE_ARRIVAL_DAYS ago or is still ahead, else next year's.
 */
export function semesterStart(stay: keyof typeof SEMESTERS, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = isoOf(year, SEMESTERS[stay].startMonth);
  return dayOf(today) - dayOf(thisYear) <= SEMESTER_LATE_ARRIVAL_DAYS
    ? thisYear
    : isoOf(year + 1, SEMESTERS[stay].startMonth);
}

/**
 * The months a stay from `moveIn` to `moveOut` takes, a month begun counting whole (1 Feb to 31 Jul
 * is 6, 1 Aug to 31 Dec is 5, 15 Feb to 15 Jul is 5): what the listing's minimum and maximum are
 * compared with. At least 1.
 */
export function monthsBetween(moveIn: string, moveOut: string): number {
  const [y1, m1, d1] = moveIn.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = moveOut.split("-").map(Number) as [number, number, number];
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1) + (d2 > d1 ? 1 : 0));
}

/**
 * What a search's `stay`, `moveIn` and `moveOut` ask, seen on `today`:
 * - a semester: its months, and its first day as the move-in unless `moveIn` is given;
 * - a year: twelve months, from `moveIn` when given;
 * - dates: from `moveIn` (today when only `moveOut` is given) to `moveOut`;
 * - `moveIn` alone: free by then, any stay.
 * Undefined when nothing is asked.
 */
export function stayWindow(
  query: { stay?: Stay; moveIn?: string; moveOut?: string },
  today: string,
): SearchStayWindow | undefined {
  const { stay, moveIn, moveOut } = query;
  if (stay === "year") return { moveIn, months: YEAR_MONTHS };
  if (stay !== undefined) return { moveIn: moveIn ?? semesterStart(stay, today), months: SEMESTERS[stay].months };
  if (moveOut !== undefined) return { moveIn: moveIn ?? today, months: monthsBetween(moveIn ?? today, moveOut) };
  return moveIn === undefined ? undefined : { moveIn };
}

/**
 * What a search's dates ask (`stayWindow`), reading the date in São Paulo only when a stay needs
 * it: a query the API pinned (`pinMoveIn`) never does, and a search without dates asks nothing.
 */
export function askedStay(
  query: { stay?: Stay; moveIn?: string; moveOut?: string },
  today: () => string = () => saoPauloDate(new Date()),
): SearchStayWindow | undefined {
  const asked = query.stay !== undefined || query.moveIn !== undefined || query.moveOut !== undefined;
  return asked ? stayWindow(query, today()) : undefined;
}

/** A listing's dates as the search compares them. */
export type ListingStay = { availableFrom: string | null; minContractMonths: number; maxStayMonths: number | null };

/** True when the listing is free by the window's move-in and takes a stay of its length (null dates: free now). */
export function allowsStay(listing: ListingStay, window: SearchStayWindow): boolean {
  if (window.moveIn !== undefined && listing.availableFrom !== null && listing.availableFrom > window.moveIn)
    return false;
  if (window.months === undefined) return true;
  return (
    listing.minContractMonths <= window.months &&
    (listing.maxStayMonths === null || listing.maxStayMonths >= window.months)
  );
}

/** Days after `today` before a date: what a card's "available from 1 Feb" is shown for (0 or less: free now). */
export const daysUntil = (date: string, today: string): number => Math.round(dayOf(date) - dayOf(today));

/** True when a listing free from `availableFrom` is already free on `today` (no date: free now). */
export const isAvailableNow = (availableFrom: string | null, today: string): boolean =>
  availableFrom === null || availableFrom <= today;

/**
 * The query with the move-in its stay implies written out (a semester's first day, or today for a
 * move-out alone), so that what it asks no longer depends on the day it is read: the API pins a
 * query once, on its own clock, and caches and answers the pinned one.
 */
export function pinMoveIn<Q extends { stay?: Stay; moveIn?: string; moveOut?: string }>(query: Q, today: string): Q {
  if (query.moveIn !== undefined) return query;
  if (query.stay === "first_semester" || query.stay === "second_semester") {
    return { ...query, moveIn: semesterStart(query.stay, today) };
  }
  return query.moveOut === undefined ? query : { ...query, moveIn: today };
}
