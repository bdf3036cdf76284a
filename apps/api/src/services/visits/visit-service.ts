import { addDays, instantAt, localDateOf, localTimeOf } from "@campuslar/domain/dates/zoned-time";
import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  type AdminVisitPage,
  type AdminVisitQuery,
  type OwnerVisit,
  type StudentVisit,
  VISIT_PAGE_SIZE,
  type VisitBooking,
  type VisitReceipt,
  type VisitSlots,
} from "@campuslar/domain/visits/visit-forms";
import { type VisitMessageKey, visitMessage } from "@campuslar/domain/visits/visit-messages";
import {
  isLiveVisitStatus,
  LIVE_VISIT_STATUSES,
  revealsVisitContact,
  VISIT_SLOT_MINUTES,
  VISIT_TIME_ZONE,
  type VisitStatus,
} from "@campuslar/domain/visits/visit-rules";
import { freeSlots, isFreeSlot } from "@campuslar/domain/visits/visit-slots";
import { and, asc, count, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { type Actor, assertMayManageListing } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { visits } from "../../db/schema/visits.ts";
import { HttpError } from "../../lib/errors.ts";
import type { VisitMailFacts } from "../../mail/visit-emails.ts";
import { mintVisitLink, type VisitLinkSide, visitOfLink } from "./visit-links.ts";
import {
  type MailContext,
  ownerSide,
  queueVisitEmails,
  queueVisitReminders,
  takeBackVisitReminders,
} from "./visit-mail-service.ts";
import { type StoredSchedule, scheduleOf } from "./visit-schedule-service.ts";

/*
 * Visits (issue 23): the free slots of a published listing, a booking, and what each side may
 * do with it afterwards. The student acts through the token of their link; the owner through
 * theirs or signed in; staff see every visit. No two live visits of a listing share a start:
 * the partial unique index `visits_live_slot` decides a race, and its violation is answered as
 * 409 next to the slot, in the visitor's language.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type VisitRow = typeof visits.$inferSelect;

export type VisitContext = MailContext & { locale: Locale };

const fail = (
  code: "validation_failed" | "not_found" | "conflict",
  key: VisitMessageKey,
  locale: Locale,
  field?: string,
) => new HttpError(code, visitMessage(key, locale), field ? { [field]: visitMessage(key, locale) } : undefined);

/** PostgreSQL's unique_violation, however the driver or Drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === "object" && (e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const listingColumns = {
  id: properties.id,
  code: properties.code,
  status: properties.status,
  titlePt: properties.titlePt,
  titleEn: properties.titleEn,
  street: properties.street,
  number: properties.number,
  neighbourhood: properties.neighbourhood,
  city: properties.city,
  state: properties.state,
  ownerId: properties.ownerId,
  sponsored: properties.sponsored,
};
type ListingRow = { [K in keyof typeof listingColumns]: (typeof properties.$inferSelect)[K] };

/** The full address; without the door number it is what the public listing shows. */
const addressOf = (l: ListingRow, withNumber = true) =>
  `${withNumber && l.number.trim() ? `${l.street}, ${l.number}` : l.street} – ${l.neighbourhood}, ${l.city} – ${l.state}`;
const titleOf = (l: ListingRow, locale: Locale) => (locale === "en" && l.titleEn) || l.titlePt || l.code;

async function publishedListing(db: Db | Tx, code: string, locale: Locale): Promise<ListingRow> {
  const [row] = await db
    .select(listingColumns)
    .from(properties)
    .where(and(eq(properties.code, code.toUpperCase()), eq(properties.status, "published")));
  if (!row) throw fail("not_found", "visit.listing.unknown", locale);
  return row;
}

export async function listingById(db: Db | Tx, id: number): Promise<ListingRow> {
  const [row] = await db.select(listingColumns).from(properties).where(eq(properties.id, id));
  if (!row) throw new Error(`visit of unknown listing ${id}`);
  return row;
}

/** The starts of the live visits of a listing from `now` on. */
async function takenStarts(db: Db | Tx, propertyId: number, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: visits.startsAt })
    .from(visits)
    .where(
      and(
        eq(visits.propertyId, propertyId),
        inArray(visits.status, [...LIVE_VISIT_STATUSES]),
        gte(visits.startsAt, new Date(now.getTime() - VISIT_SLOT_MINUTES * 60_000)),
      ),
    );
  return rows.map((r) => r.startsAt);
}

