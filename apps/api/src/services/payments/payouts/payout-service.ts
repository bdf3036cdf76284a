import { randomInt } from "node:crypto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  kindOfAccount,
  listingOfPayee,
  owedOf,
  payoutPaidPosting,
  payoutPosting,
} from "@campuslar/domain/payments/ledger";
import type { PayoutStatus } from "@campuslar/domain/payments/payment-enums";
import type { SkippedOwner as SkippedOwnerView } from "@campuslar/domain/payments/payout-batch";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import { payoutAccounts, payoutBatches, payouts } from "../../../db/schema/payments.ts";
import { users } from "../../../db/schema/users.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { payoutSentEmail } from "../../../mail/payout-emails.ts";
import { csvLine, UTF8_BOM } from "../../admin/lead-csv.ts";
import type { Tx } from "../../rentals/rental-moves.ts";
import { recordAudit } from "../../staff-security/audit-log.ts";
import { balancesOfKind, postLedger } from "../ledger/post-ledger.ts";
import { maskedAccount } from "./payout-masking.ts";

/*
 * Paying owners (issue 36, point 6). Staff make a batch: every owner the ledger says is owed
 * (`owner_payable` below zero) and whose confirmed account is past its 24-hour hold gets one
 * payout of the whole amount, posted `owner_payable → payout_in_transit` in the batch's
 * transaction. Staff pay the batch's CSV in the bank; the next statement shows each transfer with
 * its reference, and `markPayoutPaid` posts it `payout_in_transit → bank`.
 */

/** Serialises batches: two at once would each read the same balance and pay it twice. Any fixed number. */
const PAYOUT_BATCH_LOCK_KEY = 360_006;

/** A payout's reference: `PG` and 12 letters or digits, written in the transfer so the statement finds it. */
export const PAYOUT_REFERENCE_PATTERN = /\bPG[A-Z0-9]{12}\b/;

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const newPayoutReference = (): string =>
  `PG${Array.from({ length: 12 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")}`;

export type SkippedOwner = {
  ownerId: string;
  name: string;
  owedCents: number;
  reason: SkippedOwnerView["reason"];
  /** On hold: when it ends. */
  until: string | null;
};

export type PayoutLine = {
  id: string;
  ownerId: string;
  ownerName: string;
  amountCents: number;
  status: PayoutStatus;
  reference: string;
  /** The account it goes to, masked (the CSV has it whole). */
  account: string;
  paidAt: string | null;
};

export type PayoutBatchView = {
  id: string;
  createdAt: string;
  createdBy: string | null;
  payoutCount: number;
  totalCents: number;
  payouts: PayoutLine[];
};

export type BatchResult = { batch: PayoutBatchView | null; skipped: SkippedOwner[] };

/**
 * `POST /v2/admin/payout-batches`: one payout per owner owed and payable, one batch, one
 * transaction, in the audit log. Owners owed but without a confirmed account, or within the hold
 * of a change, are listed as skipped with the reason; their money waits for the next batch.
 */
