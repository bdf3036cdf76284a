import { visitLinkLapsesAt } from "@campuslar/domain/visits/visit-rules";
import { and, eq } from "drizzle-orm";
import { generateToken, hashToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { visitLinks, visits } from "../../db/schema/visits.ts";

/*
 * The links of a visit: a new random token for each e-mail or receipt that carries one, of which
 * only the hash is stored (`hashToken`, as for the alerts' confirmation links). A link opens its
 * visit until `visitLinkLapsesAt` the visit's end, then never again.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type VisitLinkSide = "student" | "owner";
type VisitRow = typeof visits.$inferSelect;

/** A new link's token for one side of a visit; only its hash is kept. */
export async function mintVisitLink(tx: Db | Tx, visitId: string, side: VisitLinkSide): Promise<string> {
  const token = generateToken();
  await tx.insert(visitLinks).values({ tokenHash: hashToken(token), visitId, side });
  return token;
}

/** The visit a side's link opens at `now`; null when there is none or its links have lapsed. */
export async function visitOfLink(
  tx: Db | Tx,
  side: VisitLinkSide,
  token: string,
  now: Date,
): Promise<VisitRow | null> {
  const [found] = await tx
    .select({ visit: visits })
    .from(visitLinks)
    .innerJoin(visits, eq(visits.id, visitLinks.visitId))
    .where(and(eq(visitLinks.tokenHash, hashToken(token)), eq(visitLinks.side, side)));
  if (!found || visitLinkLapsesAt(found.visit.endsAt).getTime() <= now.getTime()) return null;
  return found.visit;
}