/** The next days' free slots of a published listing; none when it takes no visits. */
export async function listVisitSlots(db: Db, code: string, now: Date, locale: Locale): Promise<VisitSlots> {
  const listing = await publishedListing(db, code, locale);
  const schedule = await scheduleOf(db, listing.id);
  const days = schedule ? freeSlots(schedule, { now, taken: await takenStarts(db, listing.id, now) }) : [];
  return {
    propertyCode: listing.code,
    timeZone: VISIT_TIME_ZONE,
    slotMinutes: VISIT_SLOT_MINUTES,
    modes: schedule?.modes ?? [],
    days,
  };
}

// ---------------------------------------------------------------------------------------------
// Views

/** The door number and the owner's video contact go into e-mails only once the visit is confirmed. */
export const mailFacts = (row: VisitRow, listing: ListingRow, schedule: StoredSchedule | null): VisitMailFacts => {
  const revealed = revealsVisitContact(row.status);
  return {
    id: row.id,
    sequence: row.sequence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    mode: row.mode,
    listing: {
      code: listing.code,
      titlePt: listing.titlePt,
      titleEn: listing.titleEn,
      address: addressOf(listing, revealed),
    },
    student: { name: row.name, email: row.email, phone: row.phone, locale: row.locale },
    video: (revealed && schedule?.video) || { kind: null, link: null, phone: null },
    revealed,
  };
};

const core = (row: VisitRow, listing: ListingRow, locale: Locale) => ({
  id: row.id,
  propertyCode: listing.code,
  propertyTitle: titleOf(listing, locale),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  localDate: localDateOf(row.startsAt),
  localTime: localTimeOf(row.startsAt),
  mode: row.mode,
  status: row.status,
});

const isAhead = (row: VisitRow, now: Date) => row.startsAt.getTime() > now.getTime();

function studentView(
  row: VisitRow,
  listing: ListingRow,
  schedule: StoredSchedule | null,
  now: Date,
  locale: Locale,
): StudentVisit {
  const revealed = revealsVisitContact(row.status);
  const video = row.mode === "video" && revealed ? schedule?.video : undefined;
  return {
    ...core(row, listing, locale),
    name: row.name,
    address: row.mode === "in_person" ? addressOf(listing, revealed) : null,
    videoLink: video?.kind === "link" ? video.link : null,
    videoPhone: video?.kind === "whatsapp" ? video.phone : null,
    changeable: isLiveVisitStatus(row.status) && isAhead(row, now),
  };
}

