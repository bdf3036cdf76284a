import { COMMUTE_RIDE_KINDS, type CommuteRideKind } from "./commute-dto.ts";

/*
 * What a stored commute rides, as one small number: bit i set when COMMUTE_RIDE_KINDS[i] is
 * ridden (1 metro, 2 train, 4 bus, 8 shuttle; 0 on foot). A search card needs only this, not the legs, so
 * each listing × university keeps two bytes for it.
 */

export const rideBitsOf = (kinds: Iterable<CommuteRideKind>): number => {
  let bits = 0;
  for (const kind of kinds) bits |= 1 << COMMUTE_RIDE_KINDS.indexOf(kind);
  return bits;
};

/** The kinds in a number, in COMMUTE_RIDE_KINDS order (metro, train, bus, shuttle). */
export const rideKindsOf = (bits: number): CommuteRideKind[] =>
  COMMUTE_RIDE_KINDS.filter((_, index) => (bits & (1 << index)) !== 0);
