import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { loadGtfsFeed, readGtfsFeed } from "./gtfs-feed.ts";

/** The files of a feed of one line with two stops, with the given extra text at the start of stops.txt. */
function tinyFiles(stopsPrefix = ""): Record<string, Uint8Array> {
  return {
    "stops.txt": strToU8(
      `${stopsPrefix}stop_id,stop_name,stop_desc,stop_lat,stop_lon\r\n` +
        `1,"Sé","",-23.55,-46.63\r\n` +
        `2,"Liberdade, Japão","",-23.555,-46.635\r\n\r\n`,
    ),
    "routes.txt": strToU8(
      "route_id,agency_id,route_short_name,route_long_name,route_type,route_color,route_text_color\n" +
        'L1,1,METRÔ L1,TUCURUVI - JABAQUARA,1,0455A1,""\n',
    ),
    "trips.txt": strToU8("route_id,service_id,trip_id,trip_headsign,direction_id,shape_id\nL1,USD,L1-0,JABAQUARA,0,\n"),
    "stop_times.txt": strToU8(
      "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n" +
        "L1-0,04:00:00,04:00:00,1,1\n" +
        "L1-0,25:02:30,25:02:30,2,2\n",
    ),
    "frequencies.txt": strToU8("trip_id,start_time,end_time,headway_secs\nL1-0,07:00:00,07:59:00,60\n"),
    "calendar.txt": strToU8(
      "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n" +
        "USD,1,1,1,1,1,1,0,20080101,20200501\n",
    ),
  };
}

const tinyFeed = (stopsPrefix = "") => zipSync(tinyFiles(stopsPrefix));

describe("readGtfsFeed", () => {
  it("reads a file that starts with a byte-order mark as one without", () => {
    const feed = readGtfsFeed(tinyFeed("\uFEFF"));
    expect(feed.stops.map((stop) => stop.id)).toEqual(["1", "2"]);
  });

  it("reads quoted fields (commas inside, empty ones) and skips blank lines", () => {
    const feed = readGtfsFeed(tinyFeed());
    expect(feed.stops).toEqual([
      { id: "1", name: "Sé", lat: -23.55, lng: -46.63 },
      { id: "2", name: "Liberdade, Japão", lat: -23.555, lng: -46.635 },
    ]);
    expect(feed.trips[0]).toMatchObject({ directionId: 0, shapeId: null });
  });

  it("gives a route GTFS's default text colour (black) where the feed leaves it empty", () => {
    expect(readGtfsFeed(tinyFeed()).routes[0]).toMatchObject({ color: "0455A1", textColor: "000000" });
  });

  it("reads times as seconds after midnight, past 24:00 too", () => {
    const feed = readGtfsFeed(tinyFeed());
    expect(feed.stopTimes.map((time) => time.arrival)).toEqual([4 * 3600, 25 * 3600 + 150]);
    expect(feed.frequencies).toEqual([
      { tripId: "L1-0", start: 7 * 3600, end: 7 * 3600 + 59 * 60, headwaySeconds: 60 },
    ]);
    expect([...(feed.services[0]?.days ?? [])]).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
    ]);
  });

  it("names the file, row and column of a bad value", () => {
    const zip = zipSync({
      ...tinyFiles(),
      "stops.txt": strToU8("stop_id,stop_name,stop_lat,stop_lon\n1,Sé,south,-46.63\n"),
    });
    expect(() => readGtfsFeed(zip)).toThrow("stops.txt row 1: stop_lat is not a number: south");
  });

  it("reads the São Paulo feed kept with the API: Metrô, CPTM and bus lines", async () => {
    const feed = await loadGtfsFeed();
    expect(feed.stops).toHaveLength(654);
    expect(new Set(feed.routes.map((route) => route.type))).toEqual(new Set([1, 2, 3]));
    expect(feed.routes.find((route) => route.id === "METRÔ L4")).toMatchObject({
      longName: "SÃO PAULO - MORUMBI - LUZ",
      color: "FFFF00",
    });
    expect(feed.shapes).toEqual([]);
  });

  it("reads the lines' drawn shapes only when asked", async () => {
    const feed = await loadGtfsFeed(undefined, { shapes: true });
    expect(feed.shapes.length).toBeGreaterThan(10_000);
  });
});