function ownerView(row: VisitRow, listing: ListingRow, now: Date, locale: Locale): OwnerVisit {
  return {
    ...core(row, listing, locale),
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    decidable: isLiveVisitStatus(row.status) && isAhead(row, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Booking

/**
 * Books a free slot. The slot is checked against the schedule (400 when it is not one) and the
 * visits already booked (409); the unique index settles two bookings checked at the same moment.
 * The e-mails to both sides and their reminders are queued in the same transaction.
 */
export async function bookVisit(db: Db, code: string, booking: VisitBooking, ctx: VisitContext): Promise<VisitReceipt> {
  const { locale, now } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const listing = await publishedListing(tx, code, locale);
      const schedule = await scheduleOf(tx, listing.id);
      if (!schedule || schedule.modes.length === 0) throw fail("conflict", "visit.listing.noVisits", locale);
      if (!schedule.modes.includes(booking.mode))
        throw fail("validation_failed", "visit.mode.notOffered", locale, "mode");
      const startsAt = new Date(booking.startsAt);
      if (!isFreeSlot(schedule, startsAt, { now }))
        throw fail("validation_failed", "visit.slot.unavailable", locale, "startsAt");
      if (!isFreeSlot(schedule, startsAt, { now, taken: await takenStarts(tx, listing.id, now) })) {
        throw fail("conflict", "visit.slot.taken", locale, "startsAt");
      }
      const [row] = await tx
        .insert(visits)
        .values({
          propertyId: listing.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + VISIT_SLOT_MINUTES * 60_000),
          mode: booking.mode,
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("visit insert returned nothing");
      const facts = mailFacts(row, listing, schedule);
      const owners = await ownerSide(tx, listing, ctx.staffEmail);
      await queueVisitEmails(tx, "requested", facts, owners, ctx);
      await queueVisitReminders(tx, facts, owners, ctx);
      return {
        visit: studentView(row, listing, schedule, now, locale),
        token: await mintVisitLink(tx, row.id, "student"),
        message: visitMessage("visit.booked", locale),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail("conflict", "visit.slot.taken", locale, "startsAt");
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The student's link

/** The visit of a side's link; 404 when there is none or it has lapsed. */
async function visitByToken(db: Db | Tx, side: VisitLinkSide, token: string, now: Date, locale: Locale) {
  const row = await visitOfLink(db, side, token, now);
  if (!row) throw fail("not_found", "visit.notFound", locale);
  return row;
}

/** The visit of a student's link. */
export async function studentVisit(db: Db, token: string, now: Date, locale: Locale): Promise<StudentVisit> {
  const row = await visitByToken(db, "student", token, now, locale);
  const listing = await listingById(db, row.propertyId);
  return studentView(row, listing, await scheduleOf(db, listing.id), now, locale);
}

/** 409 unless the visit can still change: live, and not yet started. */
function assertChangeable(row: VisitRow, now: Date, locale: Locale) {
  if (!isLiveVisitStatus(row.status)) throw fail("conflict", "visit.notLive", locale);
  if (!isAhead(row, now)) throw fail("conflict", "visit.past", locale);
}

/** The student cancels: the slot is free again, both sides are told, the reminders are taken back. */
export async function cancelVisit(db: Db, token: string, ctx: VisitContext): Promise<StudentVisit> {
  return db.transaction(async (tx) => {
    const found = await visitByToken(tx, "student", token, ctx.now, ctx.locale);
    assertChangeable(found, ctx.now, ctx.locale);
    const row = await changeVisit(tx, found.id, {
      status: "cancelled",
      sequence: found.sequence + 1,
      updatedAt: ctx.now,
    });
    const listing = await listingById(tx, row.propertyId);
    const schedule = await scheduleOf(tx, listing.id);
    await takeBackVisitReminders(tx, row.id);
    await queueVisitEmails(
      tx,
      "cancelled",
      mailFacts(row, listing, schedule),
      await ownerSide(tx, listing, ctx.staffEmail),
      ctx,
    );
    return studentView(row, listing, schedule, ctx.now, ctx.locale);
  });
}

/**
 * The student moves the visit to another free slot: the same visit (and calendar UID) with a
 * higher sequence, waiting for the owner's answer again; the old reminders go, new ones are queued.
 */
export async function moveVisit(db: Db, token: string, startsAtText: string, ctx: VisitContext): Promise<StudentVisit> {
  const { locale, now } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const found = await visitByToken(tx, "student", token, now, locale);
      assertChangeable(found, now, locale);
      const startsAt = new Date(startsAtText);
      if (startsAt.getTime() === found.startsAt.getTime())
        throw fail("validation_failed", "visit.sameSlot", locale, "startsAt");
      const listing = await listingById(tx, found.propertyId);
      const schedule = await scheduleOf(tx, listing.id);
      if (!schedule || !isFreeSlot(schedule, startsAt, { now })) {
        throw fail("validation_failed", "visit.slot.unavailable", locale, "startsAt");
      }
      if (!isFreeSlot(schedule, startsAt, { now, taken: await takenStarts(tx, listing.id, now) })) {
        throw fail("conflict", "visit.slot.taken", locale, "startsAt");
      }
      const row = await changeVisit(tx, found.id, {
        startsAt,
        endsAt: new Date(startsAt.getTime() + VISIT_SLOT_MINUTES * 60_000),
        status: "requested",
        sequence: found.sequence + 1,
        updatedAt: now,
      });
      const facts = mailFacts(row, listing, schedule);
      const owners = await ownerSide(tx, listing, ctx.staffEmail);
      await takeBackVisitReminders(tx, row.id);
      await queueVisitEmails(tx, "moved", facts, owners, ctx);
      await queueVisitReminders(tx, facts, owners, ctx);
      return studentView(row, listing, schedule, now, locale);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail("conflict", "visit.slot.taken", locale, "startsAt");
    throw error;
  }
}

async function changeVisit(tx: Tx, id: string, set: Partial<VisitRow>): Promise<VisitRow> {
  const [row] = await tx.update(visits).set(set).where(eq(visits.id, id)).returning();
  if (!row) throw new Error(`visit ${id} vanished`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// The owner's answer

export type Decision = "confirm" | "decline";

/** Confirms (a requested visit) or declines (a live one); the student is told either way. */
async function decide(tx: Tx, found: VisitRow, decision: Decision, ctx: VisitContext): Promise<OwnerVisit> {
  assertChangeable(found, ctx.now, ctx.locale);
  const listing = await listingById(tx, found.propertyId);
  if (decision === "confirm" && found.status === "confirmed") return ownerView(found, listing, ctx.now, ctx.locale);
  const status: VisitStatus = decision === "confirm" ? "confirmed" : "declined";
  const row = await changeVisit(tx, found.id, { status, sequence: found.sequence + 1, updatedAt: ctx.now });
  const schedule = await scheduleOf(tx, listing.id);
  const facts = mailFacts(row, listing, schedule);
  // The reminders queued at booking hide the door number; once confirmed they are queued again with it.
  await takeBackVisitReminders(tx, row.id);
  if (status === "confirmed") await queueVisitReminders(tx, facts, await ownerSide(tx, listing, ctx.staffEmail), ctx);
  await queueVisitEmails(tx, status, facts, [], ctx);
  return ownerView(row, listing, ctx.now, ctx.locale);
}

/** The visit of an owner's link. */
export async function ownerVisitByToken(db: Db, token: string, now: Date, locale: Locale): Promise<OwnerVisit> {
  const row = await visitByToken(db, "owner", token, now, locale);
  return ownerView(row, await listingById(db, row.propertyId), now, locale);
}

export async function decideByOwnerToken(
  db: Db,
  token: string,
  decision: Decision,
  ctx: VisitContext,
): Promise<OwnerVisit> {
  return db.transaction(async (tx) =>
    decide(tx, await visitByToken(tx, "owner", token, ctx.now, ctx.locale), decision, ctx),
  );
}

/** Signed in: the listing's owner or staff; anyone else gets the 404 of a visit that is not there. */
export async function decideAsOwner(
  db: Db,
  actor: Actor,
  id: string,
  decision: Decision,
  ctx: VisitContext,
): Promise<OwnerVisit> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(visits).where(eq(visits.id, id));
    const [listing] = found
      ? await tx.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, found.propertyId))
      : [];
    try {
      assertMayManageListing(actor, found ? listing : undefined);
    } catch {
      throw fail("not_found", "visit.notFound", ctx.locale);
    }
    return decide(tx, found as VisitRow, decision, ctx);
  });
}

/** The coming visits of the caller's listings (staff: of the listings they own), soonest first. */
export async function listOwnerVisits(db: Db, actor: Actor, now: Date, locale: Locale): Promise<OwnerVisit[]> {
  const rows = await db
    .select({ visit: visits, listing: listingColumns })
    .from(visits)
    .innerJoin(properties, eq(properties.id, visits.propertyId))
    .where(and(eq(properties.ownerId, actor.id), gte(visits.startsAt, now)))
    .orderBy(asc(visits.startsAt))
    .limit(500);
  return rows.map((r) => ownerView(r.visit, r.listing, now, locale));
}

// ---------------------------------------------------------------------------------------------
// Staff

/** Every visit, by status and São Paulo day range, soonest first, a page at a time. */
export async function listAdminVisits(
  db: Db,
  query: AdminVisitQuery,
  now: Date,
  locale: Locale,
): Promise<AdminVisitPage> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(visits.status, query.status));
  if (query.from) where.push(gte(visits.startsAt, instantAt(query.from, 0)));
  if (query.to) where.push(lt(visits.startsAt, instantAt(addDays(query.to, 1), 0)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ visit: visits, listing: listingColumns })
      .from(visits)
      .innerJoin(properties, eq(properties.id, visits.propertyId))
      .where(condition)
      .orderBy(asc(visits.startsAt), asc(visits.id))
      .limit(VISIT_PAGE_SIZE)
      .offset((query.page - 1) * VISIT_PAGE_SIZE),
    db.select({ n: count() }).from(visits).where(condition),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((r) => ({ ...ownerView(r.visit, r.listing, now, locale), sponsored: r.listing.sponsored })),
    page: query.page,
    pageSize: VISIT_PAGE_SIZE,
    total: n,
    totalPages: Math.ceil(n / VISIT_PAGE_SIZE),
  };
}
