import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { executeRows } from "../../db/execute-rows.ts";
import { charges, paymentReferences } from "../../db/schema/payments.ts";
import { rentalDocuments } from "../../db/schema/rentals.ts";
import { sessions } from "../../db/schema/users.ts";
import { issueFirstPayment } from "../../services/payments/charges/charge-service.ts";
import type { IncomingLine } from "../../services/payments/statements/statement-import.ts";
import { type Party, rentalInState } from "../../test/rental-fixtures.ts";

/* What the statements' tests share: staff with a confirmed second factor, charges to pay, lines, the ledger's sums. */

/** The session of `token` confirmed its second factor just now (what the code prompt records). */
export async function confirmSecondFactor(handle: DatabaseHandle, token: string, at = new Date()) {
  await handle.db
    .update(sessions)
    .set({ secondFactorAt: at })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

type Parties = { student: Party; owner: Party; propertyId: number; rentCents: number };

/** A rental waiting for its first payment (a cash deposit), with the charge and the Pix reference issued at signing. */
export async function firstPaymentDue(handle: DatabaseHandle, parties: Parties, now = new Date()) {
  const rental = await rentalInState(handle, parties, "awaiting_payment", { now, moveIn: "2027-02-01" });
  const { charge } = await handle.db.transaction((tx) =>
    issueFirstPayment(tx, rental, { now, publicUrl: "http://localhost:3000" }),
  );
  if (!charge) throw new Error("no first payment charged");
  const [reference] = await handle.db.select().from(paymentReferences).where(eq(paymentReferences.chargeId, charge.id));
  if (!reference) throw new Error("no reference issued");
  return { rental, charge, reference: reference.reference };
}

/** The student's CPF, as their documents give it (what matching by payer reads). */
export async function studentCpf(handle: DatabaseHandle, rentalId: string, studentId: string, cpf: string) {
  await handle.db.insert(rentalDocuments).values({
    rentalId,
    uploadedBy: studentId,
    subject: "student",
    kind: "cpf",
    cpf,
    fileName: "cpf",
    contentType: "text/plain",
    sizeBytes: 0,
    sha256: "-",
    status: "approved",
  });
}

let counter = 0;
/** A money-in line of `amountCents` on 2026-11-20; `over` sets the rest. */
export function lineOf(amountCents: number, over: Partial<IncomingLine> = {}): IncomingLine {
  counter++;
  return {
    lineNumber: counter,
    postedOn: "2026-11-20",
    amountCents,
    description: `PIX RECEBIDO ${counter}`,
    payerName: "ANA MULLER",
    payerDocument: null,
    reference: null,
    fingerprint: `test-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`,
    ...over,
  };
}

export async function chargeStatus(handle: DatabaseHandle, chargeId: string) {
  const [row] = await handle.db.select({ status: charges.status }).from(charges).where(eq(charges.id, chargeId));
  return row?.status;
}

/** The ledger sums to zero, in all and in every transaction. */
export async function expectLedgerBalanced(handle: DatabaseHandle) {
  const [all] = executeRows<{ total: string }>(
    await handle.db.execute(sql`select coalesce(sum(amount_cents), 0)::text as total from ledger_entries`),
  );
  expect(Number(all?.total)).toBe(0);
  const unbalanced = executeRows(
    await handle.db.execute(
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
    ),
  );
  expect(unbalanced).toEqual([]);
}

/** How many ledger transactions have a key starting with `keyPrefix` ("payment:statement:<fingerprint>"). */
export async function postingsOf(handle: DatabaseHandle, keyPrefix: string): Promise<number> {
  const rows = executeRows(
    await handle.db.execute(sql`select id from ledger_transactions where idempotency_key like ${`${keyPrefix}%`}`),
  );
  return rows.length;
}

export type OfxTransaction = { fitid: string; postedOn: string; amount: string; memo: string };

/** An OFX 1.x statement (SGML, as Itaú exports it) of `transactions` on one checking account. */
export function ofxOf(transactions: OfxTransaction[]): Uint8Array {
  const day = (iso: string) => iso.replaceAll("-", "");
  const body = transactions
    .map(
      (t) =>
        `<STMTTRN>\n<TRNTYPE>${t.amount.startsWith("-") ? "DEBIT" : "CREDIT"}\n<DTPOSTED>${day(t.postedOn)}100000[-3:BRT]\n` +
        `<TRNAMT>${t.amount}\n<FITID>${t.fitid}\n<MEMO>${t.memo}\n</STMTTRN>`,
    )
    .join("\n");
  const text = [
    "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n",
    "<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<DTSERVER>20261120120000[-3:BRT]\n<LANGUAGE>POR\n</SONRS>\n</SIGNONMSGSRSV1>",
    "<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1001\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>BRL",
    "<BANKACCTFROM>\n<BANKID>0341\n<BRANCHID>1234\n<ACCTID>567890\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>",
    "<BANKTRANLIST>\n<DTSTART>20261101000000[-3:BRT]\n<DTEND>20261130000000[-3:BRT]",
    body,
    "</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>0.00\n<DTASOF>20261130000000[-3:BRT]\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n",
  ].join("\n");
  return new TextEncoder().encode(text);
}

/** "7500.00" from 750000 centavos, as an OFX amount (string operations, no float). */
export const ofxAmount = (cents: number): string => {
  const sign = cents < 0 ? "-" : "";
  const abs = String(Math.abs(cents)).padStart(3, "0");
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};

/** A multipart body carrying `bytes` as the statement file. */
export function statementForm(bytes: Uint8Array, fileName = "extrato.ofx"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), fileName);
  return form;
}
