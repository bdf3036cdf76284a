import type { Locale } from "@campuslar/domain/i18n/locales";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { cancelQueuedEmail, enqueueEmail } from "../../mail/outbox.ts";
import {
  carriesVisitLink,
  ownerVisitEmail,
  reminderTime,
  studentVisitEmail,
  type VisitEvent,
  type VisitMailFacts,
  type VisitPerson,
  visitReminderKey,
} from "../../mail/visit-emails.ts";
import { mintVisitLink, type VisitLinkSide } from "./visit-links.ts";

/*
 * Who hears of a visit, and the queueing of its e-mails and reminders, always in the transaction
 * of the change: a booking that rolls back sends nothing, one that commits is sure to be told.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type MailContext = { publicUrl: string; staffEmail: string | null; now: Date };

/** The listing facts the owner's side depends on. */
export type ListingParty = { ownerId: string | null; sponsored: boolean };

const STAFF: Omit<VisitPerson, "email"> = { name: "Equipe CampusLar", locale: "pt" satisfies Locale };

/**
 * The owner's side of a visit: the owner in their language; staff when the listing has no owner
 * (staff manage it), and staff as well for a sponsored customer's listing.
 */
export async function ownerSide(tx: Db | Tx, listing: ListingParty, staffEmail: string | null): Promise<VisitPerson[]> {
  const people: VisitPerson[] = [];
  if (listing.ownerId) {
    const [owner] = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, listing.ownerId));
    if (owner) people.push(owner);
  }
  if (staffEmail && (people.length === 0 || listing.sponsored)) people.push({ ...STAFF, email: staffEmail });
  return people;
}

/** Which sides hear of each change. */
const TELLS: Record<Exclude<VisitEvent, "reminder">, { student: boolean; owner: boolean }> = {
  requested: { student: true, owner: true },
  confirmed: { student: true, owner: false },
  declined: { student: true, owner: false },
  cancelled: { student: true, owner: true },
  withdrawn: { student: true, owner: true },
  moved: { student: true, owner: true },
};

/** A fresh link of `side` for an e-mail of `event`, or null when that e-mail carries none. */
const linkFor = (tx: Db | Tx, visitId: string, side: VisitLinkSide, event: VisitEvent) =>
  carriesVisitLink(side, event) ? mintVisitLink(tx, visitId, side) : Promise.resolve(null);

/** Queues the e-mails of a change to the sides it concerns, each with a link of its own. */
export async function queueVisitEmails(
  tx: Db | Tx,
  event: Exclude<VisitEvent, "reminder">,
  facts: VisitMailFacts,
  owners: VisitPerson[],
  ctx: MailContext,
): Promise<void> {
  if (TELLS[event].student) {
    const token = await linkFor(tx, facts.id, "student", event);
    await enqueueEmail(tx, studentVisitEmail(event, facts, ctx.publicUrl, token));
  }
  if (TELLS[event].owner) {
    for (const owner of owners) {
      const token = await linkFor(tx, facts.id, "owner", event);
      await enqueueEmail(tx, ownerVisitEmail(event, facts, owner, ctx.publicUrl, token));
    }
  }
}

/**
 * The reminders of a visit at its start: to the student and to each of the owner's side, held
 * until 24 hours before. None when that moment has passed (a visit booked for tomorrow morning).
 */
export async function queueVisitReminders(
  tx: Db | Tx,
  facts: VisitMailFacts,
  owners: VisitPerson[],
  ctx: MailContext,
): Promise<void> {
  const sendAfter = reminderTime(facts.startsAt, ctx.now);
  if (!sendAfter) return;
  await enqueueEmail(tx, {
    ...studentVisitEmail("reminder", facts, ctx.publicUrl, await mintVisitLink(tx, facts.id, "student")),
    sendAfter,
    dedupeKey: visitReminderKey(facts.id, facts.startsAt, "student"),
  });
  for (const owner of owners) {
    await enqueueEmail(tx, {
      ...ownerVisitEmail("reminder", facts, owner, ctx.publicUrl, await mintVisitLink(tx, facts.id, "owner")),
      sendAfter,
      dedupeKey: visitReminderKey(facts.id, facts.startsAt, "owner", owner.email),
    });
  }
}

/** Takes back every reminder of a visit not yet sent (cancelled, declined or moved). */
export async function takeBackVisitReminders(tx: Db | Tx, visitId: string): Promise<number> {
  const queued = await tx
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(and(like(emailOutbox.dedupeKey, `visit-reminder:${visitId}:%`), eq(emailOutbox.status, "pending")));
  let taken = 0;
  for (const { key } of queued) if (key && (await cancelQueuedEmail(tx, key))) taken++;
  return taken;
}
