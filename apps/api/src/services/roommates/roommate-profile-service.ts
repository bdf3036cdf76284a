import type { Locale } from "@campuslar/domain/i18n/locales";
import type { RoommateProfileAnswer, SavedRoommateProfile } from "@campuslar/domain/roommates/roommate-dto";
import type { RoommateProfile } from "@campuslar/domain/roommates/roommate-profile";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roommateContactRequests, roommateProfiles } from "../../db/schema/roommates.ts";
import { roommateError } from "./roommate-errors.ts";
import { type RoommateProfileRow, toProfileColumns, toSavedProfile } from "./roommate-profile-row.ts";

/** The caller's own stored profile row, if they filled the questionnaire. */
export async function ownProfileRow(db: Db, userId: string): Promise<RoommateProfileRow | undefined> {
  const [row] = await db.select().from(roommateProfiles).where(eq(roommateProfiles.userId, userId));
  return row;
}

/** The caller's profile row, or 409 `roommate.profile.missing`. */
export async function requireOwnProfileRow(db: Db, userId: string, locale: Locale): Promise<RoommateProfileRow> {
  const row = await ownProfileRow(db, userId);
  if (!row) throw roommateError("conflict", "roommate.profile.missing", locale);
  return row;
}

/** `GET /v2/roommates/profile` */
export async function getOwnProfile(db: Db, userId: string): Promise<RoommateProfileAnswer> {
  const row = await ownProfileRow(db, userId);
  return { profile: row ? toSavedProfile(row) : null };
}

/** `PUT /v2/roommates/profile`: the questionnaire, saved whole (first time or an edit). */
export async function saveOwnProfile(
  db: Db,
  userId: string,
  profile: RoommateProfile,
  now: Date,
): Promise<SavedRoommateProfile> {
  const columns = toProfileColumns(profile);
  const [row] = await db
    .insert(roommateProfiles)
    .values({ userId, ...columns, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: roommateProfiles.userId, set: { ...columns, updatedAt: now } })
    .returning();
  if (!row) throw new Error("the profile was not saved");
  return toSavedProfile(row);
}

/** `PUT /v2/roommates/profile/visibility`: opting in or out; out takes the profile off every list at once. */
export async function setOwnVisibility(
  db: Db,
  userId: string,
  visible: boolean,
  locale: Locale,
  now: Date,
): Promise<SavedRoommateProfile> {
  const [row] = await db
    .update(roommateProfiles)
    .set({ visible, updatedAt: now })
    .where(eq(roommateProfiles.userId, userId))
    .returning();
  if (!row) throw roommateError("conflict", "roommate.profile.missing", locale);
  return toSavedProfile(row);
}

/** `DELETE /v2/roommates/profile`: the profile and every contact request to or from the user go. */
export async function deleteOwnProfile(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(roommateContactRequests)
      .where(or(eq(roommateContactRequests.fromUserId, userId), eq(roommateContactRequests.toUserId, userId)));
    await tx.delete(roommateProfiles).where(eq(roommateProfiles.userId, userId));
  });
}
