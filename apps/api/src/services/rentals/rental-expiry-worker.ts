import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { OPEN_STATES, timedMoveOf } from "@campuslar/domain/rentals/rental-process";
import { and, asc, eq, inArray, isNotNull, lte, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { rentals } from "../../db/schema/rentals.ts";
import { releaseHold } from "../payments/hold/arrival-moves.ts";
import { type RentalMailContext, tellRental } from "./rental-mail.ts";
import { applyMove } from "./rental-moves.ts";

/*
 * The clock's moves of a rental (issue 35, point 2; issue 36, point 5; DESIGN §7): a proposal or
 * counter-proposal unanswered for `ANSWER_HOURS` expires, and both sides are told; a held first
 * payment is released 48 hours after the end of the move-in day (`holdEndsAt`) when the student
 * neither confirmed nor claimed. Due rentals are taken `FOR UPDATE SKIP LOCKED`, so several
 * instances never move one twice, and a rental being answered at that moment is left for the
 * next run (where it is no longer due).
 */

/** Rentals expired per transaction. */
const BATCH = 100;
/** How often the worker looks: an expiry is at most this late. */
export const RENTAL_EXPIRY_TICK_MS = 60_000;

/**
 * The last move-in day whose hold has ended at `now`: holds end in the order of their days, so a
 * rental waiting for its move-in is due when its day is this one or earlier.
 */
export function lastReleasedMoveIn(now: Date): string {
  const day = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  for (;;) {
    const date = day.toISOString().slice(0, 10);
    if (holdEndsAt(date).getTime() <= now.getTime()) return date;
    day.setUTCDate(day.getUTCDate() - 1);
  }
}

/**
 * Makes the clock's move of every rental due at `now` (an expiry, or a hold's release), one batch
 * per transaction; returns how many. `commissionBps` is the company's share of released rent.
 */
export async function expireDueRentals(
  db: Db,
  now: Date,
  mail: RentalMailContext,
  money: { commissionBps: number } = { commissionBps: 0 },
): Promise<number> {
  let expired = 0;
  // The hold's end is read from the move-in day by the domain's rule, not from `dueAt`, so a
  // rental whose payment was recorded without a due date is released all the same.
  const releasedUpTo = lastReleasedMoveIn(now);
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(rentals)
        .where(
          or(
            and(isNotNull(rentals.dueAt), lte(rentals.dueAt, now), inArray(rentals.state, [...OPEN_STATES])),
            and(eq(rentals.state, "awaiting_move_in"), lte(rentals.moveIn, releasedUpTo)),
          ),
        )
        .orderBy(asc(rentals.moveIn))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const rental of due) {
        if (timedMoveOf(rental.state) === "release") {
          await releaseHold(tx, rental, { side: "clock", userId: null }, { now, mail, ...money });
          continue;
        }
        const moved = await applyMove(tx, rental, "expire", { side: "clock", userId: null }, { now });
        const countered = rental.state === "countered";
        await tellRental(tx, moved, countered ? "counter_expired_student" : "expired_student", "student", mail);
        await tellRental(tx, moved, countered ? "counter_expired_owner" : "expired_owner", "owner", mail);
      }
      return due.length;
    });
    expired += count;
    if (count < BATCH) return expired;
  }
}

export type RentalExpiryWorker = {
  /** Stops ticking and waits for the run under way, if any. */
  stop(): Promise<void>;
};

/** Runs `expireDueRentals` every minute, beside the outbox worker that delivers its e-mails. */
export function startRentalExpiryWorker(options: {
  db: Db;
  publicUrl: string;
  staffEmail?: string | null;
  logger: Pick<Logger, "info" | "error">;
  now?: () => Date;
  tickMs?: number;
  /** The company's share of released rent (`PaymentsConfig.commissionBps`); 0 when not given. */
  commissionBps?: number;
}): RentalExpiryWorker {
  const now = options.now ?? (() => new Date());
  const mail = { publicUrl: options.publicUrl, staffEmail: options.staffEmail ?? null };
  const money = { commissionBps: options.commissionBps ?? 0 };
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const expired = await expireDueRentals(options.db, now(), mail, money);
        if (expired > 0) options.logger.info({ expired }, "rentals expired or released");
      } catch (error) {
        options.logger.error({ err: (error as Error).message }, "rental expiry run failed");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, options.tickMs ?? RENTAL_EXPIRY_TICK_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
