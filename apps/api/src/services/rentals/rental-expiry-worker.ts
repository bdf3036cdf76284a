import { OPEN_STATES } from "@campuslar/domain/rentals/rental-process";
import { and, asc, inArray, isNotNull, lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { rentals } from "../../db/schema/rentals.ts";
import { type RentalMailContext, tellRental } from "./rental-mail.ts";
import { applyMove } from "./rental-moves.ts";

/*
 * The clock's move of a proposal (issue 35, point 2; DESIGN §7): a proposal or counter-proposal
 * unanswered for `ANSWER_HOURS` expires, and both sides are told. Due rentals are taken
 * `FOR UPDATE SKIP LOCKED`, so several instances never expire one twice, and a rental being
 * answered at that moment is left for the next run (where it is no longer open).
 */

/** Rentals expired per transaction. */
const BATCH = 100;
/** How often the worker looks: an expiry is at most this late. */
export const RENTAL_EXPIRY_TICK_MS = 60_000;

/** Expires every rental due at `now`, one batch per transaction; returns how many. */
export async function expireDueRentals(db: Db, now: Date, mail: RentalMailContext): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(rentals)
        .where(and(isNotNull(rentals.dueAt), lte(rentals.dueAt, now), inArray(rentals.state, [...OPEN_STATES])))
        .orderBy(asc(rentals.dueAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const rental of due) {
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
}): RentalExpiryWorker {
  const now = options.now ?? (() => new Date());
  const mail = { publicUrl: options.publicUrl, staffEmail: options.staffEmail ?? null };
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const expired = await expireDueRentals(options.db, now(), mail);
        if (expired > 0) options.logger.info({ expired }, "rental proposals expired");
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
