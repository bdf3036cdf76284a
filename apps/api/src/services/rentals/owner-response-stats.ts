import { ANSWER_HOURS } from "@campuslar/domain/rentals/rental-process";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { executeRows } from "../../db/execute-rows.ts";

/*
 * How an owner answers proposals (issue 35, point 2), shown on their listings: of the proposals
 * they received in the last 90 days, how many they answered (accepted, declined or countered)
 * within the 48 hours, and the median time of their answers. Only real answers count. A proposal
 * counts as received once it was answered or expired: one still waiting, one the student withdrew
 * before an answer and one closed by another acceptance say nothing about the owner.
 */

export type ResponseStats = {
  ratePercent: number;
  medianMinutes: number | null;
  answered: number;
  received: number;
};

export const STATS_WINDOW_DAYS = 90;
/** Fewer received proposals than this say too little to show. */
export const STATS_MIN_RECEIVED = 3;

/** `ownerId`'s response stats over the 90 days up to `today` (São Paulo date); null under 3 received or no owner. */
export async function ownerResponseStats(db: Db, ownerId: string | null, today: string): Promise<ResponseStats | null> {
  if (!ownerId) return null;
  const window = `${STATS_WINDOW_DAYS} days`;
  const inTime = `${ANSWER_HOURS} hours`;
  const result = await db.execute(sql`
    select
      count(*) filter (where answered_at is not null or state = 'expired') as received,
      count(*) filter (where answered_at is not null and answered_at - created_at <= ${inTime}::interval) as answered,
      percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at) / 60)
        filter (where answered_at is not null) as median
    from rentals
    where owner_id = ${ownerId} and created_at >= ${today}::date - ${window}::interval`);
  const [row] = executeRows<{ received: string | number; answered: string | number; median: string | number | null }>(
    result,
  );
  const received = Number(row?.received ?? 0);
  if (received < STATS_MIN_RECEIVED) return null;
  const answered = Number(row?.answered ?? 0);
  return {
    ratePercent: Math.round((answered / received) * 100),
    medianMinutes: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
    answered,
    received,
  };
}
