import type { Locale } from "@campuslar/domain/i18n/locales";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import {
  FAVORITES_MAX,
  FAVORITES_MESSAGES,
  type FavoriteList,
  type PropertyLookup,
} from "@campuslar/domain/user/favorites";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { customers, favorites, properties } from "../db/schema/catalogue.ts";
import { HttpError } from "../lib/errors.ts";
import { loadRelated } from "./catalogue/load-related.ts";
import { type ListItemRow, listItemColumns, toListItem } from "./catalogue/property-mapper.ts";

const EMPTY_RELATED = { rooms: [], photos: [], nearby: [] };

/** Rows of list items with their rooms, photos and universities, in the rows' order. */
async function toListItems(db: Db, rows: ListItemRow[], locale: Locale, today: string) {
  const related = await loadRelated(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListItem(row, related.get(row.id) ?? EMPTY_RELATED, locale, today));
}

/**
 * `GET /v2/user/favorites`: the user's favourites whose listing is published, most recently
 * saved first. A withdrawn listing is kept but not shown, so it comes back if republished.
 */
export async function listFavorites(db: Db, userId: string, locale: Locale, today: string): Promise<FavoriteList> {
  const rows = await db
    .select({ ...listItemColumns, savedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .where(and(eq(favorites.userId, userId), eq(properties.status, "published")))
    .orderBy(desc(favorites.createdAt), desc(properties.id))
    .limit(FAVORITES_MAX);
  const items = await toListItems(db, rows as (ListItemRow & { savedAt: Date })[], locale, today);
  return {
    items: rows.map((row, i) => ({
      code: row.code,
      savedAt: row.savedAt.toISOString(),
      property: items[i] as (typeof items)[number],
    })),
  };
}

/**
 * `PUT /v2/user/favorites/{code}`: saves a published listing; saving it again changes nothing
 * (not even when it was saved). An unknown or unpublished code is a 404, one past FAVORITES_MAX a 409.
 */
export async function addFavorite(db: Db, userId: string, code: string, locale: Locale, now: Date): Promise<void> {
  const notFound = new HttpError("not_found", FAVORITES_MESSAGES.notFound[locale]);
  if (!isPropertyCode(code)) throw notFound;
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.code, code), eq(properties.status, "published")));
  if (!property) throw notFound;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: favorites.userId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, property.id)));
    if (existing) return;
    const [held] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
    if ((held?.n ?? 0) >= FAVORITES_MAX) throw new HttpError("conflict", FAVORITES_MESSAGES.full[locale]);
    await tx.insert(favorites).values({ userId, propertyId: property.id, createdAt: now }).onConflictDoNothing();
  });
}

/** `DELETE /v2/user/favorites/{code}`: forgets a saved listing; one never saved (or unknown) is already gone. */
export async function removeFavorite(db: Db, userId: string, code: string): Promise<void> {
  if (!isPropertyCode(code)) return;
  const ids = db.select({ id: properties.id }).from(properties).where(eq(properties.code, code));
  await db.delete(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.propertyId, ids)));
}

/** `GET /v2/properties/lookup`: the published listings among `codes`, in that order; the rest left out. */
export async function lookupProperties(
  db: Db,
  codes: string[],
  locale: Locale,
  today: string,
): Promise<PropertyLookup> {
  if (codes.length === 0) return { items: [] };
  const rows = await db
    .select(listItemColumns)
    .from(properties)
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .where(and(inArray(properties.code, codes), eq(properties.status, "published")));
  const position = new Map(codes.map((code, i) => [code, i]));
  const ordered = (rows as ListItemRow[]).sort((a, b) => (position.get(a.code) ?? 0) - (position.get(b.code) ?? 0));
  return { items: await toListItems(db, ordered, locale, today) };
}
