import type { Locale } from "@campuslar/domain/i18n/locales";
import type { RoommateRequestLists } from "@campuslar/domain/roommates/roommate-dto";
import type { ContactRequestStatus } from "@campuslar/domain/roommates/roommate-enums";
import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roommateContactRequests, roommateProfiles } from "../../db/schema/roommates.ts";
import { matchCards } from "./match-cards.ts";
import { roommateError } from "./roommate-errors.ts";
import { matchedProfile } from "./roommate-matches-service.ts";
import { ownProfileRow, requireOwnProfileRow } from "./roommate-profile-service.ts";

export type ContactRequestAnswer = { id: number; status: ContactRequestStatus };

/**
 * `POST /v2/roommates/contact-requests`: asks the owner of `profileId` to talk. Only someone
 * who shows their own profile may ask, and only a match: a profile that is hidden, gone or
 * ruled out by a hard constraint answers the same "not a match", so hiding cannot be probed.
 */
export async function requestContact(
  db: Db,
  userId: string,
  profileId: number,
  locale: Locale,
  now: Date,
): Promise<ContactRequestAnswer> {
  const mine = await requireOwnProfileRow(db, userId, locale);
  if (!mine.visible) throw roommateError("conflict", "roommate.profile.hidden", locale);
  if (mine.id === profileId) throw roommateError("conflict", "roommate.request.self", locale);
  const theirs = await matchedProfile(db, mine, profileId);
  if (!theirs) throw roommateError("conflict", "roommate.request.notAMatch", locale);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: roommateContactRequests.id })
      .from(roommateContactRequests)
      .where(
        or(
          and(eq(roommateContactRequests.fromUserId, userId), eq(roommateContactRequests.toUserId, theirs.userId)),
          and(eq(roommateContactRequests.fromUserId, theirs.userId), eq(roommateContactRequests.toUserId, userId)),
        ),
      );
    if (existing) throw roommateError("conflict", "roommate.request.exists", locale);
    const [created] = await tx
      .insert(roommateContactRequests)
      .values({ fromUserId: userId, toUserId: theirs.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: roommateContactRequests.id, status: roommateContactRequests.status });
    // Two clicks at once: the unique pair index let the first one in.
    if (!created) throw roommateError("conflict", "roommate.request.exists", locale);
    return created;
  });
}

/**
 * `POST /v2/roommates/contact-requests/{id}/accept` and `/decline`: only the person asked may
 * answer; to anyone else the request does not exist (404), so ids reveal nothing.
 */
export async function answerContactRequest(
  db: Db,
  userId: string,
  id: number,
  status: Exclude<ContactRequestStatus, "pending">,
  locale: Locale,
  now: Date,
): Promise<ContactRequestAnswer> {
  const [row] = await db
    .update(roommateContactRequests)
    .set({ status, respondedAt: now })
    .where(and(eq(roommateContactRequests.id, id), eq(roommateContactRequests.toUserId, userId)))
    .returning({ id: roommateContactRequests.id, status: roommateContactRequests.status });
  if (!row) throw roommateError("not_found", "roommate.request.notFound", locale);
  return row;
}

/**
 * `GET /v2/roommates/requests`: requests received and sent, newest first, as match cards.
 * A hidden profile leaves these lists too; without a profile of one's own there are none.
 */
export async function listContactRequests(db: Db, userId: string): Promise<RoommateRequestLists> {
  const mine = await ownProfileRow(db, userId);
  if (!mine) return { received: [], sent: [] };
  const withProfile = (direction: "received" | "sent") =>
    db
      .select({ profile: roommateProfiles })
      .from(roommateContactRequests)
      .innerJoin(
        roommateProfiles,
        eq(
          roommateProfiles.userId,
          direction === "received" ? roommateContactRequests.fromUserId : roommateContactRequests.toUserId,
        ),
      )
      .where(
        and(
          eq(direction === "received" ? roommateContactRequests.toUserId : roommateContactRequests.fromUserId, userId),
          eq(roommateProfiles.visible, true),
        ),
      )
      .orderBy(desc(roommateContactRequests.createdAt), desc(roommateContactRequests.id));
  const [received, sent] = await Promise.all([withProfile("received"), withProfile("sent")]);
  return {
    received: await matchCards(
      db,
      mine,
      received.map((r) => r.profile),
    ),
    sent: await matchCards(
      db,
      mine,
      sent.map((r) => r.profile),
    ),
  };
}
