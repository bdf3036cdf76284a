import type { PageViewEvent } from "@campuslar/domain/events/page-view";
import type { Db } from "../db/client.ts";
import { pageViews } from "../db/schema/index.ts";

export async function recordPageView(db: Db, event: PageViewEvent, userId: string | null): Promise<void> {
  await db.insert(pageViews).values({
    path: event.path,
    locale: event.locale,
    referrer: event.referrer ?? null,
    visitorId: event.visitorId ?? null,
    propertyCode: event.propertyCode ?? null,
    userId,
  });
}
