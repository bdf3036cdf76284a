import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { centsToReais } from "@campuslar/domain/money/money";
import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { monthlyChargesOf } from "@campuslar/domain/payments/charge-schedule";
import { lateFeeOf } from "@campuslar/domain/payments/late-fee";
import { commissionOf, ledgerAccount, owedOf } from "@campuslar/domain/payments/ledger";
import { addressLine } from "@campuslar/domain/rentals/lease-messages";
import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { charges, payments } from "../../../db/schema/payments.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import { DEMO_PAYMENTS_CONFIG, type PaymentsConfig } from "../../../lib/payments-config.ts";
import { type ReceiptData, receiptPdf } from "../../../pdf/receipt-pdf.ts";
import { liveLease, termsOf } from "../../rentals/lease/lease-records.ts";
import { readRental } from "../../rentals/rental-moves.ts";
import { balanceOf } from "../ledger/post-ledger.ts";
import { pixCopyPaste, qrSvg } from "../pix/pix-code.ts";
import { attachProviderCharge, providerFor } from "../provider/provider-for.ts";
import { amountDueOn, type ChargeRow, currentReference, type PaymentReferenceRow } from "./charge-service.ts";

/*
 * A rental's money as its sides see it (issue 36, point 9): its charges with what each asks and
 * when, what the site holds and until when, what is kept in custody, and each month's rent ahead.
 * The student (and staff) also get what to pay with: the live Pix code, its QR and the bank
 * details. The owner never does: they are paid by the site, not by the student.
 */

export type ChargeView = {
  id: string;
  kind: "first_payment" | "monthly_rent";
  periodStart: string | null;
  periodEnd: string | null;
  dueOn: string;
  rent: number;
  deposit: number;
  amount: number;
  /** Fixed when paid late; for an open charge past its due day, the fee if paid today. */
  lateFee: number;
  /** What it asks today (amount + late fee). */
  amountDue: number;
  status: "open" | "paid" | "cancelled";
  late: boolean;
  paidAt: string | null;
};

export type ScheduleView = {
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  rent: number;
  /** What reaches the owner of this rent, once paid: the rent less the company's commission. */
  ownerShare: number;
  chargeId: string | null;
  status: "upcoming" | "open" | "paid" | "cancelled";
};

export type PixView = {
  chargeId: string;
  reference: string;
  amount: number;
  expiresAt: string;
  copyPaste: string;
  qrSvg: string;
};

export type RentalPaymentsView = {
  rentalId: string;
  code: string;
  state: RentalState;
  side: "student" | "owner" | "staff";
  charges: ChargeView[];
  schedule: ScheduleView[];
  /** Held by the site now (the first payment until 48 hours after move-in), and when it is released. */
  held: { amount: number; until: string | null };
  /** The cash deposit kept for the student for the whole lease (art. 38 §2). */
  depositCustody: number;
  /** Student and staff only: how to pay each open charge, and the bank account for a transfer. */
  pix: PixView[] | null;
  bank: PaymentsConfig["bank"] | null;
  /** The demo company's details, not a real account: pages say so. */
  demo: boolean;
};

const reais = centsToReais;

/**
 * How to pay each open charge: its live reference and the Pix code for it. With a payment
 * company configured (`PAYMENT_PROVIDER=mercadopago`) the code is the company's, asked for once
 * per reference (outside the transaction: the call leaves this process) and kept beside it; its
 * webhook then confirms the payment. If the company cannot be reached, the company's own code is
 * shown instead: that money reaches the bank account, and the statement import settles it.
 */
async function pixViews(
  db: Db,
  rental: { id: string; code: string; studentId: string },
  open: ChargeRow[],
  ctx: { now: Date; payments: PaymentsConfig },
): Promise<PixView[]> {
  const references = await db.transaction(async (tx) => {
    const rows: PaymentReferenceRow[] = [];
    for (const charge of open) rows.push(await currentReference(tx, charge, ctx.payments, ctx.now));
    return rows;
  });
  const views: PixView[] = [];
  for (const reference of references) {
    const copyPaste = (await providerCode(db, rental, reference, ctx)) ?? pixCopyPaste(ctx.payments, reference);
    views.push({
      chargeId: reference.chargeId,
      reference: reference.reference,
      amount: reais(reference.amountCents),
      expiresAt: reference.expiresAt.toISOString(),
      copyPaste,
      qrSvg: await qrSvg(copyPaste),
    });
  }
  return views;
}

/** The payment company's code for `reference`, asked for the first time it is shown; null without a company. */
async function providerCode(
  db: Db,
  rental: { code: string; studentId: string },
  reference: PaymentReferenceRow,
  ctx: { now: Date; payments: PaymentsConfig },
): Promise<string | null> {
  if (ctx.payments.provider === "embedded") return null;
  if (reference.providerPixCode) return reference.providerPixCode;
  const [student] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, rental.studentId));
  try {
    const charge = await attachProviderCharge(
      db,
      providerFor(ctx.payments, () => ctx.now),
      { reference: reference.reference, chargeId: reference.chargeId, amountCents: reference.amountCents },
      {
        description: `CampusLar ${rental.code}`,
        payer: { email: student?.email ?? "", name: student?.name ?? "" },
      },
    );
    return charge.pixCopyPaste;
  } catch (error) {
    console.warn(
      JSON.stringify({
        msg: "payment company unreachable: showing the company's own Pix code",
        reference: reference.reference,
        err: String(error),
      }),
    );
    return null;
  }
}

