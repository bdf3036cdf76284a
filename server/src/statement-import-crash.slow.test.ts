import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, ensureStaffAccount, executeRows, openDatabase, schema } from "@campuslar/api";
import { chargePosting } from "@campuslar/domain/payments/ledger";
import { sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { withThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 36's promise for statements: a server killed with SIGKILL in the middle of an import, then
 * restarted and given the same statement again, posts every payment exactly once and leaves the
 * ledger balanced. Each line is inserted and posted in one transaction, so the kill leaves every
 * line either absent (the second import does it) or whole (the second import skips it).
 */

/** Lines in the statement: every tenth pays nobody (it waits for staff, and shows the import's progress). */
const LINES = 1000;
const isStray = (i: number) => i % 10 === 9;
const STAFF = { email: "tesouraria@example.com", password: "Tesouraria-2026" };
const reference = (i: number) => `CL${String(i).padStart(23, "0")}`;
const amountOf = (i: number) => 100_000 + i; // centavos: each charge's own amount

/**
 * A student, an owner, a listing and, for each paying line, a rental waiting for its first payment
 * with its charge (and the charge's posting) and the Pix reference the line will carry.
 */
async function seedCharges(db: Db) {
  const [owner, student] = await db
    .insert(schema.users)
    .values([
      { name: "Rita Souza", email: "rita@example.com", phone: "+5511912345678", passwordHash: "-" },
      { name: "Ana Müller", email: "ana@example.com", phone: "+5511912345679", passwordHash: "-" },
    ])
    .returning({ id: schema.users.id });
  const [property] = await db
    .insert(schema.properties)
    .values({
      code: "CRASH1",
      type: "apartamento",
      titlePt: "Apartamento",
      titleEn: "Apartment",
      street: "Rua Augusta, 1",
      neighbourhood: "Consolação",
      lat: -23.55,
      lng: -46.65,
      bedrooms: 1,
      bathrooms: 1,
      capacity: 2,
      areaM2: 40,
      ownerId: owner?.id,
    })
    .returning({ id: schema.properties.id });
  if (!owner || !student || !property) throw new Error("fixtures not written");
  const paying = Array.from({ length: LINES }, (_, i) => i).filter((i) => !isStray(i));
  for (let start = 0; start < paying.length; start += 250) {
    const chunk = paying.slice(start, start + 250);
    const rentals = await db
      .insert(schema.rentals)
      .values(
        chunk.map((i) => {
          const terms = {
            moveIn: "2027-02-01",
            months: 12,
            moveOut: "2028-02-01",
            monthlyRentCents: 250_000,
            guarantee: "escrow_deposit" as const,
            occupants: 1,
          };
          return {
            code: `K${String(i).padStart(5, "0")}`,
            propertyId: property.id,
            studentId: student.id,
            ownerId: owner.id,
            state: "awaiting_payment" as const,
            ...terms,
            proposedTerms: terms,
          };
        }),
      )
      .returning({ id: schema.rentals.id, code: schema.rentals.code });
    const charges = await db
      .insert(schema.charges)
      .values(
        rentals.map((rental) => {
          const amount = amountOf(Number(rental.code.slice(1)));
          return {
            rentalId: rental.id,
            kind: "first_payment" as const,
            dueOn: "2027-01-31",
            depositCents: amount,
            amountCents: amount,
          };
        }),
      )
      .returning();
    await db.insert(schema.paymentReferences).values(
      charges.map((charge) => ({
        reference: reference(charge.amountCents - 100_000),
        chargeId: charge.id,
        amountCents: charge.amountCents,
        expiresAt: new Date("2027-12-31T00:00:00Z"),
      })),
    );
    // Each charge's own posting, as issuing it writes (receivable against billed): balanced.
    const postings = charges.map(chargePosting);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(schema.ledgerTransactions)
        .values(postings.map((p) => ({ idempotencyKey: p.idempotencyKey, kind: p.kind, rentalId: p.rentalId })))
        .returning({ id: schema.ledgerTransactions.id, key: schema.ledgerTransactions.idempotencyKey });
      const idOf = new Map(rows.map((row) => [row.key, row.id]));
      await tx
        .insert(schema.ledgerEntries)
        .values(
          postings.flatMap((p) =>
            p.entries.map((entry) => ({ transactionId: idOf.get(p.idempotencyKey) ?? 0, ...entry })),
          ),
        );
    });
  }
  await ensureStaffAccount(db, STAFF);
}

