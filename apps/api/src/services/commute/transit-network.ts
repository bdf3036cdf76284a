import { type CommuteLine, rideKindOfRouteType } from "@campuslar/domain/commute/commute-dto";
import {
  COMMUTE_HOUR_WINDOW,
  COMMUTE_MAX_STATION_WALK_M,
  COMMUTE_TRANSFER_PENALTY_SECONDS,
  COMMUTE_TRANSFER_RADIUS_M,
  commuteWalkingSeconds,
} from "@campuslar/domain/commute/commute-rules";
import { distanceMeters, type LatLng } from "@campuslar/domain/geo/distance";
import type { GtfsFeed, GtfsFrequency, GtfsStopTime, Weekday } from "./gtfs-feed.ts";

/*
 * The transit network as a commute rides it in one hour of one kind of day: stations (the feed's
 * stops that a usable line serves), each line direction's stops in order with its running times
 * and its headway in that hour, and the changes on foot between stations. Built once per feed
 * and hour; every campus's search then reads it.
 */

/** The hour a commute is estimated for; `start` and `end` are "HH:MM", the end excluded. */
export type HourWindow = { day: "weekday" | Weekday; start: string; end: string };

export type Station = { index: number; stopId: string; name: string; lat: number; lng: number };

/**
 * One direction of one line, as its template trip runs it. The feed gives service as
 * frequencies: one trip's stop times for the running times, and a headway per hour.
 */
export type LinePattern = {
  index: number;
  tripId: string;
  line: CommuteLine;
  /** GTFS route_type: 1 metro, 2 rail, 3 bus. */
  routeType: number;
  /** Station indexes in riding order. */
  stations: number[];
  /** Seconds from the first stop's departure to the vehicle's arrival at each stop, and departure from it. */
  arrivals: number[];
  departures: number[];
  /** The mean headway over the hour window, weighted by how much of the window each headway covers. */
  headwaySeconds: number;
};

/** A change on foot to `station`: the walk plus the transfer penalty. */
export type TransferLink = { station: number; metres: number; seconds: number };

/** Where a line direction stops at a station: the pattern and the stop's position in it. */
export type PatternCall = { pattern: number; position: number };

export type TransitNetwork = {
  window: HourWindow;
  stations: Station[];
  patterns: LinePattern[];
  /** Per station, the changes a passenger who got off there can make, itself included (another line at the same stop). */
  transfers: TransferLink[][];
  /** Per station, the line directions that stop there. */
  calls: PatternCall[][];
  grid: StationGrid;
};

/**
 * Stations joined inside the paid area though farther apart in the feed than the transfer radius:
 * Paulista (Line 4) and Consolação (Line 2) are 389 m apart there, linked by a passage.
 */
const PASSAGES: readonly (readonly [string, string])[] = [["Paulista", "Consolação"]];

export type TransitNetworkOptions = {
  window?: HourWindow;
  /** GTFS route types to ride (1 metro, 2 rail, 3 bus); every line of the feed when left out. */
  routeTypes?: readonly number[];
};

/** Builds the network from a feed; a line direction without service in the window is left out. */
export function buildTransitNetwork(feed: GtfsFeed, options: TransitNetworkOptions = {}): TransitNetwork {
  const window = options.window ?? COMMUTE_HOUR_WINDOW;
  const routeTypes = options.routeTypes ? new Set(options.routeTypes) : null;
  const [windowStart, windowEnd] = [clockSeconds(window.start), clockSeconds(window.end)];
  const runsThatDay = serviceFilter(feed, window.day);
  const lines = new Map(
    feed.routes
      .filter((route) => routeTypes === null || routeTypes.has(route.type))
      .map((route) => [route.id, { route, line: commuteLine(route) }]),
  );
  const frequenciesByTrip = groupBy(feed.frequencies, (frequency) => frequency.tripId);
  const stopTimesByTrip = groupBy(feed.stopTimes, (stopTime) => stopTime.tripId);
  const stopsById = new Map(feed.stops.map((stop) => [stop.id, stop]));

  const stations: Station[] = [];
  const stationByStopId = new Map<string, number>();
  const stationOf = (stopId: string): number => {
    const known = stationByStopId.get(stopId);
    if (known !== undefined) return known;
    const stop = stopsById.get(stopId);
    if (!stop) throw new Error(`stop_times.txt names a stop that stops.txt lacks: ${stopId}`);
    const index = stations.length;
    stations.push({ index, stopId, name: stop.name, lat: stop.lat, lng: stop.lng });
    stationByStopId.set(stopId, index);
    return index;
  };

  const patterns: LinePattern[] = [];
  for (const trip of feed.trips) {
    const route = lines.get(trip.routeId);
    if (!route || !runsThatDay(trip.serviceId)) continue;
    const headwaySeconds = meanHeadway(frequenciesByTrip.get(trip.id) ?? [], windowStart, windowEnd);
    const times = timedStops(stopTimesByTrip.get(trip.id) ?? []);
    if (headwaySeconds === null || times.length < 2) continue;
    const origin = times[0]?.departure ?? 0;
    patterns.push({
      index: patterns.length,
      tripId: trip.id,
      line: route.line,
      routeType: route.route.type,
      stations: times.map((time) => stationOf(time.stopId)),
      arrivals: times.map((time) => time.arrival - origin),
      departures: times.map((time) => time.departure - origin),
      headwaySeconds,
    });
  }

  const calls: PatternCall[][] = stations.map(() => []);
  for (const pattern of patterns) {
    for (const [position, station] of pattern.stations.entries())
      calls[station]?.push({ pattern: pattern.index, position });
  }
  const grid = new StationGrid(stations, COMMUTE_MAX_STATION_WALK_M);
  return { window, stations, patterns, transfers: transferLinks(stations, grid), calls, grid };
}

