import { compatibility } from "@campuslar/domain/roommates/compatibility";
import type { RoommateMatch } from "@campuslar/domain/roommates/roommate-profile";
import { whatsappLink } from "@campuslar/domain/roommates/roommate-profile";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roommateContactRequests } from "../../db/schema/roommates.ts";
import { users } from "../../db/schema/users.ts";
import { type RoommateProfileRow, toSavedProfile } from "./roommate-profile-row.ts";

type RequestRow = typeof roommateContactRequests.$inferSelect;

/** Which of several requests between a pair tells their state: an accepted one wins, then the newest. */
const rank = (r: RequestRow) => (r.status === "accepted" ? 2 : r.status === "pending" ? 1 : 0);

/** The request between `me` and each other user, keyed by the other user's id. */
async function requestsWith(db: Db, me: string, others: string[]): Promise<Map<string, RequestRow>> {
  if (others.length === 0) return new Map();
  const rows = await db
    .select()
    .from(roommateContactRequests)
    .where(
      or(
        and(eq(roommateContactRequests.fromUserId, me), inArray(roommateContactRequests.toUserId, others)),
        and(eq(roommateContactRequests.toUserId, me), inArray(roommateContactRequests.fromUserId, others)),
      ),
    );
  const byOther = new Map<string, RequestRow>();
  for (const row of rows) {
    const other = row.fromUserId === me ? row.toUserId : row.fromUserId;
    const held = byOther.get(other);
    if (!held || rank(row) > rank(held) || (rank(row) === rank(held) && row.createdAt > held.createdAt)) {
      byOther.set(other, row);
    }
  }
  return byOther;
}

/**
 * Match cards of `others` as `mine`'s owner sees them. Nothing that names or reaches the other
 * person is read unless a request between the two was accepted: only then are their name,
 * e-mail and WhatsApp link looked up.
 */
export async function matchCards(
  db: Db,
  mine: RoommateProfileRow,
  others: RoommateProfileRow[],
): Promise<RoommateMatch[]> {
  const me = mine.userId;
  const requests = await requestsWith(
    db,
    me,
    others.map((o) => o.userId),
  );
  const accepted = others.filter((o) => requests.get(o.userId)?.status === "accepted").map((o) => o.userId);
  const people =
    accepted.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, accepted));
  const person = new Map(people.map((p) => [p.id, p]));
  const myAnswers = toSavedProfile(mine);
  return others.map((row) => {
    const theirs = toSavedProfile(row);
    const result = compatibility(myAnswers, theirs);
    const request = requests.get(row.userId);
    const found = request?.status === "accepted" ? person.get(row.userId) : undefined;
    return {
      profileId: row.id,
      // A pair whose answers changed since a request keeps its card, without a score to explain.
      score: result.compatible ? result.score : 0,
      factors: result.compatible ? result.factors : [],
      budgetMin: theirs.budgetMin,
      budgetMax: theirs.budgetMax,
      moveDate: theirs.moveDate,
      stayMonths: theirs.stayMonths,
      universities: theirs.universities,
      neighbourhoods: theirs.neighbourhoods,
      rhythm: theirs.rhythm,
      languages: theirs.languages,
      interests: theirs.interests,
      bio: theirs.bio,
      request: request
        ? { direction: request.fromUserId === me ? "sent" : "received", status: request.status, id: request.id }
        : null,
      contact: found ? { name: found.name, email: found.email, whatsappLink: whatsappLink(theirs.whatsapp) } : null,
    };
  });
}