/** The statement: one OFX with `LINES` Pix credits, each paying its charge by reference but the strays. */
function statement(): Uint8Array {
  const cents = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
  const transactions = Array.from({ length: LINES }, (_, i) => {
    const memo = isStray(i) ? `PIX RECEBIDO - PESSOA ${i}` : `PIX RECEBIDO - ANA MULLER - ${reference(i)}`;
    const amount = isStray(i) ? 5_000 + i : amountOf(i);
    return `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20270115100000[-3:BRT]\n<TRNAMT>${cents(amount)}\n<FITID>F${i}\n<MEMO>${memo}\n</STMTTRN>`;
  });
  const text = [
    "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n",
    "<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>BRL",
    "<BANKACCTFROM>\n<BANKID>0341\n<BRANCHID>1234\n<ACCTID>567890\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>",
    "<BANKTRANLIST>\n<DTSTART>20270101000000[-3:BRT]\n<DTEND>20270131000000[-3:BRT]",
    ...transactions,
    "</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n",
  ].join("\n");
  return new TextEncoder().encode(text);
}

/** Staff signed in, with the second factor turned on through the API (a code from the secret it shows). */
async function moneyStaffToken(base: string): Promise<string> {
  const json = { "content-type": "application/json", "X-Forwarded-For": "10.9.9.9" };
  const login = await fetch(`${base}/v2/users/login`, { method: "POST", headers: json, body: JSON.stringify(STAFF) });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const auth = { ...json, authorization: `Bearer ${token}` };
  const enrol = await fetch(`${base}/v2/admin/second-factor/enrol`, { method: "POST", headers: auth, body: "{}" });
  const { secret } = (await enrol.json()) as { secret: string };
  const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) });
  const confirm = await fetch(`${base}/v2/admin/second-factor/confirm`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ code }),
  });
  expect(confirm.status, await confirm.clone().text()).toBe(200);
  return token;
}

const upload = (base: string, token: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "extrato.ofx");
  return fetch(`${base}/v2/admin/statements`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "X-Forwarded-For": "10.9.9.9" },
    body: form,
  });
};

