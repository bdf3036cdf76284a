import { asc, inArray } from "drizzle-orm";
import { universityAccessConnections } from "../../db/schema/transit.ts";
import type { AccessRoute } from "./route-commute.ts";
import type { Executor } from "./transit-store.ts";

/**
 * The universities' access connections as the router rides them, by university id (decision
 * 032); those of `universityIds` only when given. In id order, so a campus's table is the same
 * for the same connections.
 */
export async function accessRoutesByUniversity(
  tx: Executor,
  universityIds?: readonly number[],
): Promise<Map<number, AccessRoute[]>> {
  const rows = await tx
    .select()
    .from(universityAccessConnections)
    .where(universityIds ? inArray(universityAccessConnections.universityId, [...universityIds]) : undefined)
    .orderBy(asc(universityAccessConnections.id));
  const routes = new Map<number, AccessRoute[]>();
  for (const row of rows) {
    const route: AccessRoute = {
      line: row.line,
      operator: row.operator,
      fromStation: row.fromStation,
      rideMinutes: row.rideMinutes,
      headwayMinutes: row.headwayMinutes,
      stop: { lat: row.stopLat, lng: row.stopLng },
    };
    routes.set(row.universityId, [...(routes.get(row.universityId) ?? []), route]);
  }
  return routes;
}
