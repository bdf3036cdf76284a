import type { AccountExport } from "@campuslar/domain/user/account-export";
import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { savedSearches } from "../db/schema/alerts.ts";
import { properties } from "../db/schema/catalogue.ts";
import { listingReports } from "../db/schema/reports.ts";
import type { users } from "../db/schema/users.ts";
import { visits } from "../db/schema/visits.ts";
import { eraseStudentVisits } from "./visits/visit-erasure.ts";
import type { MailContext } from "./visits/visit-mail-service.ts";

/*
 * A person's saved searches, reports and visits in their account's export, and what deletion does
 * with them (docs/decisions/018-account-export-and-deletion.md, addendum of issue 34). Each is the
 * person's when made by the account or, logged out, with its e-mail (any case), as requests are.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Person = Pick<typeof users.$inferSelect, "id" | "email" | "emailVerifiedAt">;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
/** Issue 34: what was made logged out with the address is the person's only once the account verified it. */
const verified = (person: Person) => person.emailVerifiedAt !== null;
const alertsOf = (person: Person) =>
  verified(person)
    ? or(eq(savedSearches.userId, person.id), sql`lower(${savedSearches.email}) = ${person.email.toLowerCase()}`)
    : eq(savedSearches.userId, person.id);
const reportsOf = (person: Person) =>
  verified(person)
    ? or(eq(listingReports.userId, person.id), sql`lower(${listingReports.email}) = ${person.email.toLowerCase()}`)
    : eq(listingReports.userId, person.id);
/** Visits are booked by e-mail alone: an unverified account has none of its own. */
const visitsOf = (person: Person) =>
  verified(person) ? sql`lower(${visits.email}) = ${person.email.toLowerCase()}` : sql`false`;

type Activity = Pick<AccountExport, "alerts" | "reports" | "visits">;

/** The export's saved searches, reports and visits (of other people, only what the person sees). */
export async function exportActivity(db: Db, person: Person): Promise<Activity> {
  const visitColumns = {
    propertyCode: properties.code,
    startsAt: visits.startsAt,
    endsAt: visits.endsAt,
    mode: visits.mode,
    status: visits.status,
    createdAt: visits.createdAt,
  };
  const [alerts, reports, booked, toMine] = await Promise.all([
    db.select().from(savedSearches).where(alertsOf(person)).orderBy(desc(savedSearches.createdAt)),
    db
      .select({ report: listingReports, propertyCode: properties.code })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .where(reportsOf(person))
      .orderBy(desc(listingReports.createdAt)),
    db
      .select({ ...visitColumns, name: visits.name, email: visits.email, phone: visits.phone, locale: visits.locale })
      .from(visits)
      .innerJoin(properties, eq(properties.id, visits.propertyId))
      .where(visitsOf(person))
      .orderBy(desc(visits.startsAt)),
    db
      .select(visitColumns)
      .from(visits)
      .innerJoin(properties, eq(properties.id, visits.propertyId))
      .where(eq(properties.ownerId, person.id))
      .orderBy(desc(visits.startsAt)),
  ]);
  const times = (row: (typeof toMine)[number]) => ({
    propertyCode: row.propertyCode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    mode: row.mode,
    status: row.status,
    bookedAt: row.createdAt.toISOString(),
  });
  return {
    alerts: alerts.map((row) => ({
      name: row.name,
      filters: row.filters,
      frequency: row.frequency,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
      lastSentAt: iso(row.lastSentAt),
    })),
    reports: reports.map(({ report, propertyCode }) => ({
      propertyCode,
      reason: report.reason,
      message: report.message,
      email: report.email,
      status: report.status,
      sentAt: report.createdAt.toISOString(),
      closedAt: iso(report.closedAt),
    })),
    visits: {
      booked: booked.map((row) => ({
        ...times(row),
        name: row.name,
        email: row.email,
        phone: row.phone,
        locale: row.locale,
      })),
      toMyListings: toMine.map(times),
    },
  };
}

/**
 * On deletion: saved searches go (nothing is left to send them to); reports stay for staff
 * without the reporter's e-mail, words or account; visits booked are cancelled if still coming
 * (the owner is told) and keep only their time and listing.
 */
export async function eraseActivity(tx: Tx, person: Person, mail: MailContext): Promise<void> {
  await tx.delete(savedSearches).where(alertsOf(person));
  await tx
    .update(listingReports)
    .set({ email: null, message: "", userId: null, reporterKey: null, updatedAt: mail.now })
    .where(reportsOf(person));
  if (verified(person)) await eraseStudentVisits(tx, person.email, mail);
}