export async function rentalPaymentsView(
  db: Db,
  actor: Actor,
  rentalId: string,
  ctx: { now: Date; payments: PaymentsConfig },
): Promise<RentalPaymentsView> {
  const { rental, side } = await readRental(db, rentalId, actor);
  const today = saoPauloDate(ctx.now);
  const rows = await db
    .select()
    .from(charges)
    .where(eq(charges.rentalId, rental.id))
    .orderBy(asc(charges.dueOn), asc(charges.createdAt));
  const months = monthlyChargesOf(rental);
  const endOf = new Map(months.map((month) => [month.periodStart, month.periodEnd]));
  const chargeViews: ChargeView[] = rows.map((charge) => {
    const due = amountDueOn(charge, today);
    return {
      id: charge.id,
      kind: charge.kind,
      periodStart: charge.periodStart,
      periodEnd: charge.periodStart ? (endOf.get(charge.periodStart) ?? null) : null,
      dueOn: charge.dueOn,
      rent: reais(charge.rentCents),
      deposit: reais(charge.depositCents),
      amount: reais(charge.amountCents),
      lateFee: reais(due.lateFeeCents),
      amountDue: reais(due.amountCents),
      status: charge.status,
      late: charge.status === "open" ? today > charge.dueOn : charge.lateFeeCents > 0,
      paidAt: charge.paidAt?.toISOString() ?? null,
    };
  });
  const monthly = new Map(rows.filter((r) => r.kind === "monthly_rent").map((r) => [r.periodStart, r]));
  const schedule: ScheduleView[] = months.map((month) => {
    const charge = monthly.get(month.periodStart);
    return {
      periodStart: month.periodStart,
      periodEnd: month.periodEnd,
      dueOn: month.dueOn,
      rent: reais(month.rentCents),
      ownerShare: reais(month.rentCents - commissionOf(month.rentCents, ctx.payments.commissionBps)),
      chargeId: charge?.id ?? null,
      status: charge?.status ?? "upcoming",
    };
  });
  const heldCents = owedOf(await balanceOf(db, ledgerAccount("held", rental.id)));
  const custodyCents = owedOf(await balanceOf(db, ledgerAccount("deposit_custody", rental.id)));
  const holding = rental.state === "awaiting_move_in" || rental.state === "in_claim";
  const paying = side === "student" || side === "staff";
  const open = rows.filter((charge) => charge.status === "open");
  // An expired code is re-issued here, on the read that would show it.
  const pix = paying ? await pixViews(db, rental, open, ctx) : null;
  return {
    rentalId: rental.id,
    code: rental.code,
    state: rental.state,
    side,
    charges: chargeViews,
    schedule,
    held: {
      amount: reais(heldCents),
      until: holding && heldCents > 0 ? holdEndsAt(rental.moveIn).toISOString() : null,
    },
    depositCustody: reais(custodyCents),
    pix,
    bank: paying ? ctx.payments.bank : null,
    demo: ctx.payments.pixKey === DEMO_PAYMENTS_CONFIG.pixKey,
  };
}

/** The receipt PDF of a paid charge of a rental the actor may see; 404 otherwise, as if it did not exist. */
export async function chargeReceipt(
  db: Db,
  actor: Actor,
  rentalId: string,
  chargeId: string,
  ctx: { payments: PaymentsConfig; creci: string | null },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { rental } = await readRental(db, rentalId, actor);
  const notFound = () => new HttpError("not_found", "No such receipt");
  const [charge] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.id, chargeId), eq(charges.rentalId, rental.id)));
  if (charge?.status !== "paid") throw notFound();
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.chargeId, charge.id))
    .orderBy(asc(payments.receivedAt))
    .limit(1);
  if (!payment) throw notFound();
  const nameOf = async (id: string | null) =>
    id ? (await db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name : undefined;
  const lease = await liveLease(db, rental.id);
  const paidOn = saoPauloDate(payment.receivedAt);
  const fee = charge.lateFeeCents > 0 ? lateFeeOf({ rentCents: charge.rentCents, dueOn: charge.dueOn, paidOn }) : null;
  const period = charge.periodStart
    ? monthlyChargesOf(rental).find((month) => month.periodStart === charge.periodStart)
    : undefined;
  const data: ReceiptData = {
    receiptNumber: payment.id,
    company: { name: ctx.payments.bank.holder, document: ctx.payments.bank.document, creci: ctx.creci },
    payer: { name: (await nameOf(rental.studentId)) ?? payment.payerName ?? "", document: payment.payerDocument },
    owner: { name: (await nameOf(rental.ownerId)) ?? ctx.payments.bank.holder },
    rentalCode: rental.code,
    address: lease ? addressLine(termsOf(lease).address) : "",
    charge: {
      kind: charge.kind,
      period: period ? { start: period.periodStart, end: period.periodEnd } : null,
      dueOn: charge.dueOn,
      depositCents: charge.depositCents,
      rentCents: charge.rentCents,
      // The fee as fixed when paid; split as the lease states it.
      lateFee: fee ? { fineCents: fee.fineCents, interestCents: charge.lateFeeCents - fee.fineCents } : null,
    },
    paidOn,
    // The reference this money carried, not merely the newest one issued for the charge.
    reference: payment.reference,
  };
  return { bytes: await receiptPdf(data), fileName: `recibo-${rental.code}-${charge.dueOn}.pdf` };
}
