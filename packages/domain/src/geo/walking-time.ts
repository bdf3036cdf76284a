/**
 * An adult's usual walking pace in a city, about 4.8 km/h: the figure behind the "18-minute
 * walk" of the listings' own descriptions (1.4 km).
 */
export const WALKING_METERS_PER_MINUTE = 80;

/** Minutes on foot for a straight-line distance in metres, rounded up; at least 1. */
export function walkingMinutes(distanceM: number): number {
  return Math.max(1, Math.ceil(distanceM / WALKING_METERS_PER_MINUTE));
}