/** How many lines wait for staff: the strays the import has reached so far. */
async function waiting(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/v2/admin/statements/unmatched`, {
    headers: { authorization: `Bearer ${token}`, "X-Forwarded-For": "10.9.9.9" },
  });
  return ((await res.json()) as { total: number }).total;
}

/**
 * Uploads the statement and kills the server mid-import: on PostgreSQL once a fifth of it is in
 * (read from the waiting list, which other connections answer meanwhile); on PGlite, whose one
 * connection serves the import's transactions ahead of any other request, after `killAfterMs`
 * (as the lead forms' crash test does).
 */
async function importUntilKilled(server: RunningServer, token: string, killAfterMs?: number) {
  const pending = upload(server.url, token, statement()).then(
    (res) => res.status,
    () => "killed" as const,
  );
  if (killAfterMs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  } else {
    const strays = LINES / 10;
    for (;;) {
      const seen = await waiting(server.url, token);
      if (seen >= strays / 5) break;
      if (seen >= strays) throw new Error("the import ended before the kill");
    }
  }
  server.child.kill("SIGKILL");
  return pending;
}

/** What the database holds once the statement was imported twice around a kill. */
async function expectPostedOnce(db: Db) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(executeRows<{ n: string }>(await db.execute(query))[0]?.n ?? -1);
  const paying = LINES - LINES / 10;
  expect(await count(sql`select count(*)::text as n from statement_lines`)).toBe(LINES);
  expect(await count(sql`select count(*)::text as n from charges where status = 'paid'`)).toBe(paying);
  expect(await count(sql`select count(*)::text as n from payments`)).toBe(paying);
  // No charge paid twice, no line posted twice.
  expect(
    await count(
      sql`select count(*)::text as n from (select charge_id from payments group by charge_id having count(*) > 1) x`,
    ),
  ).toBe(0);
  expect(await count(sql`select count(*)::text as n from ledger_transactions where kind = 'payment'`)).toBe(paying);
  expect(await count(sql`select count(*)::text as n from ledger_transactions where kind = 'receipt_unmatched'`)).toBe(
    LINES / 10,
  );
  expect(await count(sql`select count(*)::text as n from rentals where state = 'awaiting_move_in'`)).toBe(paying);
  // Balanced: in all, and in every transaction.
  expect(await count(sql`select coalesce(sum(amount_cents), 0)::text as n from ledger_entries`)).toBe(0);
  expect(
    await count(
      sql`select count(*)::text as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0) x`,
    ),
  ).toBe(0);
  // Everything the bank received: held for the rentals, or in suspense for staff.
  const bank = await count(
    sql`select coalesce(sum(amount_cents), 0)::text as n from ledger_entries where account = 'bank'`,
  );
  let expected = 0;
  for (let i = 0; i < LINES; i++) expected += isStray(i) ? 5_000 + i : amountOf(i);
  expect(bank).toBe(expected);
}

describe("a statement import survives a killed server", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-statement-crash-")));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("on PGlite: after SIGKILL mid-import and the same file again, each payment is posted once", async () => {
    const pglite = { kind: "pglite" as const, dataDir: join(dataDir, "pglite") };
    const started = Date.now();
    const took = () => `${Math.round((Date.now() - started) / 1000)} s`;
    const before = await openDatabase(pglite);
    await seedCharges(before.db);
    await before.close();
    console.info(`PGlite: charges written after ${took()}`);

    const env = { DATA_DIR: dataDir, SEED: "0", LOG_LEVEL: "info", TRUST_PROXY: "1" };
    const first = await startServer(env);
    const token = await moneyStaffToken(first.url);
    expect(await importUntilKilled(first, token, 4000)).toBe("killed");
    console.info(`PGlite: killed mid-import after ${took()}`);

    const again = await startServer(env);
    const res = await upload(again.url, token, statement());
    expect(res.status, await res.clone().text()).toBe(200);
    const summary = (await res.json()) as { lines: number; new: number };
    console.info(`PGlite: the second import found ${summary.new} of ${summary.lines} lines new after ${took()}`);
    expect(summary.new).toBeGreaterThan(0);
    expect(summary.new).toBeLessThan(LINES);
    const code = await again.stop("SIGTERM");
    if (code !== 0) console.warn(`PGlite: the restarted server ended with ${code} instead of 0`);

    const after = await openDatabase(pglite);
    try {
      await expectPostedOnce(after.db);
    } finally {
      await after.close();
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)(
    "on PostgreSQL: after SIGKILL mid-import and the same file again, each payment is posted once",
    async () => {
      await withThrowawayDatabase(adminUrl ?? "", async (url) => {
        const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED: "0", LOG_LEVEL: "info", TRUST_PROXY: "1" };
        const first = await startServer(env);
        const db = await openDatabase({ kind: "postgres", url, poolSize: 1 });
        try {
          await seedCharges(db.db);
          const token = await moneyStaffToken(first.url);
          expect(await importUntilKilled(first, token)).toBe("killed");
          const again = await startServer(env);
          const res = await upload(again.url, token, statement());
          expect(res.status, await res.clone().text()).toBe(200);
          await again.stop("SIGTERM");
          await expectPostedOnce(db.db);
        } finally {
          await db.close();
        }
      });
    },
  );
});
