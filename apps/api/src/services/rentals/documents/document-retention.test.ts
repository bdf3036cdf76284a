import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rentalDocuments, rentals } from "../../../db/schema/rentals.ts";
import { createPrivateFileStore } from "../../../lib/private-files.ts";
import { rentalInState, rentalParties } from "../../../test/rental-fixtures.ts";
import { testAccounts } from "../../../test/test-accounts.ts";
import { useTestApi } from "../../../test/test-api.ts";
import { documentsForExport, eraseDocumentsOf, purgeExpiredDocuments } from "./document-retention.ts";

/*
 * LGPD: a rental's documents are deleted a configured number of days after it ends (a final
 * state, or the move-out of a signed one), and with the student's account; the export lists what
 * was sent and its review, never a file or a number.
 */

const DAY = 24 * 60 * 60 * 1000;
const store = createPrivateFileStore(await mkdtemp(join(tmpdir(), "h3-retention-")), randomBytes(32));

describe("documents' retention", () => {
  const t = useTestApi({ seeded: true });
  const accounts = testAccounts(t, "retention");
  let parties: Awaited<ReturnType<typeof rentalParties>> & { rentCents: number };

  beforeAll(async () => {
    const made = await rentalParties(t.handle, accounts);
    parties = { ...made, rentCents: made.rentCents ?? 150_000 };
  });

  /** A rental in `state` since `since`, with one stored file and one CPF. */
  const rentalWithDocuments = async (state: "cancelled" | "awaiting_payment" | "awaiting_documents", since: Date) => {
    const rental = await rentalInState(t.handle, parties, state, { now: since, moveIn: "2026-01-01", months: 6 });
    const { storageKey, sha256 } = await store.put(`documents/${rental.id}`, new TextEncoder().encode("passport"));
    const base = {
      rentalId: rental.id,
      uploadedBy: parties.student.id,
      subject: "student" as const,
      status: "approved" as const,
    };
    await t.handle.db.insert(rentalDocuments).values([
      {
        ...base,
        kind: "identity",
        idType: "passport",
        storageKey,
        sha256,
        fileName: "p.jpg",
        contentType: "image/jpeg",
        sizeBytes: 8,
      },
      { ...base, kind: "cpf", cpf: "52998224725", fileName: "", contentType: "", sizeBytes: 0, sha256: "" },
    ]);
    return { rental, storageKey };
  };
  const docsOf = (rentalId: string) =>
    t.handle.db.select().from(rentalDocuments).where(eq(rentalDocuments.rentalId, rentalId));

  it("deletes the files and numbers of a rental ended longer ago than the retention, keeping the rows", async () => {
    const now = new Date("2027-03-01T12:00:00Z");
    const old = await rentalWithDocuments("cancelled", new Date(now.getTime() - 31 * DAY));
    const recent = await rentalWithDocuments("cancelled", new Date(now.getTime() - 29 * DAY));
    const open = await rentalWithDocuments("awaiting_documents", new Date(now.getTime() - 300 * DAY));
    // Signed, moved out on 2026-07-01: more than 30 days before `now`.
    const signed = await rentalWithDocuments("awaiting_payment", new Date("2025-12-01T00:00:00Z"));

    await purgeExpiredDocuments(t.handle.db, store, now, 30);

    for (const gone of [old, signed]) {
      const rows = await docsOf(gone.rental.id);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.deletedAt !== null && row.storageKey === null && row.cpf === null)).toBe(true);
      await expect(store.read(gone.storageKey)).rejects.toThrow();
    }
    const kept = await docsOf(recent.rental.id);
    expect(kept.every((row) => row.deletedAt === null && row.deleteAfter !== null)).toBe(true);
    expect(new TextDecoder().decode(await store.read(recent.storageKey))).toBe("passport");
    expect((await docsOf(open.rental.id)).every((row) => row.deleteAfter === null && row.deletedAt === null)).toBe(
      true,
    );
  });

  it("erases a student's documents with the account and exports only what was sent and its review", async () => {
    const { rental, storageKey } = await rentalWithDocuments("awaiting_documents", new Date());
    const exported = await documentsForExport(t.handle.db, parties.student.id);
    const mine = exported.filter((row) => row.rentalCode === rental.code);
    expect(mine.map((row) => row.kind).sort()).toEqual(["cpf", "identity"]);
    expect(JSON.stringify(exported)).not.toContain("52998224725");
    expect(JSON.stringify(exported)).not.toContain(storageKey);

    await t.handle.db.transaction((tx) => eraseDocumentsOf(tx, store, parties.student.id));
    const rows = await docsOf(rental.id);
    expect(rows.every((row) => row.storageKey === null && row.cpf === null && row.deletedAt !== null)).toBe(true);
    await expect(store.read(storageKey)).rejects.toThrow();
    const [still] = await t.handle.db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(still?.state).toBe("awaiting_documents");
  });
});
