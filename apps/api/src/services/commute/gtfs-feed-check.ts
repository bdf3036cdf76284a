import { FEED_PROBLEMS_SHOWN, type FeedProblem } from "@campuslar/domain/commute/transit-feed";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { WEEKDAYS } from "./gtfs-feed.ts";

/*
 * An uploaded GTFS zip checked before it is loaded (decision 033): every file the router needs,
 * the columns it reads, and each row's values and ids, with the file and line (the header is line
 * 1) of each problem. `readGtfsFeed` then reads a feed that passed without failing.
 */

export type FeedCheck = {
  /** The first FEED_PROBLEMS_SHOWN problems, file by file in the order below. */
  problems: FeedProblem[];
  /** How many were found in all. */
  count: number;
  /** `YYYY-MM` from feed_info.txt, or from a calendar that spans at most two years; null when neither says. */
  networkDate: string | null;
};

/** The columns each file must have; `stop_name` too, as stations are named by it. */
const REQUIRED_COLUMNS = {
  "agency.txt": ["agency_name", "agency_url", "agency_timezone"],
  "stops.txt": ["stop_id", "stop_name", "stop_lat", "stop_lon"],
  "routes.txt": ["route_id", "route_type"],
  "trips.txt": ["route_id", "service_id", "trip_id"],
  "stop_times.txt": ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence"],
  // The router rides frequencies (a headway per hour), not timetables: it needs them.
  "frequencies.txt": ["trip_id", "start_time", "end_time", "headway_secs"],
  "calendar.txt": ["service_id", ...WEEKDAYS, "start_date", "end_date"],
  "calendar_dates.txt": ["service_id", "date", "exception_type"],
  "feed_info.txt": ["feed_publisher_name", "feed_publisher_url", "feed_lang"],
} as const;
type FeedFileName = keyof typeof REQUIRED_COLUMNS;

/** GTFS's route types: the basic ones and the extended (Europe-wide) ones. */
const knownRouteType = (type: number) =>
  (type >= 0 && type <= 7) || type === 11 || type === 12 || (type >= 100 && type <= 1702);

const TIME = /^\d{1,2}:[0-5]\d:[0-5]\d$/;
const DATE = /^(\d{4})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

type Row = { line: number; values: Record<string, string> };

export function checkGtfsFeed(zip: Uint8Array): FeedCheck {
  const problems = new Problems();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => file.name !== "shapes.txt" });
  } catch {
    problems.add({ file: "feed", line: null, code: "notZip" });
    return problems.result(null);
  }

  const read = (file: FeedFileName, required: boolean): Row[] | null => {
    const bytes = files[file];
    if (!bytes) {
      if (required) problems.add({ file, line: null, code: "missingFile" });
      return null;
    }
    let records: { record: Record<string, string>; info: { lines: number } }[];
    try {
      records = parse(bytes, {
        columns: (header: string[]) => header.map((name) => name.trim()),
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        info: true,
      });
    } catch (error) {
      const line = (error as { lines?: number }).lines ?? null;
      const reason = error instanceof Error ? error.message.split(":")[0] : "CSV";
      problems.add({ file, line, code: "badCsv", value: reason });
      return null;
    }
    if (records.length === 0) {
      problems.add({ file, line: null, code: "emptyFile" });
      return null;
    }
    const first = records[0]?.record ?? {};
    let columnsOk = true;
    for (const column of REQUIRED_COLUMNS[file]) {
      if (!(column in first)) {
        problems.add({ file, line: 1, code: "missingColumn", column });
        columnsOk = false;
      }
    }
    return columnsOk ? records.map(({ record, info }) => ({ line: info.lines, values: record })) : null;
  };

  read("agency.txt", true);
  const stops = read("stops.txt", true);
  const routes = read("routes.txt", true);
  const trips = read("trips.txt", true);
  const stopTimes = read("stop_times.txt", true);
  const frequencies = read("frequencies.txt", true);
  const hasCalendar = "calendar.txt" in files || "calendar_dates.txt" in files;
  if (!hasCalendar) problems.add({ file: "calendar.txt", line: null, code: "missingCalendar" });
  const calendar = hasCalendar ? read("calendar.txt", false) : null;
  const calendarDates = hasCalendar ? read("calendar_dates.txt", false) : null;
  const feedInfo = "feed_info.txt" in files ? read("feed_info.txt", false) : null;

  const check = (file: FeedFileName, rows: Row[] | null, each: (row: Fields) => void) => {
    for (const row of rows ?? []) each(new Fields(file, row, problems));
  };

  const stopIds = new Set<string>();
  check("stops.txt", stops, (row) => {
    row.uniqueId("stop_id", stopIds);
    row.text("stop_name");
    row.coordinate("stop_lat", 90, "badLatitude");
    row.coordinate("stop_lon", 180, "badLongitude");
  });
  const routeIds = new Set<string>();
  check("routes.txt", routes, (row) => {
    row.uniqueId("route_id", routeIds);
    const type = row.number("route_type");
    if (type !== null && !knownRouteType(type)) row.fail("route_type", "badRouteType");
  });
  const serviceIds = new Set<string>();
  const calendarRange: string[] = [];
  check("calendar.txt", calendar, (row) => {
    row.uniqueId("service_id", serviceIds);
    for (const day of WEEKDAYS) {
      const value = row.text(day);
      if (value !== null && value !== "0" && value !== "1") row.fail(day, "badDay");
    }
    for (const column of ["start_date", "end_date"]) {
      const date = row.date(column);
      if (date) calendarRange.push(date);
    }
  });
  check("calendar_dates.txt", calendarDates, (row) => {
    const id = row.text("service_id");
    if (id) serviceIds.add(id);
    row.date("date");
  });
  const tripIds = new Set<string>();
  check("trips.txt", trips, (row) => {
    row.uniqueId("trip_id", tripIds);
    if (routes) row.knownId("route_id", routeIds, "routes.txt");
    if (calendar || calendarDates) row.knownId("service_id", serviceIds, "calendar.txt");
  });
  check("stop_times.txt", stopTimes, (row) => {
    if (trips) row.knownId("trip_id", tripIds, "trips.txt");
    if (stops) row.knownId("stop_id", stopIds, "stops.txt");
    row.number("stop_sequence");
    row.time("arrival_time", false);
    row.time("departure_time", false);
  });
  check("frequencies.txt", frequencies, (row) => {
    if (trips) row.knownId("trip_id", tripIds, "trips.txt");
    const start = row.time("start_time", true);
    const end = row.time("end_time", true);
    row.number("headway_secs");
    if (start !== null && end !== null && end <= start) row.fail("end_time", "endBeforeStart");
  });
  let infoDate: string | null = null;
  check("feed_info.txt", feedInfo, (row) => {
    if (row.has("feed_start_date")) infoDate ??= row.date("feed_start_date");
  });

  return problems.result(infoDate ? toMonth(infoDate) : shortCalendarMonth(calendarRange));
}