/** Stations within `radiusMetres` (straight line) of a point, with their distance; nearest not first. */
export function stationsWithin(
  network: TransitNetwork,
  point: LatLng,
  radiusMetres: number,
): { station: number; metres: number }[] {
  return network.grid.within(point, radiusMetres);
}

/** "HH:MM" or "HH:MM:SS" as seconds after midnight. */
function clockSeconds(time: string): number {
  const [hours = Number.NaN, minutes = Number.NaN, seconds = 0] = time.split(":").map(Number);
  const total = hours * 3600 + minutes * 60 + seconds;
  if (!Number.isFinite(total)) throw new Error(`Not a time of day: ${time}`);
  return total;
}

/**
 * Whether a trip's service runs on the window's day. "weekday" means Monday to Friday, all five: a
 * service that skips one is not a weekday's. The calendar's date range is not read: the feed is the
 * network's shape and running times, not a timetable for a date. A feed without calendar.txt runs every day.
 */
function serviceFilter(feed: GtfsFeed, day: HourWindow["day"]): (serviceId: string) => boolean {
  if (feed.services.length === 0) return () => true;
  const days: readonly Weekday[] = day === "weekday" ? ["monday", "tuesday", "wednesday", "thursday", "friday"] : [day];
  const running = new Set(
    feed.services.filter((service) => days.every((d) => service.days.has(d))).map((service) => service.id),
  );
  return (serviceId) => running.has(serviceId);
}

/**
 * The headway in the window: the mean of the headways whose periods overlap it, each weighted by
 * the overlap (a window straddling two periods leans to the one it spends longer in). Null when no
 * period overlaps: the line does not run then.
 */
function meanHeadway(frequencies: GtfsFrequency[], windowStart: number, windowEnd: number): number | null {
  let weighted = 0;
  let covered = 0;
  for (const { start, end, headwaySeconds } of frequencies) {
    const overlap = Math.min(end, windowEnd) - Math.max(start, windowStart);
    if (overlap <= 0 || headwaySeconds <= 0) continue;
    weighted += headwaySeconds * overlap;
    covered += overlap;
  }
  return covered > 0 ? weighted / covered : null;
}

type TimedStop = { stopId: string; arrival: number; departure: number };

/**
 * A trip's stops in stop_sequence order with both times. GTFS may leave a stop between two timed
 * ones untimed: it gets a time in proportion to its place between them. Untimed stops before the
 * first or after the last timed one cannot be placed and are dropped.
 */
function timedStops(stopTimes: GtfsStopTime[]): TimedStop[] {
  const ordered = [...stopTimes].sort((a, b) => a.sequence - b.sequence);
  const timed = ordered.flatMap((stopTime, position) => {
    const arrival = stopTime.arrival ?? stopTime.departure;
    const departure = stopTime.departure ?? stopTime.arrival;
    return arrival === null || departure === null ? [] : [{ position, arrival, departure }];
  });
  const result: TimedStop[] = [];
  for (const [k, from] of timed.entries()) {
    const stopTime = ordered[from.position];
    if (stopTime) result.push({ stopId: stopTime.stopId, arrival: from.arrival, departure: from.departure });
    const to = timed[k + 1];
    if (!to) break;
    for (let position = from.position + 1; position < to.position; position++) {
      const untimed = ordered[position];
      if (!untimed) continue;
      const share = (position - from.position) / (to.position - from.position);
      const time = from.departure + share * (to.arrival - from.departure);
      result.push({ stopId: untimed.stopId, arrival: time, departure: time });
    }
  }
  return result;
}

