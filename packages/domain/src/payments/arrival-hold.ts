import { addDays, instantAt } from "../dates/zoned-time.ts";

/*
 * The first payment is held until 48 hours after the move-in day (issue 36, point 5; Badi and
 * HousingAnywhere count from the move-in date too). Counting from the end of the day, in São
 * Paulo, gives the student two whole days on top of the move-in day whatever hour the keys are
 * handed over, and a time that is the same for everyone: midnight at the end of the second day
 * after moving in.
 */

/** Hours the hold lasts after the end of the move-in day. */
export const HOLD_HOURS_AFTER_MOVE_IN_DAY = 48;

/** Midnight in São Paulo at the start of the move-in day. */
export const moveInDayStart = (moveIn: string): Date => instantAt(moveIn, 0);

/**
 * When the hold ends: 48 hours after the move-in day ends (São Paulo), i.e. the midnight that
 * starts the third day after moving in. Counted on the wall clock, so were daylight saving to
 * return, the end would still be that midnight.
 */
export const holdEndsAt = (moveIn: string): Date =>
  instantAt(addDays(moveIn, 1 + HOLD_HOURS_AFTER_MOVE_IN_DAY / 24), 0);

/**
 * Whether the student may say they moved in: from the start of the move-in day. There is no end:
 * after the hold ended the money was released anyway, and the state decides what is possible.
 */
export const mayConfirmMoveIn = (moveIn: string, now: Date): boolean =>
  now.getTime() >= moveInDayStart(moveIn).getTime();

/** Whether an arrival claim may be opened: from the start of the move-in day until the hold ends (excluded). */
export const claimWindowOpen = (moveIn: string, now: Date): boolean =>
  now.getTime() >= moveInDayStart(moveIn).getTime() && now.getTime() < holdEndsAt(moveIn).getTime();