/** `YYYYMMDD` → `YYYY-MM`. */
const toMonth = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}`;

/**
 * A calendar says the network's month only when it is short: a feed valid for a season or a year
 * describes that network, while one "valid" from 2008 to 2020 (the demo feed's) says nothing.
 */
function shortCalendarMonth(dates: string[]): string | null {
  if (dates.length === 0) return null;
  const sorted = dates.toSorted();
  const first = sorted[0] ?? "";
  const last = sorted.at(-1) ?? "";
  const days = (Date.parse(isoDate(last)) - Date.parse(isoDate(first))) / 86_400_000;
  return days <= 731 ? toMonth(first) : null;
}

const isoDate = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

class Problems {
  private readonly shown: FeedProblem[] = [];
  private count = 0;

  add(problem: FeedProblem): void {
    this.count += 1;
    if (this.shown.length < FEED_PROBLEMS_SHOWN) this.shown.push(problem);
  }

  result(networkDate: string | null): FeedCheck {
    return { problems: this.shown, count: this.count, networkDate };
  }
}

/** One row's fields, each read with its problems written down against the file and line. */
class Fields {
  constructor(
    private readonly file: FeedFileName,
    private readonly row: Row,
    private readonly problems: Problems,
  ) {}

  has(column: string): boolean {
    return (this.row.values[column]?.trim() ?? "") !== "";
  }

  fail(column: string, code: FeedProblem["code"], expected?: string): null {
    const value = this.row.values[column]?.trim() ?? "";
    this.problems.add({ file: this.file, line: this.row.line, code, column, value, expected });
    return null;
  }

  text(column: string): string | null {
    const value = this.row.values[column]?.trim() ?? "";
    return value ? value : this.fail(column, "missingValue");
  }

  uniqueId(column: string, seen: Set<string>): void {
    const id = this.text(column);
    if (id === null) return;
    if (seen.has(id)) this.fail(column, "duplicateId");
    seen.add(id);
  }

  knownId(column: string, known: ReadonlySet<string>, file: string): void {
    const id = this.text(column);
    if (id !== null && !known.has(id)) this.fail(column, "unknownId", file);
  }

  number(column: string): number | null {
    const value = this.text(column);
    if (value === null) return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : this.fail(column, "badNumber");
  }

  coordinate(column: string, limit: number, code: "badLatitude" | "badLongitude"): void {
    const value = this.text(column);
    if (value === null) return;
    const number = Number(value);
    if (!Number.isFinite(number) || Math.abs(number) > limit) this.fail(column, code);
  }

  /** Seconds after midnight; an empty optional time (GTFS allows untimed stops) is null without a problem. */
  time(column: string, required: boolean): number | null {
    const value = this.row.values[column]?.trim() ?? "";
    if (!value) return required ? this.fail(column, "missingValue") : null;
    if (!TIME.test(value)) return this.fail(column, "badTime");
    const [h, m, s] = value.split(":").map(Number);
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
  }

  date(column: string): string | null {
    const value = this.text(column);
    if (value === null) return null;
    return DATE.test(value) ? value : this.fail(column, "badDate");
  }
}