/**
 * The changes on foot: between stops within the transfer radius, stops of the same name (one
 * station, a stop per line) within a station walk, the known passages, and from a stop to itself
 * (another line at the same platform). Each costs the walk plus the transfer penalty.
 */
function transferLinks(stations: Station[], grid: StationGrid): TransferLink[][] {
  const byName = groupBy(stations, (station) => station.name);
  const passageNames = new Map<string, string[]>();
  for (const [a, b] of PASSAGES) {
    passageNames.set(a, [...(passageNames.get(a) ?? []), b]);
    passageNames.set(b, [...(passageNames.get(b) ?? []), a]);
  }
  return stations.map((station) => {
    const linked = new Set(grid.within(station, COMMUTE_TRANSFER_RADIUS_M).map(({ station }) => station));
    for (const name of [station.name, ...(passageNames.get(station.name) ?? [])]) {
      for (const other of byName.get(name) ?? []) linked.add(other.index);
    }
    linked.add(station.index);
    return [...linked].flatMap((index) => {
      const other = stations[index];
      if (!other) return [];
      const metres = distanceMeters(station, other);
      if (metres > COMMUTE_MAX_STATION_WALK_M) return [];
      return [{ station: index, metres, seconds: commuteWalkingSeconds(metres) + COMMUTE_TRANSFER_PENALTY_SECONDS }];
    });
  });
}

/** A feed route as a commute names it: the line a ride is on, and a line the map draws. */
export function commuteLine(route: GtfsFeed["routes"][number]): CommuteLine {
  return {
    id: route.id,
    shortName: route.shortName,
    longName: route.longName,
    color: route.color,
    textColor: route.textColor,
    kind: rideKindOfRouteType(route.type),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const METRES_PER_DEGREE_LATITUDE = 111_195;

/**
 * Stations bucketed in square cells as wide as the longest station walk, so the stations within
 * that walk of a point are in the 3 × 3 cells around it: a listing's scan reads a few dozen
 * stations, not all of them. Cells are over the stations' own box; a point outside it finds the
 * edge cells, or none.
 */
export class StationGrid {
  private readonly south: number;
  private readonly west: number;
  private readonly cellMetres: number;
  private readonly cellLat: number;
  private readonly cellLng: number;
  private readonly rows: number;
  private readonly columns: number;
  private readonly cells: number[][];

  constructor(
    private readonly stations: readonly Station[],
    cellMetres: number,
  ) {
    const lats = stations.map((station) => station.lat);
    const lngs = stations.map((station) => station.lng);
    this.south = lats.length > 0 ? Math.min(...lats) : 0;
    this.west = lngs.length > 0 ? Math.min(...lngs) : 0;
    const north = lats.length > 0 ? Math.max(...lats) : 0;
    const east = lngs.length > 0 ? Math.max(...lngs) : 0;
    // A hair wider than asked: the cells are drawn on a flat map and distances measured on the sphere.
    this.cellMetres = cellMetres * 1.01;
    // A degree of longitude shrinks away from the equator: measured where it is shortest, a cell is wide enough everywhere.
    const farthestLatitude = Math.max(Math.abs(this.south), Math.abs(north));
    this.cellLat = this.cellMetres / METRES_PER_DEGREE_LATITUDE;
    this.cellLng = this.cellMetres / (METRES_PER_DEGREE_LATITUDE * Math.cos((farthestLatitude * Math.PI) / 180));
    this.rows = Math.floor((north - this.south) / this.cellLat) + 1;
    this.columns = Math.floor((east - this.west) / this.cellLng) + 1;
    this.cells = Array.from({ length: this.rows * this.columns }, () => []);
    for (const station of stations) {
      this.cells[this.cellIndex(this.row(station.lat), this.column(station.lng))]?.push(station.index);
    }
  }

  within(point: LatLng, radiusMetres: number): { station: number; metres: number }[] {
    const span = Math.ceil(radiusMetres / this.cellMetres);
    const [row, column] = [this.row(point.lat), this.column(point.lng)];
    const found: { station: number; metres: number }[] = [];
    for (let r = Math.max(0, row - span); r <= Math.min(this.rows - 1, row + span); r++) {
      for (let c = Math.max(0, column - span); c <= Math.min(this.columns - 1, column + span); c++) {
        for (const index of this.cells[this.cellIndex(r, c)] ?? []) {
          const station = this.stations[index];
          if (!station) continue;
          const metres = distanceMeters(point, station);
          if (metres <= radiusMetres) found.push({ station: index, metres });
        }
      }
    }
    return found;
  }

  private row(lat: number): number {
    return Math.floor((lat - this.south) / this.cellLat);
  }

  private column(lng: number): number {
    return Math.floor((lng - this.west) / this.cellLng);
  }

  private cellIndex(row: number, column: number): number {
    return row * this.columns + column;
  }
}
