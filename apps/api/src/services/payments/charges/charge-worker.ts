import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { addDays } from "@campuslar/domain/dates/zoned-time";
import { monthlyChargesOf, REMINDER_DAYS, remindersDue } from "@campuslar/domain/payments/charge-schedule";
import { chargePosting } from "@campuslar/domain/payments/ledger";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../../db/client.ts";
import { charges } from "../../../db/schema/payments.ts";
import { rentals } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { type PaymentsConfig, paymentsConfigOf } from "../../../lib/payments-config.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { rentReminderEmail } from "../../../mail/payment-emails.ts";
import { postLedger } from "../ledger/post-ledger.ts";
import { pixCopyPaste } from "../pix/pix-code.ts";
import { currentReference } from "./charge-service.ts";

/*
 * The clock's side of charges (issue 36, point 2; decision 039): each month's rent is charged once
 * the month is over (art. 20: never in advance), due on the lease's day of the next month, and
 * the student is reminded 7, 3 and 0 days before, each reminder with the charge's Pix code. Safe
 * with several instances: a month's charge is one row by the unique index (rental, kind, period)
 * and one posting by its key; reminders are taken `FOR UPDATE SKIP LOCKED` and recorded on the
 * charge in the transaction that queues their e-mail.
 */

/** How often the worker looks. Charges fall due by the day, so a few minutes late is nothing. */
export const CHARGE_TICK_MS = 10 * 60_000;

/** Charges each month of every `active` rental that has ended by `now` (São Paulo); returns how many were new. */
export async function issueMonthlyCharges(db: Db, now: Date): Promise<number> {
  const today = saoPauloDate(now);
  const active = await db
    .select({
      id: rentals.id,
      moveIn: rentals.moveIn,
      months: rentals.months,
      monthlyRentCents: rentals.monthlyRentCents,
    })
    .from(rentals)
    .where(and(eq(rentals.state, "active"), lte(rentals.moveIn, today)));
  let issued = 0;
  for (const rental of active) {
    const ended = monthlyChargesOf(rental).filter((month) => month.periodEnd < today);
    if (ended.length === 0) continue;
    const existing = await db
      .select({ periodStart: charges.periodStart })
      .from(charges)
      .where(and(eq(charges.rentalId, rental.id), eq(charges.kind, "monthly_rent")));
    const have = new Set(existing.map((row) => row.periodStart));
    const missing = ended.filter((month) => !have.has(month.periodStart) && month.rentCents > 0);
    if (missing.length === 0) continue;
    issued += await db.transaction(async (tx) => {
      let count = 0;
      for (const month of missing) {
        // Another instance writing the same month waits on the unique index, then writes nothing.
        const [charge] = await tx
          .insert(charges)
          .values({
            rentalId: rental.id,
            kind: "monthly_rent",
            periodStart: month.periodStart,
            dueOn: month.dueOn,
            rentCents: month.rentCents,
            amountCents: month.rentCents,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!charge) continue;
        await postLedger(tx, chargePosting(charge));
        count += 1;
      }
      return count;
    });
  }
  return issued;
}

/**
 * Queues the reminders due at `now` of every open month's rent (`remindersDue`: at most one per
 * charge, never after the due day), each once; returns how many were queued.
 */
export async function sendRentReminders(
  db: Db,
  now: Date,
  ctx: { publicUrl: string; payments?: PaymentsConfig },
): Promise<number> {
  const today = saoPauloDate(now);
  const config = paymentsConfigOf(ctx);
  return db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(charges)
      .where(
        and(
          eq(charges.status, "open"),
          eq(charges.kind, "monthly_rent"),
          gte(charges.dueOn, today),
          lte(charges.dueOn, addDays(today, Math.max(...REMINDER_DAYS))),
        ),
      )
      .orderBy(asc(charges.dueOn))
      .for("update", { skipLocked: true });
    let sent = 0;
    for (const charge of open) {
      const [days] = remindersDue(charge.dueOn, today, charge.remindersSent);
      if (days === undefined) continue;
      const [row] = await tx
        .select({ code: rentals.code, name: users.name, email: users.email, locale: users.locale })
        .from(rentals)
        .innerJoin(users, eq(users.id, rentals.studentId))
        .where(eq(rentals.id, charge.rentalId));
      await tx
        .update(charges)
        .set({ remindersSent: [...charge.remindersSent, days] })
        .where(eq(charges.id, charge.id));
      if (!row) continue;
      const reference = await currentReference(tx, charge, config, now);
      await enqueueEmail(
        tx,
        rentReminderEmail(
          row,
          {
            rental: { id: charge.rentalId, code: row.code },
            charge,
            reference,
            copyPaste: pixCopyPaste(config, reference),
            bank: config.bank,
            publicUrl: ctx.publicUrl,
          },
          days,
        ),
      );
      sent += 1;
    }
    return sent;
  });
}

export type ChargeWorker = {
  /** Stops ticking and waits for the run under way, if any. */
  stop(): Promise<void>;
};

/** Issues month charges and sends reminders every `tickMs`, beside the outbox worker that delivers them. */
export function startChargeWorker(options: {
  db: Db;
  publicUrl: string;
  payments?: PaymentsConfig;
  logger: Pick<Logger, "info" | "error">;
  now?: () => Date;
  tickMs?: number;
}): ChargeWorker {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const at = now();
        const issued = await issueMonthlyCharges(options.db, at);
        const reminded = await sendRentReminders(options.db, at, options);
        if (issued + reminded > 0) options.logger.info({ issued, reminded }, "rent charged and reminded");
      } catch (error) {
        options.logger.error({ err: (error as Error).message }, "charge run failed");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, options.tickMs ?? CHARGE_TICK_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
