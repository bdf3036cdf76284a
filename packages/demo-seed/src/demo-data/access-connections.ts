/**
 * Access connections of the demo campuses that no metro or train station is within a walk of
 * (COMMUTE_MAX_STATION_WALK_M, 1.5 km, against the shipped feed's stations): a named bus line
 * from a station to the campus. Real lines only; figures and sources in access-connections.md.
 */
export type SeedAccessConnection = {
  /** The university's slug (universities.ts). */
  university: string;
  /** The station boarded at, exactly as the transit feed names it. */
  fromStation: string;
  line: string;
  operator: string;
  rideMinutes: number;
  headwayMinutes: number;
  stopLat: number;
  stopLng: number;
  source: string;
};

const USP_SOURCE =
  "SPTrans, itinerários das linhas 8012-10 e 8022-10 (sptrans.com.br); USP, Prefeitura do Campus USP da Capital, " +
  "ônibus circulares (puspc.usp.br). Minutos e intervalo aproximados, no pico da manhã de um dia útil.";

export const ACCESS_CONNECTIONS: readonly SeedAccessConnection[] = [
  {
    university: "usp-butanta",
    fromStation: "Butantã",
    line: "Circular 8012-10 (Butantã–USP)",
    operator: "SPTrans",
    rideMinutes: 12,
    headwayMinutes: 8,
    stopLat: -23.5614,
    stopLng: -46.7307,
    source: USP_SOURCE,
  },
  {
    university: "usp-butanta",
    fromStation: "Butantã",
    line: "Circular 8022-10 (Butantã–USP)",
    operator: "SPTrans",
    rideMinutes: 14,
    headwayMinutes: 8,
    stopLat: -23.5614,
    stopLng: -46.7307,
    source: USP_SOURCE,
  },
];
