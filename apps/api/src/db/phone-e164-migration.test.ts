import { readFile } from "node:fs/promises";
import { formatPhone, whatsappDigits } from "@campuslar/domain/phone/phone-number";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import { users } from "./schema/users.ts";

/**
 * Migration 0011 rewrites the numbers stored before E.164. The test database is already
 * migrated, so the old rows are written afterwards and the migration's statements run again
 * (they only touch the old format, so running them twice is harmless).
 */
describe("migration 0011: phone numbers to E.164", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 60_000);
  afterAll(async () => handle?.close());

  const account = (email: string, phone: string) => ({ name: "Old Account", email, phone, passwordHash: "x" });

  it("rewrites the old Brazilian format, leaves other text, and every stored value still displays", async () => {
    await handle.db
      .insert(users)
      .values([
        account("old-mobile@example.com", "+55 11 91234-5678"),
        account("old-landline@example.com", "+55 21 2345-6789"),
        account("typed@example.com", "(11) 98765-4321"),
        account("new@example.com", "+4915123456789"),
      ]);
    const file = new URL("./migrations/0011_phone_e164.sql", import.meta.url);
    for (const statement of (await readFile(file, "utf8")).split("--> statement-breakpoint")) {
      await handle.db.execute(sql.raw(statement));
    }
    const rows = await handle.db.select({ email: users.email, phone: users.phone }).from(users);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row.phone]));
    expect(byEmail).toMatchObject({
      "old-mobile@example.com": "+5511912345678",
      "old-landline@example.com": "+552123456789",
      "typed@example.com": "(11) 98765-4321",
      "new@example.com": "+4915123456789",
    });
    expect(formatPhone(byEmail["typed@example.com"] ?? "")).toBe("+55 11 98765 4321");
    expect(whatsappDigits(byEmail["typed@example.com"] ?? "")).toBe("5511987654321");
  });
});
