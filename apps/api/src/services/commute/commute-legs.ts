import type { Commute, CommuteLeg } from "@campuslar/domain/commute/commute-dto";
import { commuteWalkingSeconds, walkedMetres } from "@campuslar/domain/commute/commute-rules";
import { distanceMeters, type LatLng } from "@campuslar/domain/geo/distance";

/*
 * A stored commute made whole again for a listing's page, without routing: the walk from the
 * home to its board station, measured as the router measured it, then the station's stored
 * route to the campus. The same numbers `commuteFrom` gives for that home and campus.
 */

/** A `property_commutes` row with its route (`commute_routes`), as a listing's page reads them. */
export type StoredCommute = {
  minutes: number;
  walkOnlyMinutes: number;
  noStationNearby: boolean;
  boardStation: number | null;
  /** Null when the way is on foot (no board station), or when the route's row is missing. */
  route: { stationLat: number; stationLng: number; legs: CommuteLeg[] } | null;
};

/** The commute as the API answers it; null when it rides but its route is not stored (never expected). */
export function commuteFromStored(home: LatLng, campus: LatLng, stored: StoredCommute): Commute | null {
  const base = {
    minutes: stored.minutes,
    walkOnlyMinutes: stored.walkOnlyMinutes,
    noStationNearby: stored.noStationNearby,
  };
  if (stored.boardStation === null) {
    const straight = distanceMeters(home, campus);
    return { ...base, mode: "walk", legs: [walkLeg(straight)] };
  }
  if (!stored.route) return null;
  const straight = distanceMeters(home, { lat: stored.route.stationLat, lng: stored.route.stationLng });
  // A home on the station itself boards without a walk, as the router has it.
  const access = straight > 0 ? [walkLeg(straight)] : [];
  return { ...base, mode: "transit", legs: [...access, ...stored.route.legs] };
}

/** A walk leg for a straight-line distance, rounded as the router rounds its legs. */
const walkLeg = (straightMetres: number): CommuteLeg => ({
  kind: "walk",
  minutes: Math.round(commuteWalkingSeconds(straightMetres) / 60),
  metres: Math.round(walkedMetres(straightMetres)),
});
