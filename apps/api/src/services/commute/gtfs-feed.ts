import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";

/*
 * A GTFS feed read into typed tables: the parts a commute needs (stops, routes, trips, their stop
 * times and frequencies, the service calendar) and, when asked, the drawn shapes of the lines
 * for a map. Times are seconds after midnight of the service day (GTFS allows 25:10:00 for a
 * trip running past midnight); coordinates are decimal degrees.
 */

/** The São Paulo feed (SPTrans, network of about 2019) kept with the API; see data/transit/README.md. */
export const SAO_PAULO_FEED_PATH = new URL("../../../data/transit/spo_gtfs.zip", import.meta.url);

export type GtfsStop = { id: string; name: string; lat: number; lng: number };

export type GtfsRoute = {
  id: string;
  shortName: string;
  longName: string;
  /** GTFS route_type: 0 tram, 1 metro, 2 rail, 3 bus, … */
  type: number;
  /** Six hex digits without `#`; GTFS's defaults (white, black text) where the feed leaves them empty. */
  color: string;
  textColor: string;
};

export type GtfsTrip = {
  id: string;
  routeId: string;
  serviceId: string;
  headsign: string;
  directionId: number | null;
  shapeId: string | null;
};

export type GtfsStopTime = {
  tripId: string;
  stopId: string;
  sequence: number;
  /** Null for a stop the feed leaves untimed (GTFS allows it between timed stops). */
  arrival: number | null;
  departure: number | null;
};

export type GtfsFrequency = { tripId: string; start: number; end: number; headwaySeconds: number };

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar.txt row: which days of the week a service runs. */
export type GtfsService = { id: string; days: ReadonlySet<Weekday> };

export type GtfsShapePoint = { shapeId: string; sequence: number; lat: number; lng: number };

export type GtfsFeed = {
  stops: GtfsStop[];
  routes: GtfsRoute[];
  trips: GtfsTrip[];
  stopTimes: GtfsStopTime[];
  frequencies: GtfsFrequency[];
  services: GtfsService[];
  /** Empty unless asked for: the largest table by far, and only a map needs it. */
  shapes: GtfsShapePoint[];
};

type Row = Record<string, string>;

/** Reads a GTFS zip. Throws, naming the file, row and column, on a missing file or a bad value. */
export function readGtfsFeed(zip: Uint8Array, options: { shapes?: boolean } = {}): GtfsFeed {
  const files = unzipSync(zip, {
    filter: (file) => options.shapes === true || file.name !== "shapes.txt",
  });
  const table = (name: string, required = true): Table => {
    const bytes = files[name];
    if (!bytes) {
      if (required) throw new Error(`GTFS feed has no ${name}`);
      return new Table(name, []);
    }
    return new Table(name, parseCsv(bytes));
  };

  return {
    stops: table("stops.txt").map((r) => ({
      id: r.text("stop_id"),
      name: r.text("stop_name"),
      lat: r.number("stop_lat"),
      lng: r.number("stop_lon"),
    })),
    routes: table("routes.txt").map((r) => ({
      id: r.text("route_id"),
      shortName: r.optionalText("route_short_name") ?? "",
      longName: r.optionalText("route_long_name") ?? "",
      type: r.number("route_type"),
      color: r.optionalText("route_color") ?? "FFFFFF",
      textColor: r.optionalText("route_text_color") ?? "000000",
    })),
    trips: table("trips.txt").map((r) => ({
      id: r.text("trip_id"),
      routeId: r.text("route_id"),
      serviceId: r.text("service_id"),
      headsign: r.optionalText("trip_headsign") ?? "",
      directionId: r.optionalNumber("direction_id"),
      shapeId: r.optionalText("shape_id"),
    })),
    stopTimes: table("stop_times.txt").map((r) => ({
      tripId: r.text("trip_id"),
      stopId: r.text("stop_id"),
      sequence: r.number("stop_sequence"),
      arrival: r.optionalTime("arrival_time"),
      departure: r.optionalTime("departure_time"),
    })),
    frequencies: table("frequencies.txt", false).map((r) => ({
      tripId: r.text("trip_id"),
      start: r.time("start_time"),
      end: r.time("end_time"),
      headwaySeconds: r.number("headway_secs"),
    })),
    services: table("calendar.txt", false).map((r) => ({
      id: r.text("service_id"),
      days: new Set(WEEKDAYS.filter((day) => r.number(day) === 1)),
    })),
    shapes: table("shapes.txt", false).map((r) => ({
      shapeId: r.text("shape_id"),
      sequence: r.number("shape_pt_sequence"),
      lat: r.number("shape_pt_lat"),
      lng: r.number("shape_pt_lon"),
    })),
  };
}

/** Reads the feed kept with the API (or another zip on disk). */
export async function loadGtfsFeed(path: URL | string = SAO_PAULO_FEED_PATH, options: { shapes?: boolean } = {}) {
  return readGtfsFeed(await readFile(path), options);
}

/**
 * Rows as objects keyed by the header. A byte-order mark (some exporters write one) would
 * otherwise be part of the first column's name; a quoted empty field ("") reads as empty,
 * as an unquoted one does; blank lines (a trailing newline or two) are no rows.
 */
function parseCsv(bytes: Uint8Array): Row[] {
  return parse<Row>(bytes, {
    columns: (header: string[]) => header.map((name) => name.trim()),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
}

/** One file's rows, read field by field with the file, row and column named in any error. */
class Table {
  constructor(
    private readonly file: string,
    private readonly rows: Row[],
  ) {}

  map<T>(read: (row: Fields) => T): T[] {
    return this.rows.map((row, index) => read(new Fields(this.file, index + 1, row)));
  }
}

class Fields {
  constructor(
    private readonly file: string,
    /** Counted from 1 after the header, blank lines not counted. */
    private readonly rowNumber: number,
    private readonly row: Row,
  ) {}

  optionalText(column: string): string | null {
    const value = this.row[column]?.trim();
    return value ? value : null;
  }

  text(column: string): string {
    return this.optionalText(column) ?? this.fail(column, "is missing");
  }

  optionalNumber(column: string): number | null {
    const value = this.optionalText(column);
    if (value === null) return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : this.fail(column, `is not a number: ${value}`);
  }

  number(column: string): number {
    return this.optionalNumber(column) ?? this.fail(column, "is missing");
  }

  optionalTime(column: string): number | null {
    const value = this.optionalText(column);
    if (value === null) return null;
    const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(value);
    if (!match) return this.fail(column, `is not a time (H:MM:SS): ${value}`);
    return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  }

  time(column: string): number {
    return this.optionalTime(column) ?? this.fail(column, "is missing");
  }

  private fail(column: string, problem: string): never {
    throw new Error(`${this.file} row ${this.rowNumber}: ${column} ${problem}`);
  }
}