export async function createPayoutBatch(
  db: Db,
  ctx: { actorId: string; ip: string | null; now: Date; publicUrl: string },
): Promise<BatchResult> {
  const batchId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_BATCH_LOCK_KEY}::bigint)`);
    // Read after the lock: a batch that committed meanwhile has already moved its balances.
    const balances = await balancesOfKind(tx, "owner_payable");
    const owed = [...balances]
      .filter(([account]) => kindOfAccount(account) === "owner_payable")
      .map(([account, balance]) => ({ ownerId: account.slice("owner_payable:".length), owedCents: owedOf(balance) }))
      .filter((row) => row.owedCents > 0);
    if (owed.length === 0) return { id: null, skipped: [] as SkippedOwner[] };
    const skipped: SkippedOwner[] = [];
    // A listing with no owner account (`property-<id>`) has nobody to pay: staff pay it outside.
    const forListings = owed.filter((row) => listingOfPayee(row.ownerId) !== null);
    if (forListings.length > 0) {
      const ids = forListings.map((row) => listingOfPayee(row.ownerId) ?? 0);
      const codes = await tx
        .select({ id: properties.id, code: properties.code })
        .from(properties)
        .where(inArray(properties.id, ids));
      const codeOf = new Map(codes.map((row) => [`property-${row.id}`, row.code]));
      for (const row of forListings) {
        skipped.push({
          ...row,
          name: codeOf.get(row.ownerId) ?? row.ownerId,
          reason: "no_owner_account",
          until: null,
        });
      }
    }
    const ownerIds = owed.filter((row) => listingOfPayee(row.ownerId) === null).map((row) => row.ownerId);
    if (ownerIds.length === 0) return { id: null, skipped };
    const [owners, accounts] = await Promise.all([
      tx
        .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
        .from(users)
        .where(inArray(users.id, ownerIds)),
      tx
        .select()
        .from(payoutAccounts)
        .where(and(inArray(payoutAccounts.ownerId, ownerIds), eq(payoutAccounts.status, "active"))),
    ]);
    const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
    const accountOf = new Map(accounts.map((account) => [account.ownerId, account]));
    const payable: {
      ownerId: string;
      owedCents: number;
      account: (typeof accounts)[number];
    }[] = [];
    for (const row of owed.filter((row) => ownerIds.includes(row.ownerId))) {
      const account = accountOf.get(row.ownerId);
      const name = ownerOf.get(row.ownerId)?.name ?? "";
      if (!account) skipped.push({ ...row, name, reason: "no_account", until: null });
      else if (account.payoutsHoldUntil && account.payoutsHoldUntil > ctx.now) {
        skipped.push({ ...row, name, reason: "on_hold", until: account.payoutsHoldUntil.toISOString() });
      } else payable.push({ ...row, account });
    }
    if (payable.length === 0) return { id: null, skipped };
    const totalCents = payable.reduce((sum, row) => sum + row.owedCents, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ createdBy: ctx.actorId, payoutCount: payable.length, totalCents, createdAt: ctx.now })
      .returning({ id: payoutBatches.id });
    if (!batch) throw new Error("payout batch not created");
    for (const row of payable) {
      const [payout] = await tx
        .insert(payouts)
        .values({
          ownerId: row.ownerId,
          payoutAccountId: row.account.id,
          batchId: batch.id,
          amountCents: row.owedCents,
          status: "exported",
          reference: newPayoutReference(),
          createdAt: ctx.now,
        })
        .returning();
      if (!payout) throw new Error("payout not created");
      await postLedger(tx, payoutPosting(payout), { createdBy: ctx.actorId });
      const owner = ownerOf.get(row.ownerId);
      if (owner) {
        await enqueueEmail(
          tx,
          payoutSentEmail(owner, {
            payoutId: payout.id,
            amountCents: payout.amountCents,
            masked: maskedAccount(row.account),
            reference: payout.reference,
            publicUrl: ctx.publicUrl,
          }),
        );
      }
    }
    await recordAudit(tx, {
      actorId: ctx.actorId,
      action: "payout_batch.create",
      subjectType: "payout_batch",
      subjectId: batch.id,
      detail: { payoutCount: payable.length, totalCents, skipped: skipped.map((s) => [s.ownerId, s.reason]) },
      ip: ctx.ip,
    });
    return { id: batch.id, skipped };
  });
  const batch = batchId.id ? await payoutBatch(db, batchId.id) : null;
  return { batch, skipped: batchId.skipped };
}

async function linesOf(db: Db, batchIds: string[]): Promise<Map<string, PayoutLine[]>> {
  const rows = batchIds.length
    ? await db
        .select({ payout: payouts, ownerName: users.name, account: payoutAccounts })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.ownerId))
        .leftJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
        .where(inArray(payouts.batchId, batchIds))
        .orderBy(asc(users.name), asc(payouts.reference))
    : [];
  const byBatch = new Map<string, PayoutLine[]>();
  for (const { payout, ownerName, account } of rows) {
    const lines = byBatch.get(payout.batchId ?? "") ?? [];
    lines.push({
      id: payout.id,
      ownerId: payout.ownerId,
      ownerName,
      amountCents: payout.amountCents,
      status: payout.status,
      reference: payout.reference,
      account: account ? maskedAccount(account) : "",
      paidAt: payout.paidAt?.toISOString() ?? null,
    });
    byBatch.set(payout.batchId ?? "", lines);
  }
  return byBatch;
}

const batchViewOf = (row: typeof payoutBatches.$inferSelect, lines: PayoutLine[]): PayoutBatchView => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  payoutCount: row.payoutCount,
  totalCents: row.totalCents,
  payouts: lines,
});

export async function payoutBatch(db: Db, id: string): Promise<PayoutBatchView | null> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!row) return null;
  return batchViewOf(row, (await linesOf(db, [row.id])).get(row.id) ?? []);
}

/** `GET /v2/admin/payout-batches`: the newest batches with their payouts' states. */
export async function listPayoutBatches(db: Db, limit = 50): Promise<PayoutBatchView[]> {
  const rows = await db.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt)).limit(limit);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => batchViewOf(row, lines.get(row.id) ?? []));
}

/** `123456` → `1234,56`: how a bank's batch form reads an amount (string operations, never floats). */
export function csvAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole},${String(cents % 100).padStart(2, "0")}`;
}

