import { count, inArray, min } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import type { OutboxStats } from "../lib/metrics.ts";

/**
 * The outbox's backlog for `/metrics`: e-mails not yet sent (waiting or being sent) and how long
 * the oldest has waited since it was queued. A growing age says the worker or the mail server is
 * stuck, whatever the count.
 */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxStats> {
  const [row] = await db
    .select({ pending: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending"]));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return {
    pending: row?.pending ?? 0,
    oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
