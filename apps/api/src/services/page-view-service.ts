import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { PageViewEvent } from "@campuslar/domain/events/page-view";
import type { Db } from "../db/client.ts";
import { pageViews } from "../db/schema/index.ts";

/** Stores a page view as an anonymous count: what was seen, in which language, from where, and the day. */
export async function recordPageView(db: Db, event: PageViewEvent, now: Date = new Date()): Promise<void> {
  await db.insert(pageViews).values({
    path: event.path,
    locale: event.locale,
    referrer: event.referrer ?? null,
    propertyCode: event.propertyCode ?? null,
    day: saoPauloDate(now),
  });
}
