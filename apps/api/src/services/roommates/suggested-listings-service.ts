import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { ROOMMATE_SUGGESTED_LISTINGS } from "@campuslar/domain/roommates/roommate-dto";
import { and, asc, eq, exists, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { loadRelated } from "../catalogue/load-related.ts";
import { type ListItemRow, listItemColumns, toListItem } from "../catalogue/property-mapper.ts";
import { roommateError } from "./roommate-errors.ts";
import { matchedProfile } from "./roommate-matches-service.ts";
import type { RoommateProfileRow } from "./roommate-profile-row.ts";
import { requireOwnProfileRow } from "./roommate-profile-service.ts";

/** Near either's universities; if neither named one, in either's neighbourhoods; else anywhere. */
function nearThePair(a: RoommateProfileRow, b: RoommateProfileRow): SQL | undefined {
  const slugs = [...new Set([...a.universitySlugs, ...b.universitySlugs])];
  if (slugs.length > 0) {
    return exists(
      sql`(select 1 from ${propertyUniversities} inner join ${universities} on ${universities.id} = ${propertyUniversities.universityId} where ${propertyUniversities.propertyId} = ${properties.id} and ${inArray(universities.slug, slugs)})`,
    );
  }
  const places = [...new Set([...a.neighbourhoods, ...b.neighbourhoods].map((n) => n.toLowerCase()))];
  if (places.length > 0) return inArray(sql`lower(${properties.neighbourhood})`, places);
  return undefined;
}

/**
 * `GET /v2/roommates/matches/{profileId}/listings`: homes for the two of them. A whole
 * apartment (room for both: capacity less occupants at least two, so it is priced whole) with
 * two bedrooms or more, near their places, whose rent fits both budgets' maxima together;
 * cheapest first. 404 when the profile is not one of the caller's matches.
 */
export async function suggestedListings(
  db: Db,
  userId: string,
  profileId: number,
  locale: Locale,
  today: string,
): Promise<{ items: PropertyListItem[] }> {
  const mine = await requireOwnProfileRow(db, userId, locale);
  const theirs = mine.id === profileId ? undefined : await matchedProfile(db, mine, profileId);
  if (!theirs) throw roommateError("not_found", "roommate.request.notAMatch", locale);
  const rows = (await db
    .select(listItemColumns)
    .from(properties)
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .where(
      and(
        eq(properties.status, "published"),
        eq(properties.purpose, "rent"),
        gte(sql`${properties.capacity} - ${properties.occupants}`, 2),
        gte(properties.bedrooms, 2),
        lte(properties.rentCents, mine.budgetMaxCents + theirs.budgetMaxCents),
        nearThePair(mine, theirs),
      ),
    )
    .orderBy(asc(properties.rentCents), asc(properties.id))
    .limit(ROOMMATE_SUGGESTED_LISTINGS)) as ListItemRow[];
  const related = await loadRelated(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) =>
      toListItem(row, related.get(row.id) ?? { rooms: [], photos: [], nearby: [] }, locale, today),
    ),
  };
}
