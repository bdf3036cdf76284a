import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { propertyCommutes } from "../db/schema/transit.ts";

/**
 * Stored commutes for the search's tests (decision 024), written in place of whatever the seed
 * computed, so the tests hold the search to rows they know, whatever the router answers:
 * - every published listing × university has a row, but one pair in nine, which has none;
 * - minutes from 3 to 92 with many ties, unrelated to distance, so a far home may be a short
 *   commute and a near one a long one; one listing in 31 takes 300 to 304 minutes, past a byte;
 * - the ride bits go through every combination, 0 (on foot) to 7.
 */
export async function writeTestCommutes(db: Db): Promise<void> {
  await db.delete(propertyCommutes);
  await db.execute(sql`insert into ${propertyCommutes} (property_id, university_id, minutes, walk_only_minutes, rides)
    select p.id, u.id,
      case when p.id % 31 = 0 then 300 + p.id % 5 else 3 + (p.id * 7 + u.id * 13) % 90 end,
      400, (p.id + u.id) % 8
    from properties p cross join universities u
    where p.status = 'published' and (p.id + u.id) % 9 <> 0`);
}

/** Stores one listing's commute to one university, replacing its row. */
export async function storeCommute(
  db: Db,
  row: { propertyId: number; universityId: number; minutes: number; rides: number },
): Promise<void> {
  await db
    .insert(propertyCommutes)
    .values({ ...row, walkOnlyMinutes: 400 })
    .onConflictDoUpdate({
      target: [propertyCommutes.propertyId, propertyCommutes.universityId],
      set: { minutes: row.minutes, rides: row.rides },
    });
}
