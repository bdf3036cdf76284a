import { mulberry32 } from "@campuslar/demo-seed";
import { CommuteSchema } from "@campuslar/domain/commute/commute-dto";
import {
  COMMUTE_DETOUR_FACTOR,
  COMMUTE_MAX_STATION_WALK_M,
  COMMUTE_TRANSFER_PENALTY_SECONDS,
  COMMUTE_WALKING_KMH,
} from "@campuslar/domain/commute/commute-rules";
import { distanceMeters, type LatLng } from "@campuslar/domain/geo/distance";
import { beforeAll, describe, expect, it } from "vitest";
import { type GtfsFeed, type GtfsStop, loadGtfsFeed } from "./gtfs-feed.ts";
import { commuteFrom, commuteTo, type PlannedCommute, type PlannedLeg, planCommute } from "./route-commute.ts";
import { buildTransitNetwork, type TransitNetwork } from "./transit-network.ts";

let feed: GtfsFeed;
let network: TransitNetwork;

beforeAll(async () => {
  feed = await loadGtfsFeed();
  network = buildTransitNetwork(feed);
});

/** FGV EAESP on Avenida Nove de Julho, Bela Vista: a central campus with Metrô stations around it. */
const FGV: LatLng = { lat: -23.5587, lng: -46.6529 };

/** Near São Mateus, in the city's east, far from the 2019 network: the feed has no stop within 5 km of it. */
const FAR_EAST: LatLng = { lat: -23.61, lng: -46.45 };

const HOUR = 3600;

/** The feed's stop of that name that the line calls at (a station has a stop per line). */
function stopOf(name: string, routeId: string): GtfsStop {
  const trips = new Set(feed.trips.filter((trip) => trip.routeId === routeId).map((trip) => trip.id));
  const called = new Set(feed.stopTimes.filter((time) => trips.has(time.tripId)).map((time) => time.stopId));
  const stop = feed.stops.find((candidate) => candidate.name === name && called.has(candidate.id));
  if (!stop) throw new Error(`${routeId} does not call at ${name}`);
  return stop;
}

const where = (stop: GtfsStop): LatLng => ({ lat: stop.lat, lng: stop.lng });

/** Walking minutes by the rule, straight from the constants: metres × 1.3 at 4.8 km/h. */
const walkMinutes = (straightMetres: number) =>
  (straightMetres * COMMUTE_DETOUR_FACTOR) / ((COMMUTE_WALKING_KMH * 1000) / 60);

const rides = (plan: PlannedCommute) => plan.legs.filter((leg) => leg.kind === "ride");

const legSeconds = (leg: PlannedLeg | undefined) =>
  leg === undefined ? Number.NaN : leg.kind === "walk" ? leg.seconds : leg.rideSeconds + leg.waitSeconds;

describe("a ride on one line", () => {
  it("from Vila Madalena to Consolação on Line 2: the feed's running time plus half the morning headway", () => {
    const [home, campus] = [stopOf("Vila Madalena", "METRÔ L2"), stopOf("Consolação", "METRÔ L2")];
    const timeAt = (tripId: string, stopId: string) =>
      feed.stopTimes.find((time) => time.tripId === tripId && time.stopId === stopId);
    const trip = feed.trips.find((candidate) => {
      const [from, to] = [timeAt(candidate.id, home.id), timeAt(candidate.id, campus.id)];
      return candidate.routeId === "METRÔ L2" && from && to && from.sequence < to.sequence;
    });
    const [departure, arrival] = [
      timeAt(trip?.id ?? "", home.id)?.departure,
      timeAt(trip?.id ?? "", campus.id)?.arrival,
    ];
    const rideSeconds = (arrival ?? Number.NaN) - (departure ?? Number.NaN);
    const headways = feed.frequencies
      .filter((frequency) => frequency.tripId === trip?.id && frequency.start < 8 * HOUR && frequency.end > 7 * HOUR)
      .map((frequency) => frequency.headwaySeconds);
    const waitSeconds = headways.reduce((sum, headway) => sum + headway, 0) / headways.length / 2;
    expect(rideSeconds).toBeGreaterThan(0);
    expect(headways.length).toBeGreaterThan(0);

    const table = commuteTo(network, where(campus));
    const plan = planCommute(table, where(home));
    expect(plan.mode).toBe("transit");
    expect(plan.legs).toEqual([expect.objectContaining({ kind: "ride", stops: 2, rideSeconds, waitSeconds })]);
    expect(plan.seconds).toBeCloseTo(rideSeconds + waitSeconds);

    const commute = commuteFrom(table, where(home));
    expect(CommuteSchema.parse(commute)).toEqual(commute);
    expect(commute).toEqual({
      minutes: Math.round((rideSeconds + waitSeconds) / 60),
      walkOnlyMinutes: Math.round(walkMinutes(distanceMeters(home, campus))),
      mode: "transit",
      noStationNearby: false,
      legs: [
        {
          kind: "ride",
          line: {
            id: "METRÔ L2",
            shortName: "METRÔ L2",
            longName: expect.any(String),
            color: "007E5E",
            textColor: "FFFFFF",
            kind: "metro",
          },
          from: "Vila Madalena",
          to: "Consolação",
          stops: 2,
          rideMinutes: Math.round(rideSeconds / 60),
          waitMinutes: Math.round(waitSeconds / 60),
        },
      ],
    });
  });

  it("adds the walks to and from the stations, each by the walking rule", () => {
    const [station, terminus] = [stopOf("Vila Madalena", "METRÔ L2"), stopOf("Consolação", "METRÔ L2")];
    // About 400 m west of Vila Madalena and 200 m south of Consolação.
    const home = { lat: station.lat, lng: station.lng - 400 / (111_195 * Math.cos((station.lat * Math.PI) / 180)) };
    const campus = { lat: terminus.lat - 200 / 111_195, lng: terminus.lng };
    const plan = planCommute(commuteTo(network, campus), home);
    expect(plan.legs.map((leg) => leg.kind)).toEqual(["walk", "ride", "walk"]);
    const [first, , last] = plan.legs;
    expect(legSeconds(first) / 60).toBeCloseTo(walkMinutes(distanceMeters(home, station)));
    expect(legSeconds(last) / 60).toBeCloseTo(walkMinutes(distanceMeters(terminus, campus)));
    expect(plan.seconds).toBeCloseTo(plan.legs.reduce((sum, leg) => sum + legSeconds(leg), 0));
  });
});

