import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApi, createLogger, type DatabaseHandle, properties, users } from "@campuslar/api";
import { createTestDatabase } from "@campuslar/api/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_LISTINGS, DEMO_STUDENT_EMAIL, demoAccountsText } from "./demo-rental-accounts.ts";
import { type SeedResult, seedDemoData } from "./seed.ts";

/*
 * Issue 35: the seed gives a few published rentals a demo owner and makes a demo student, both
 * verified, with passwords drawn at seed time that sign in, printed once, and replaced by a re-seed.
 */

const now = new Date("2026-03-01T12:00:00Z");
let handle: DatabaseHandle;
let mediaDir: string;
let seeded: SeedResult;

const login = async (email: string, password: string) => {
  const api = createApi({
    db: handle.db,
    dbKind: handle.kind,
    logger: createLogger("silent"),
    now: () => new Date(),
    publicUrl: "http://localhost:3000",
  });
  return api.request("/v2/users/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
};

beforeAll(async () => {
  handle = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), "campuslar-seed-media-"));
  seeded = await seedDemoData(handle.db, { properties: 40, mediaDir, now });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("the demo owner and student", () => {
  it("are made with verified e-mails, and the owner has published rentals", async () => {
    const accounts = seeded.demoAccounts;
    expect(accounts).not.toBeNull();
    const rows = await handle.db
      .select()
      .from(users)
      .where(inArray(users.email, [DEMO_OWNER_EMAIL, DEMO_STUDENT_EMAIL]));
    expect(rows.map((u) => [u.email, u.role, u.emailVerifiedAt?.toISOString()]).sort()).toEqual([
      [DEMO_OWNER_EMAIL, "owner", now.toISOString()],
      [DEMO_STUDENT_EMAIL, "tenant", now.toISOString()],
    ]);
    // Only the hash is stored: the password itself is nowhere in the database.
    for (const row of rows) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const owner = rows.find((u) => u.email === DEMO_OWNER_EMAIL);
    const listings = await handle.db
      .select({ code: properties.code, status: properties.status, purpose: properties.purpose })
      .from(properties)
      .where(eq(properties.ownerId, owner?.id ?? ""));
    expect(listings).toHaveLength(DEMO_OWNER_LISTINGS);
    expect(listings.every((l) => l.status === "published" && l.purpose === "rent")).toBe(true);
    expect(listings.map((l) => l.code).sort()).toEqual(accounts?.listings);
  });

  it("sign in with the passwords the seed printed, and with nothing else", async () => {
    const accounts = seeded.demoAccounts;
    if (!accounts) throw new Error("no demo accounts");
    const text = demoAccountsText(accounts);
    for (const { email, password } of [accounts.owner, accounts.student]) {
      expect(text).toContain(`${email}   ${password}`);
      const res = await login(email, password);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    expect((await login(DEMO_STUDENT_EMAIL, accounts.owner.password)).status).toBe(401);
  });

  it("get new passwords on a re-seed; the old ones stop working", async () => {
    const before = seeded.demoAccounts;
    if (!before) throw new Error("no demo accounts");
    const again = await seedDemoData(handle.db, { properties: 40, mediaDir, now });
    const after = again.demoAccounts;
    expect(after?.student.password).not.toBe(before.student.password);
    expect(after?.owner.password).not.toBe(before.owner.password);
    expect((await login(DEMO_STUDENT_EMAIL, before.student.password)).status).toBe(401);
    expect((await login(DEMO_STUDENT_EMAIL, after?.student.password ?? "")).status).toBe(200);
    expect(await handle.db.$count(users, inArray(users.email, [DEMO_OWNER_EMAIL, DEMO_STUDENT_EMAIL]))).toBe(2);
  });
});