const CSV_HEADER: Record<Locale, string[]> = {
  pt: [
    "Referência",
    "Proprietário",
    "Titular",
    "CPF/CNPJ do titular",
    "Forma",
    "Tipo de chave Pix",
    "Chave Pix",
    "Banco",
    "Agência",
    "Conta",
    "Valor (R$)",
  ],
  en: [
    "Reference",
    "Owner",
    "Account holder",
    "Holder's CPF/CNPJ",
    "Method",
    "Pix key type",
    "Pix key",
    "Bank",
    "Branch",
    "Account",
    "Amount (R$)",
  ],
};

/**
 * `GET /v2/admin/payout-batches/{id}/csv`: the batch to pay in the bank, one transfer a line with
 * the account in full and the reference to write in it. Null for no such batch. The download is
 * in the audit log: it is the one place payout details are read whole.
 */
export async function payoutBatchCsv(
  db: Db,
  id: string,
  locale: Locale,
  audit: { actorId: string; ip: string | null },
): Promise<string | null> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch) return null;
  const rows = await db
    .select({ payout: payouts, ownerName: users.name, account: payoutAccounts })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.ownerId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
    .where(eq(payouts.batchId, id))
    .orderBy(asc(users.name), asc(payouts.reference));
  await recordAudit(db, {
    actorId: audit.actorId,
    action: "payout_batch.download",
    subjectType: "payout_batch",
    subjectId: id,
    detail: { payoutCount: rows.length },
    ip: audit.ip,
  });
  const lines = rows.map(({ payout, ownerName, account }) =>
    csvLine([
      payout.reference,
      ownerName,
      account?.holderName ?? "",
      account?.holderDocument ?? "",
      account?.method === "pix" ? "Pix" : account ? "TED" : "",
      account?.pixKeyType ?? "",
      account?.pixKey ?? "",
      account?.bankCode ?? "",
      account?.branch ?? "",
      account?.accountNumber ?? "",
      csvAmount(payout.amountCents),
    ]),
  );
  return UTF8_BOM + csvLine(CSV_HEADER[locale]) + lines.join("");
}

/**
 * For the statement importer: a money-out line whose text carries a payout's reference. True when
 * it pays that exported payout, whose amount it matches: posted `payoutPaidPosting` and marked paid
 * in `tx`. The same line again answers true and posts nothing; any other line (no such payout, a
 * different amount, a payout already paid by another line) false, for a person to look at.
 */
export async function markPayoutPaid(
  tx: Tx,
  input: { reference: string; amountCents: number; sourceRef: string; statementLineId: number | null; at?: Date },
): Promise<boolean> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.reference, input.reference)).for("update");
  if (!payout) return false;
  if (payout.status === "paid") {
    return input.statementLineId !== null && payout.paidStatementLineId === input.statementLineId;
  }
  if (payout.status !== "exported" || Math.abs(input.amountCents) !== payout.amountCents) return false;
  await postLedger(
    tx,
    payoutPaidPosting({ id: payout.id, amountCents: payout.amountCents, sourceRef: input.sourceRef }),
  );
  await tx
    .update(payouts)
    .set({ status: "paid", paidAt: input.at ?? new Date(), paidStatementLineId: input.statementLineId })
    .where(eq(payouts.id, payout.id));
  return true;
}
