import type { Locale } from "@campuslar/domain/i18n/locales";
import { reaisToCents } from "@campuslar/domain/money/money";
import { compatibility } from "@campuslar/domain/roommates/compatibility";
import type { RoommateMatchList, RoommateMatchQuery } from "@campuslar/domain/roommates/roommate-dto";
import { and, arrayContains, eq, gte, lte, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roommateProfiles } from "../../db/schema/roommates.ts";
import { matchCards } from "./match-cards.ts";
import { type RoommateProfileRow, toSavedProfile } from "./roommate-profile-row.ts";
import { requireOwnProfileRow } from "./roommate-profile-service.ts";

/** Other users' visible profiles whose budgets can meet `mine`'s, narrowed by the filters. */
function candidates(db: Db, mine: RoommateProfileRow, filters: Partial<RoommateMatchQuery> & { id?: number } = {}) {
  const where: SQL[] = [
    eq(roommateProfiles.visible, true),
    ne(roommateProfiles.userId, mine.userId),
    // The budget constraint, early in SQL: most pairs that cannot meet never leave the database.
    lte(roommateProfiles.budgetMinCents, mine.budgetMaxCents),
    gte(roommateProfiles.budgetMaxCents, mine.budgetMinCents),
  ];
  if (filters.id !== undefined) where.push(eq(roommateProfiles.id, filters.id));
  if (filters.university) where.push(arrayContains(roommateProfiles.universitySlugs, [filters.university]));
  if (filters.maxBudget !== undefined) {
    where.push(lte(roommateProfiles.budgetMinCents, reaisToCents(filters.maxBudget)));
  }
  if (filters.moveBefore) where.push(lte(roommateProfiles.moveDate, filters.moveBefore));
  return db
    .select()
    .from(roommateProfiles)
    .where(and(...where));
}

/** Those of `rows` that pass every hard constraint with `mine`, best score first, newest first on a tie. */
function ranked(mine: RoommateProfileRow, rows: RoommateProfileRow[]) {
  const me = toSavedProfile(mine);
  return rows
    .flatMap((row) => {
      const result = compatibility(me, toSavedProfile(row));
      return result.compatible ? [{ row, score: result.score }] : [];
    })
    .sort((a, b) => b.score - a.score || b.row.createdAt.getTime() - a.row.createdAt.getTime() || b.row.id - a.row.id)
    .map((scored) => scored.row);
}

/** `GET /v2/roommates/matches` */
export async function listMatches(
  db: Db,
  userId: string,
  query: RoommateMatchQuery,
  locale: Locale,
): Promise<RoommateMatchList> {
  const mine = await requireOwnProfileRow(db, userId, locale);
  const matches = ranked(mine, await candidates(db, mine, query));
  const { page, pageSize } = query;
  const shown = matches.slice((page - 1) * pageSize, page * pageSize);
  return {
    items: await matchCards(db, mine, shown),
    page,
    pageSize,
    total: matches.length,
    totalPages: Math.max(1, Math.ceil(matches.length / pageSize)),
  };
}

/** Whether `profileId` is someone else's visible profile that passes the hard constraints with `mine`. */
export async function matchedProfile(
  db: Db,
  mine: RoommateProfileRow,
  profileId: number,
): Promise<RoommateProfileRow | undefined> {
  return ranked(mine, await candidates(db, mine, { id: profileId }))[0];
}
