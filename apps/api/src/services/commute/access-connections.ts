import {
  type AccessConnection,
  type AccessConnectionInput,
  type AccessConnectionList,
  accessConnectionMessage,
  accessConnectionPlaceIssues,
} from "@campuslar/domain/commute/access-connection";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { universities } from "../../db/schema/catalogue.ts";
import { universityAccessConnections } from "../../db/schema/transit.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { feedLoadRunning } from "./feed-loads.ts";
import { recomputeCommutes } from "./store-commutes.ts";
import { currentTransit, type Executor, lockCommuteRewrites } from "./transit-store.ts";

/*
 * Staff keep each university's access connections (decision 032). Every change recomputes that
 * university's commutes in the same transaction, so a search never counts a connection its
 * listing pages do not show, or the reverse.
 */

type University = { id: number; slug: string; shortName: string; lat: number; lng: number };
type Row = typeof universityAccessConnections.$inferSelect;

async function universityOf(db: Executor, slug: string, locale: Locale): Promise<University> {
  const [row] = await db
    .select({
      id: universities.id,
      slug: universities.slug,
      shortName: universities.shortName,
      lat: universities.lat,
      lng: universities.lng,
    })
    .from(universities)
    .where(eq(universities.slug, slug));
  if (!row) throw new HttpError("not_found", accessConnectionMessage("access.university.unknown", locale));
  return row;
}

const toConnection = (slug: string, row: Row): AccessConnection => ({
  id: row.id,
  university: slug,
  fromStation: row.fromStation,
  line: row.line,
  operator: row.operator,
  rideMinutes: row.rideMinutes,
  headwayMinutes: row.headwayMinutes,
  stopLat: row.stopLat,
  stopLng: row.stopLng,
  source: row.source,
});

export async function listAccessConnections(db: Db, slug: string, locale: Locale): Promise<AccessConnectionList> {
  const university = await universityOf(db, slug, locale);
  const rows = await db
    .select()
    .from(universityAccessConnections)
    .where(eq(universityAccessConnections.universityId, university.id))
    .orderBy(asc(universityAccessConnections.id));
  const { id: _, ...shown } = university;
  return { university: shown, items: rows.map((row) => toConnection(slug, row)) };
}

/**
 * The rules that need the database: the station must be one of the network's (by its feed name),
 * and the campus stop within a station walk of the campus. A 400 naming the fields.
 */
async function checkInput(tx: Executor, university: University, input: AccessConnectionInput, locale: Locale) {
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(accessConnectionPlaceIssues(university, input))) {
    fields[field] = accessConnectionMessage(key, locale);
  }
  const transit = await currentTransit(tx);
  if (transit && !transit.network.stations.some((station) => station.name === input.fromStation)) {
    fields.fromStation = accessConnectionMessage("access.fromStation.unknown", locale);
  }
  if (Object.keys(fields).length > 0) throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
}

/** The university's commutes again, on the current network (nothing when none is loaded yet). */
async function recomputeUniversity(tx: Executor, universityId: number, locale: Locale): Promise<void> {
  // A feed load holds the rewrite lock for its whole recompute (minutes at city scale): say so
  // rather than wait past the request's statement timeout.
  if (await feedLoadRunning(tx)) throw new HttpError("conflict", accessConnectionMessage("access.feedLoading", locale));
  await lockCommuteRewrites(tx);
  const transit = await currentTransit(tx);
  if (transit) await recomputeCommutes(tx, transit, { universityIds: [universityId] });
}

export async function createAccessConnection(
  db: Db,
  slug: string,
  input: AccessConnectionInput,
  locale: Locale,
  now: Date,
): Promise<AccessConnection> {
  return db.transaction(async (tx) => {
    const university = await universityOf(tx, slug, locale);
    await checkInput(tx, university, input, locale);
    const [row] = await tx
      .insert(universityAccessConnections)
      .values({ ...input, universityId: university.id, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("the access connection was not stored");
    await recomputeUniversity(tx, university.id, locale);
    return toConnection(slug, row);
  });
}

export async function updateAccessConnection(
  db: Db,
  slug: string,
  id: number,
  input: AccessConnectionInput,
  locale: Locale,
  now: Date,
): Promise<AccessConnection> {
  return db.transaction(async (tx) => {
    const university = await universityOf(tx, slug, locale);
    await checkInput(tx, university, input, locale);
    const [row] = await tx
      .update(universityAccessConnections)
      .set({ ...input, updatedAt: now })
      .where(and(eq(universityAccessConnections.id, id), eq(universityAccessConnections.universityId, university.id)))
      .returning();
    if (!row) throw new HttpError("not_found", accessConnectionMessage("access.notFound", locale));
    await recomputeUniversity(tx, university.id, locale);
    return toConnection(slug, row);
  });
}

export async function deleteAccessConnection(db: Db, slug: string, id: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const university = await universityOf(tx, slug, locale);
    const removed = await tx
      .delete(universityAccessConnections)
      .where(and(eq(universityAccessConnections.id, id), eq(universityAccessConnections.universityId, university.id)))
      .returning({ id: universityAccessConnections.id });
    if (removed.length === 0) throw new HttpError("not_found", accessConnectionMessage("access.notFound", locale));
    await recomputeUniversity(tx, university.id, locale);
  });
}
