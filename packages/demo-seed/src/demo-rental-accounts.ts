import { randomBytes } from "node:crypto";
import { type Db, hashPassword, properties, users } from "@campuslar/api";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";

/*
 * Issue 35: someone trying the product can walk both sides of renting online. The seed makes a
 * demo owner of a few published rentals and a demo student, both with verified e-mails, and
 * passwords drawn at random when seeding: printed once to the console by whoever seeds (the
 * server's first start, `npm run seed`), never written in code, logs or the database in clear.
 */

export const DEMO_OWNER_EMAIL = "demo-owner@campuslar.test";
export const DEMO_STUDENT_EMAIL = "demo-student@campuslar.test";
export const DEMO_RENTAL_EMAILS = [DEMO_OWNER_EMAIL, DEMO_STUDENT_EMAIL] as const;
/** How many published rentals the demo owner gets. */
export const DEMO_OWNER_LISTINGS = 3;

export type DemoCredentials = { email: string; password: string };
export type DemoRentalAccounts = { owner: DemoCredentials; student: DemoCredentials; listings: string[] };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * 96 random bits, plus the capital letter and digit the password rule asks for (spec §5): a
 * password nobody can guess from the code, unlike the fixed one a public demo must never ship.
 */
export const demoPassword = (): string => `C${randomBytes(12).toString("base64url")}7`;

/**
 * The two accounts and the owner's listings: the last few published rentals that no customer
 * sponsors (the first ones are those tests and screenshots tend to open). Answers what to print.
 */
export async function insertDemoRentalAccounts(tx: Tx, now: Date): Promise<DemoRentalAccounts> {
  const owner = { email: DEMO_OWNER_EMAIL, password: demoPassword() };
  const student = { email: DEMO_STUDENT_EMAIL, password: demoPassword() };
  const [ownerRow, studentRow] = await tx
    .insert(users)
    .values([
      {
        name: "Demo Owner",
        email: owner.email,
        phone: "+5511990000001",
        passwordHash: await hashPassword(owner.password),
        role: "owner",
        locale: "pt",
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      {
        name: "Demo Student",
        email: student.email,
        phone: "+4915112345678",
        passwordHash: await hashPassword(student.password),
        role: "tenant",
        locale: "en",
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning({ id: users.id });
  if (!ownerRow || !studentRow) throw new Error("the demo accounts were not inserted");
  const picked = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent"), isNull(properties.customerId)))
    .orderBy(desc(properties.id))
    .limit(DEMO_OWNER_LISTINGS);
  const given = picked.length
    ? await tx
        .update(properties)
        .set({ ownerId: ownerRow.id })
        .where(
          inArray(
            properties.id,
            picked.map((p) => p.id),
          ),
        )
        .returning({ code: properties.code })
    : [];
  return { owner, student, listings: given.map((row) => row.code).sort() };
}

/** Removes the demo accounts before a re-seed (their rentals went with the catalogue's TRUNCATE). */
export async function deleteDemoRentalAccounts(tx: Tx): Promise<void> {
  await tx.delete(users).where(inArray(sql`lower(${users.email})`, [...DEMO_RENTAL_EMAILS]));
}

/** The lines the seeding command prints once: where to sign in, as whom. */
export function demoAccountsText(accounts: DemoRentalAccounts): string {
  return [
    "Demo accounts for renting online (these passwords are shown only now):",
    `  owner   ${accounts.owner.email}   ${accounts.owner.password}   (listings ${accounts.listings.join(", ")})`,
    `  student ${accounts.student.email}   ${accounts.student.password}`,
    "",
  ].join("\n");
}
