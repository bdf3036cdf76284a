/*
 * How a commute from a listing to a campus by metro, train and bus is estimated: walk to a
 * station, wait, ride (changing lines where it pays), walk to the campus; or walk the whole way
 * when that is faster. One set of numbers, so the figure a listing shows means the same
 * everywhere it is shown.
 */

/**
 * An adult's usual walking pace in a city, 4.8 km/h: the pace behind the listings' own "walk"
 * minutes (geo/walking-time), so a walk here and a walk there take the same time per metre.
 */
export const COMMUTE_WALKING_KMH = 4.8;

const WALKING_METRES_PER_SECOND = (COMMUTE_WALKING_KMH * 1000) / 3600;

/**
 * Streets are not straight lines: on São Paulo's grid of blocks, hills and avenues a walk is
 * about 1.3 times the straight-line distance (the usual figure for a city street network), and
 * there is no street map here to measure it better.
 */
export const COMMUTE_DETOUR_FACTOR = 1.3;

/**
 * The farthest straight-line distance walked to or from a station, 1.5 km (about 24 minutes on
 * foot): past it a student takes a bus or a car to the station, which this estimate does not
 * model, so a station farther away is no station for this home.
 */
export const COMMUTE_MAX_STATION_WALK_M = 1500;

/**
 * Stops this close (straight line) are one interchange: the feed gives each line its own stop at
 * a shared station (Luz, Sé, Paraíso), a few metres to a couple of hundred apart. Stops of the
 * same name are linked at any distance up to the station walk.
 */
export const COMMUTE_TRANSFER_RADIUS_M = 300;

/**
 * What changing lines costs on top of the walk between the two stops, 3 minutes: the stairs,
 * escalators and corridors between platforms that a straight line does not see (a change at Sé
 * or Paraíso takes 2 to 5 minutes on foot) and the risk of just missing the next train. It also
 * makes a route with one change fewer win when the two are about as fast, as a student would choose.
 */
export const COMMUTE_TRANSFER_PENALTY_SECONDS = 180;

/**
 * The hour a commute is estimated for: a weekday from 07:00 to 08:00, when students leave for
 * morning classes. Trains come at their peak frequency then, so waits are the shortest of the day
 * and crowding, which the feed does not describe, is the worst. Times are "HH:MM", end excluded.
 */
export const COMMUTE_HOUR_WINDOW = { day: "weekday", start: "07:00", end: "08:00" } as const;

/**
 * The year of the network the estimate rides on (the transit feed's lines and running times), to
 * be said wherever a commute is shown: lines opened since are not in it.
 */
export const COMMUTE_NETWORK_DATE = "2019";

/**
 * Seconds on foot for a straight-line distance in metres: the distance times the detour factor, at
 * the walking pace. Seconds, not minutes: a commute adds several walks, and rounding each one would
 * add up the rounding.
 */
export function commuteWalkingSeconds(straightLineMetres: number): number {
  return walkedMetres(straightLineMetres) / WALKING_METRES_PER_SECOND;
}

/** The distance actually walked for a straight-line distance: the straight line times the detour factor. */
export function walkedMetres(straightLineMetres: number): number {
  return straightLineMetres * COMMUTE_DETOUR_FACTOR;
}
