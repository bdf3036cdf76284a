import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";

export type StaffAccount = { email: string; password: string; name?: string };
export type StaffAccountResult = { id: string; outcome: "created" | "promoted" | "unchanged" };

export const DEFAULT_STAFF_NAME = "CampusLar";

/**
 * Makes sure an account with this e-mail (whatever its case) exists with the staff role:
 * creates it with the password, or promotes the existing account. An existing account keeps
 * its password and name: running this again, at every start, changes nothing and never resets
 * a password someone has since changed.
 */
export async function ensureStaffAccount(db: Db, account: StaffAccount, now = new Date()): Promise<StaffAccountResult> {
  const email = account.email.trim().toLowerCase();
  const find = async () =>
    (await db.select({ id: users.id, role: users.role }).from(users).where(sql`lower(${users.email}) = ${email}`))[0];
  const existing = await find();
  if (existing) {
    if (existing.role === "staff") return { id: existing.id, outcome: "unchanged" };
    // Staff vouch for the address they promote (issue 34): it counts as verified from now, if it was not.
    await db
      .update(users)
      .set({
        role: "staff",
        updatedAt: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, existing.id));
    return { id: existing.id, outcome: "promoted" };
  }
  const [created] = await db
    .insert(users)
    .values({
      name: account.name?.trim() || DEFAULT_STAFF_NAME,
      email,
      phone: "",
      passwordHash: await hashPassword(account.password),
      role: "staff",
      // The operator sets the address in the server's configuration (issue 34).
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, outcome: "created" };
  // Another process created it between our read and our insert (two servers starting at once).
  const raced = await find();
  if (!raced) throw new Error(`could not create the staff account ${email}`);
  return ensureStaffAccount(db, account, now);
}
