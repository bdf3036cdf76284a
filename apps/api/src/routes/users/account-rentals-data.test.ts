import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import type { AccountExport } from "@campuslar/domain/user/account-export";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import {
  leaseSignatures,
  leases,
  rentalDocuments,
  rentalEvents,
  rentalMessages,
  rentals,
} from "../../db/schema/rentals.ts";
import { users } from "../../db/schema/users.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

/*
 * Issue 35's Standards: the account export and deletion include proposals, messages, documents and
 * leases (decision 038, amending 018).
 */

const NOW = new Date("2026-12-01T15:00:00.000Z");
/** Where the API keeps private files when a test gives it no store of its own (app.ts). */
const privateDir = join(tmpdir(), `campuslar-private-${process.pid}`);

describe("rentals in the account's export and deletion", () => {
  const t = useTestApi({ seeded: true, now: () => NOW });
  const accounts = testAccounts(t, "rentdata");
  const { call } = accounts;
  const db = () => t.handle.db;

  const parties = async () => {
    const made = await rentalParties(t.handle, accounts);
    return { ...made, rentCents: made.rentCents ?? 150_000 };
  };
  type Parties = Awaited<ReturnType<typeof parties>>;
  const rental = (p: Parties, state: RentalState, now = NOW) => rentalInState(t.handle, p, state, { now });
  const say = (rentalId: string, author: "student" | "owner", authorId: string, body: string) =>
    db().insert(rentalMessages).values({ rentalId, author, authorId, body });
  /** A document with an (unreadable but present) file in the API's private store. */
  const documentOf = async (rentalId: string, studentId: string) => {
    const storageKey = `documents/${randomUUID()}`;
    const file = join(privateDir, `${storageKey}.enc`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, "sealed");
    const [doc] = await db()
      .insert(rentalDocuments)
      .values({
        rentalId,
        uploadedBy: studentId,
        subject: "student",
        kind: "cpf",
        cpf: "52998224725",
        storageKey,
        fileName: "cpf.pdf",
        contentType: "application/pdf",
        sizeBytes: 2048,
        sha256: "c".repeat(64),
      })
      .returning();
    return { id: doc?.id ?? "", file, storageKey };
  };
  const exportOf = async (token: string) => {
    const res = await call(token, "GET", "/v2/user/me/export", undefined, "en");
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as AccountExport).rentals;
  };
  const deleteAccount = (token: string, lang = "pt") =>
    call(token, "DELETE", "/v2/user/me", { password: "Segura1" }, lang);

  it("exports the student's rentals, her own messages, documents without files and the lease's fingerprints", async () => {
    const p = await parties();
    const declined = await rental(p, "declined", new Date(NOW.getTime() - 60 * 60 * 1000));
    const paying = await rental(p, "awaiting_payment");
    await say(paying.id, "student", p.student.id, "Can I visit on Monday?");
    await say(paying.id, "owner", p.owner.id, "Claro, às 10h.");
    const doc = await documentOf(paying.id, p.student.id);
    const [lease] = await db()
      .insert(leases)
      .values({ rentalId: paying.id, version: 1, terms: {}, storageKey: "leases/x", sha256: "d".repeat(64) })
      .returning();
    await db()
      .insert(leaseSignatures)
      .values([
        {
          leaseId: lease?.id ?? "",
          side: "student",
          userId: p.student.id,
          typedName: "Ana Müller",
          documentSha256: "d".repeat(64),
          ip: "203.0.113.9",
        },
        {
          leaseId: lease?.id ?? "",
          side: "owner",
          userId: p.owner.id,
          typedName: "Rita Souza",
          documentSha256: "d".repeat(64),
        },
      ]);

    const student = await exportOf(p.student.token);
    expect(student.asStudent.map((r) => [r.code, r.state])).toEqual([
      [declined.code, "declined"],
      [paying.code, "awaiting_payment"],
    ]);
    expect(student.asStudent[1]).toMatchObject({
      propertyCode: p.code,
      terms: { moveIn: "2027-02-01", months: 12, monthlyRent: p.rentCents / 100, guarantee: "escrow_deposit" },
      message: paying.message,
      history: [{ move: "propose", actor: "student", toState: "awaiting_payment" }],
    });
    expect(student.asOwner).toEqual([]);
    expect(student.messages.map((m) => m.body)).toEqual(["Can I visit on Monday?"]);
    expect(student.documents).toMatchObject([{ rentalCode: paying.code, kind: "cpf", status: "pending" }]);
    expect(JSON.stringify(student.documents)).not.toContain("52998224725");
    expect(JSON.stringify(student)).not.toContain(doc.storageKey);
    expect(student.leases).toMatchObject([
      {
        rentalCode: paying.code,
        sha256: "d".repeat(64),
        signatures: [
          { side: "student", typedName: "Ana Müller" },
          { side: "owner", typedName: null },
        ],
      },
    ]);
    expect(JSON.stringify(student)).not.toContain("203.0.113.9");

    const owner = await exportOf(p.owner.token);
    expect(owner.asOwner.map((r) => [r.code, r.studentName])).toEqual([
      [declined.code, "Ana Müller"],
      [paying.code, "Ana Müller"],
    ]);
    expect(owner.messages.map((m) => m.body)).toEqual(["Claro, às 10h."]);
    expect(owner.documents).toEqual([]);
    expect(JSON.stringify(owner)).not.toContain(p.student.email);
    expect(JSON.stringify(owner)).not.toContain("Can I visit");
  });

  it("refuses to delete either side while a rental holds a home, in the reader's language, and changes nothing", async () => {
    const p = await parties();
    const signing = await rental(p, "awaiting_signatures");
    const asStudent = await deleteAccount(p.student.token, "en");
    expect(asStudent.status).toBe(409);
    expect(((await asStudent.json()) as { error: { message: string } }).error.message).toBe(
      `You have a rental in progress (${signing.code}). Finish it, or ask our team to cancel it, before deleting the account: the other side counts on it`,
    );
    const asOwner = await deleteAccount(p.owner.token, "pt");
    expect(asOwner.status).toBe(409);
    expect(((await asOwner.json()) as { error: { message: string } }).error.message).toContain(
      `Você tem um aluguel em andamento (${signing.code})`,
    );
    const still = await db()
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [p.student.id, p.owner.id]));
    expect(still).toHaveLength(2);
    expect((await call(p.student.token, "GET", "/v2/user/me")).status).toBe(200);
  });

  it("deleting the student withdraws her proposals (the owner told), deletes those never accepted, and keeps an accepted one without her", async () => {
    const p = await parties();
    const open = await rental(p, "proposed");
    const declined = await rental(p, "declined");
    const cancelled = await rental(p, "cancelled");
    // It was accepted before staff cancelled it: its history says so.
    await db().insert(rentalEvents).values({
      rentalId: cancelled.id,
      move: "accept",
      actor: "owner",
      actorId: p.owner.id,
      fromState: "proposed",
      toState: "awaiting_documents",
      at: NOW,
    });
    const doc = await documentOf(cancelled.id, p.student.id);
    await say(cancelled.id, "student", p.student.id, "Here are my documents.");

    const res = await deleteAccount(p.student.token);
    expect(res.status, await res.clone().text()).toBe(204);

    const left = await db()
      .select()
      .from(rentals)
      .where(inArray(rentals.id, [open.id, declined.id, cancelled.id]));
    expect(left.map((r) => r.id)).toEqual([cancelled.id]);
    const [kept] = left;
    expect(kept?.message).toBe("");
    const [placeholder] = await db()
      .select()
      .from(users)
      .where(eq(users.id, kept?.studentId ?? ""));
    expect(placeholder?.name).toBe(ERASED_PERSON_NAME);
    expect(placeholder?.email).toMatch(/@erased\.invalid$/);
    const [docRow] = await db().select().from(rentalDocuments).where(eq(rentalDocuments.id, doc.id));
    expect(docRow).toMatchObject({ storageKey: null, cpf: null });
    expect(docRow?.deletedAt).not.toBeNull();
    expect(existsSync(doc.file)).toBe(false);
    const [message] = await db().select().from(rentalMessages).where(eq(rentalMessages.rentalId, cancelled.id));
    expect(message).toMatchObject({ authorId: null, author: "student", body: "Here are my documents." });

    const told = await db()
      .select({ template: emailOutbox.template })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, p.owner.email));
    expect(told.map((m) => m.template)).toContain("rental_withdrawn");
    expect(await db().select().from(users).where(eq(users.id, p.student.id))).toEqual([]);
  });

  it("deleting the owner declines the proposals to the homes, tells the students, and keeps ended rentals for them", async () => {
    const p = await parties();
    const proposed = await rental(p, "proposed");
    const countered = await rental(p, "countered");
    const expired = await rental(p, "expired");
    await say(expired.id, "owner", p.owner.id, "Sorry, I was travelling.");

    const res = await deleteAccount(p.owner.token, "en");
    expect(res.status, await res.clone().text()).toBe(204);

    const rows = await db()
      .select()
      .from(rentals)
      .where(inArray(rentals.id, [proposed.id, countered.id, expired.id]))
      .orderBy(asc(rentals.createdAt), asc(rentals.code));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(proposed.id)).toMatchObject({ state: "declined", declineReason: "other", ownerId: null });
    expect(byId.get(countered.id)).toMatchObject({ state: "cancelled", ownerId: null });
    expect(byId.get(expired.id)).toMatchObject({ state: "expired", ownerId: null, studentId: p.student.id });
    const [message] = await db().select().from(rentalMessages).where(eq(rentalMessages.rentalId, expired.id));
    expect(message).toMatchObject({ authorId: null, body: "Sorry, I was travelling." });
    const told = await db()
      .select({ template: emailOutbox.template })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, p.student.email), eq(emailOutbox.template, "rental_declined")));
    expect(told).toHaveLength(2);
    // The listing has rentals: archived without an owner, never deleted (rentals keep pointing at it).
    const [listing] = await db().select().from(properties).where(eq(properties.id, p.propertyId));
    expect(listing).toMatchObject({ status: "archived", ownerId: null });
  });
});
