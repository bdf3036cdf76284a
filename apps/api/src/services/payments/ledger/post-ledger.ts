import { assertBalanced, type Posting } from "@campuslar/domain/payments/ledger";
import { eq, like, sql } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { ledgerEntries, ledgerTransactions } from "../../../db/schema/payments.ts";
import type { Tx } from "../../rentals/rental-moves.ts";

/*
 * The one way money is written (issue 36, point 1): a posting from `payments/ledger.ts`, checked
 * balanced here, inserted under its idempotency key. A key already posted inserts nothing and
 * says so, so an event applied twice (a statement imported again, a webhook resent, a worker
 * retried after a crash) changes nothing. The database checks the balance again at commit and
 * refuses any edit (migration 0028's triggers).
 */

export type PostResult = { posted: boolean; transactionId: number };

/** Posts `posting` in `tx` unless its key is already posted; either way, the transaction's id. */
export async function postLedger(
  tx: Tx,
  posting: Posting,
  options: { createdBy?: string | null } = {},
): Promise<PostResult> {
  assertBalanced(posting);
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: posting.idempotencyKey,
      kind: posting.kind,
      rentalId: posting.rentalId,
      createdBy: options.createdBy ?? null,
      memo: posting.memo ?? {},
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
    if (!existing) throw new Error(`ledger: ${posting.idempotencyKey} neither inserted nor found`);
    return { posted: false, transactionId: existing.id };
  }
  await tx.insert(ledgerEntries).values(
    posting.entries.map((entry) => ({
      transactionId: inserted.id,
      account: entry.account,
      amountCents: entry.amountCents,
    })),
  );
  return { posted: true, transactionId: inserted.id };
}

/** An account's balance, debit positive: the sum of its entries (never stored on its own). */
export async function balanceOf(db: Db | Tx, account: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}

/** Every account of a kind ("owner_payable") with its balance, debit positive; zero balances left out. */
export async function balancesOfKind(db: Db | Tx, kind: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(like(ledgerEntries.account, `${kind}:%`))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((row) => [row.account, Number(row.total)] as const).filter(([, total]) => total !== 0));
}
