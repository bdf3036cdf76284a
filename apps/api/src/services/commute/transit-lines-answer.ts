import { createHash } from "node:crypto";
import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import type { Db } from "../../db/client.ts";
import { catalogueCache } from "../../lib/catalogue-cache.ts";
import { transitLines } from "./transit-lines.ts";
import { currentTransit, newestNetwork } from "./transit-store.ts";

/*
 * `GET /v2/transit/lines` as the text sent, made once per network: the lines change only when a
 * new feed is loaded, which moves the catalogue version (migration 0016), so which network is
 * current is asked of the database once per catalogue version, not per request.
 */

export type LinesAnswer = { body: string; etag: string; networkId: number | null };

const newestIds = catalogueCache<{ id: number } | null>(1);
const answers = new WeakMap<Db, { networkId: number; answer: Promise<LinesAnswer> }>();

export async function transitLinesAnswer(db: Db): Promise<LinesAnswer> {
  const newest = await newestIds(db, "newest", () => newestNetwork(db));
  if (!newest) return toAnswer({ networkDate: COMMUTE_NETWORK_DATE, lines: [] }, null);
  const kept = answers.get(db);
  if (kept?.networkId === newest.id) return kept.answer;
  const answer = currentTransit(db).then((transit) =>
    transit
      ? toAnswer(transitLines(transit.feed, transit.networkDate), transit.id)
      : toAnswer({ networkDate: COMMUTE_NETWORK_DATE, lines: [] }, null),
  );
  answers.set(db, { networkId: newest.id, answer });
  answer.catch(() => {
    if (answers.get(db)?.answer === answer) answers.delete(db);
  });
  return answer;
}

function toAnswer(lines: unknown, networkId: number | null): LinesAnswer {
  const body = JSON.stringify(lines);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, networkId };
}
