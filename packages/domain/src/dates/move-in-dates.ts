import { type SEMESTERS, semesterStart } from "../property/stay.ts";
import { saoPauloDate } from "./sao-paulo-date.ts";

/*
 * A search's dates start today (issue 34): "today" is São Paulo's, whatever the server's clock is
 * set to, so a student searching late at night in Brazil is never told their today has passed.
 */

/** Today in São Paulo, `YYYY-MM-DD`: the earliest move-in a search takes (the date fields' `min`). */
export const saoPauloToday = (now: Date = new Date()): string => saoPauloDate(now);

/** True when `day` (`YYYY-MM-DD`) is before `today`: a move-in or move-out that has passed. */
export const isPastDay = (day: string, today: string): boolean => day < today;

/**
 * The year of the semester a search for it means, seen on `today`: the coming one, or the one
 * that began at most a few weeks ago (`semesterStart`), never one that has ended. What the
 * semester choices say ("1º semestre 2027") is the year the search filters by.
 */
export const semesterYear = (stay: keyof typeof SEMESTERS, today: string): number =>
  Number(semesterStart(stay, today).slice(0, 4));