describe("walking instead", () => {
  it("walks from a home 300 m from the campus: one walk leg", () => {
    const home = { lat: FGV.lat + 300 / 111_195, lng: FGV.lng };
    const commute = commuteFrom(commuteTo(network, FGV), home);
    const minutes = Math.round(walkMinutes(distanceMeters(home, FGV)));
    expect(minutes).toBe(5);
    expect(commute).toEqual({
      minutes,
      walkOnlyMinutes: minutes,
      mode: "walk",
      noStationNearby: false,
      legs: [{ kind: "walk", minutes, metres: Math.round(distanceMeters(home, FGV) * COMMUTE_DETOUR_FACTOR) }],
    });
  });

  it("walks, and says no station is near, from a home with no stop within a station walk", () => {
    const nearest = Math.min(...feed.stops.map((stop) => distanceMeters(FAR_EAST, stop)));
    expect(nearest).toBeGreaterThan(COMMUTE_MAX_STATION_WALK_M);

    const commute = commuteFrom(commuteTo(network, FGV), FAR_EAST);
    const minutes = Math.round(walkMinutes(distanceMeters(FAR_EAST, FGV)));
    expect(commute).toMatchObject({ minutes, walkOnlyMinutes: minutes, mode: "walk", noStationNearby: true });
    expect(commute.legs).toEqual([{ kind: "walk", minutes, metres: expect.any(Number) }]);
  });

  it("walks from every home to a campus with no station within a station walk", () => {
    const table = commuteTo(network, FAR_EAST);
    expect(table.campusHasStation).toBe(false);
    const commute = commuteFrom(table, where(stopOf("Sé", "METRÔ L1")));
    expect(commute).toMatchObject({ mode: "walk", noStationNearby: true });
  });
});

describe("changing lines", () => {
  const cases = [
    {
      what: "Line 4 to Line 1 at Luz",
      home: ["Fradique Coutinho", "METRÔ L4"],
      campus: ["Santana", "METRÔ L1"],
      lines: ["METRÔ L4", "METRÔ L1"],
      change: ["Luz", "Luz"],
    },
    {
      what: "Line 3 to Line 1 at Sé",
      home: ["Belém", "METRÔ L3"],
      campus: ["Vergueiro", "METRÔ L1"],
      lines: ["METRÔ L3", "METRÔ L1"],
      change: ["Sé", "Sé"],
    },
    {
      what: "CPTM Line 7 to Line 1 at Luz",
      home: ["Pirituba", "CPTM L07"],
      campus: ["Santana", "METRÔ L1"],
      lines: ["CPTM L07", "METRÔ L1"],
      change: ["Luz", "Luz"],
    },
    {
      what: "Line 4 to Line 2 through the Paulista–Consolação passage",
      home: ["Butantã", "METRÔ L4"],
      campus: ["Brigadeiro", "METRÔ L2"],
      lines: ["METRÔ L4", "METRÔ L2"],
      change: ["Paulista", "Consolação"],
    },
  ] as const;

  it.each(cases)("$what", ({ home, campus, lines, change }) => {
    const plan = planCommute(commuteTo(network, where(stopOf(campus[0], campus[1]))), where(stopOf(home[0], home[1])));
    expect(plan.mode).toBe("transit");
    expect(rides(plan).map((ride) => ride.pattern.line.id)).toEqual(lines);
    expect(rides(plan).map((ride) => [ride.from.name, ride.to.name])).toEqual([
      [home[0], change[0]],
      [change[1], campus[0]],
    ]);
    const between = plan.legs[plan.legs.findIndex((leg) => leg.kind === "ride") + 1];
    expect(between).toMatchObject({ kind: "walk" });
    expect(legSeconds(between)).toBeGreaterThanOrEqual(COMMUTE_TRANSFER_PENALTY_SECONDS);
  });
});

describe("the network for an hour", () => {
  const lineIds = (built: TransitNetwork) => new Set(built.patterns.map((pattern) => pattern.line.id));

  it("rides every line of the feed on a weekday morning: Metrô, CPTM and buses", () => {
    expect(lineIds(network)).toEqual(new Set(feed.routes.map((route) => route.id)));
  });

  it("leaves out a line with no service in the window", () => {
    const night = buildTransitNetwork(feed, { window: { day: "weekday", start: "02:00", end: "03:00" } });
    expect([...lineIds(night)].filter((id) => id.startsWith("METRÔ"))).toEqual([]);
    const sunday = buildTransitNetwork(feed, { window: { day: "sunday", start: "07:00", end: "08:00" } });
    // The 6450-51 bus runs on weekdays only (service U__).
    expect(lineIds(sunday).has("6450-51")).toBe(false);
    expect(lineIds(sunday).has("METRÔ L1")).toBe(true);
  });

  it("weighs two headway periods by how much of the window each covers", () => {
    const straddling = buildTransitNetwork(feed, { window: { day: "weekday", start: "06:30", end: "07:30" } });
    const line1 = straddling.patterns.find((pattern) => pattern.line.id === "METRÔ L1");
    const periods = feed.frequencies.filter(
      (frequency) => frequency.tripId === line1?.tripId && frequency.start < 7.5 * HOUR && frequency.end > 6.5 * HOUR,
    );
    const overlap = (start: number, end: number) => Math.min(end, 7.5 * HOUR) - Math.max(start, 6.5 * HOUR);
    const weighted = periods.reduce(
      (sum, period) => sum + period.headwaySeconds * overlap(period.start, period.end),
      0,
    );
    const covered = periods.reduce((sum, period) => sum + overlap(period.start, period.end), 0);
    expect(periods).toHaveLength(2);
    expect(line1?.headwaySeconds).toBeCloseTo(weighted / covered);
  });

  it("can ride Metrô and CPTM only", () => {
    const railOnly = buildTransitNetwork(feed, { routeTypes: [1, 2] });
    expect(railOnly.patterns.every((pattern) => pattern.routeType !== 3)).toBe(true);
    expect(railOnly.stations.length).toBeLessThan(network.stations.length);
  });
});

describe("at the scale of a catalogue", () => {
  it("answers 10,000 homes across the city from one campus table, never slower than walking", () => {
    const random = mulberry32(2019);
    // São Paulo city, west, south, east, north.
    const [west, south, east, north] = [-46.83, -23.8, -46.36, -23.36];
    const homes = Array.from({ length: 10_000 }, () => ({
      lat: south + random() * (north - south),
      lng: west + random() * (east - west),
    }));

    const tableStart = performance.now();
    const table = commuteTo(network, FGV);
    const tableMs = performance.now() - tableStart;
    const homesStart = performance.now();
    const commutes = homes.map((home) => commuteFrom(table, home));
    const homesMs = performance.now() - homesStart;
    console.info(`commute: one campus table in ${tableMs.toFixed(1)} ms, 10,000 homes in ${homesMs.toFixed(0)} ms`);

    expect(commutes).toHaveLength(10_000);
    const byTransit = commutes.filter((commute) => commute.mode === "transit");
    expect(byTransit.length).toBeGreaterThan(1000);
    for (const commute of commutes) {
      expect(commute.minutes).toBeLessThanOrEqual(commute.walkOnlyMinutes);
      if (commute.mode === "walk") expect(commute.legs).toHaveLength(1);
      else expect(commute.legs.some((leg) => leg.kind === "ride")).toBe(true);
    }
    for (const home of homes.slice(0, 200)) {
      const plan = planCommute(table, home);
      expect(plan.seconds).toBeCloseTo(plan.legs.reduce((sum, leg) => sum + legSeconds(leg), 0));
    }
    for (const commute of byTransit.slice(0, 50)) expect(CommuteSchema.parse(commute)).toEqual(commute);
  });
});
