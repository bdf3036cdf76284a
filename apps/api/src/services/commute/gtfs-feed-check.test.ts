import { feedProblemText } from "@campuslar/domain/commute/transit-feed";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { demoFeedZip, feedInfo, replaceLine } from "../../test/gtfs-zip.ts";
import { readGtfsFeed } from "./gtfs-feed.ts";
import { checkGtfsFeed } from "./gtfs-feed-check.ts";

const texts = (zip: Uint8Array, locale: "en" | "pt" = "en") =>
  checkGtfsFeed(zip).problems.map((problem) => feedProblemText(problem, locale));

describe("checkGtfsFeed (an uploaded feed, checked before it is loaded)", () => {
  it("passes the demo feed, which then reads, and says no date of its own (its calendar runs 2008–2020)", () => {
    const zip = demoFeedZip();
    expect(checkGtfsFeed(zip)).toEqual({ problems: [], count: 0, networkDate: null });
    expect(readGtfsFeed(zip).stops.length).toBeGreaterThan(600);
  });

  it("takes the network's month from feed_info.txt", () => {
    const zip = demoFeedZip(undefined, { "feed_info.txt": feedInfo("20240315") });
    expect(checkGtfsFeed(zip)).toMatchObject({ count: 0, networkDate: "2024-03" });
  });

  it("takes it from a calendar of a year or less", () => {
    const zip = demoFeedZip((file, text) =>
      file === "calendar.txt" ? text.replaceAll("20080101", "20230201").replaceAll("20200501", "20231231") : text,
    );
    expect(checkGtfsFeed(zip)).toMatchObject({ count: 0, networkDate: "2023-02" });
  });

  it("names the file and line of a time that is not HH:MM:SS, in both languages", () => {
    const zip = demoFeedZip((file, text) =>
      file === "stop_times.txt" ? replaceLine(text, 3, "CPTM L07-0,25:7,04:08:00,18920,2") : text,
    );
    expect(texts(zip)).toEqual(["stop_times.txt, line 3: arrival_time '25:7' is not HH:MM:SS"]);
    expect(texts(zip, "pt")).toEqual(["stop_times.txt, linha 3: arrival_time '25:7' não está no formato HH:MM:SS"]);
  });

  it("names a stop id that stops.txt does not have", () => {
    const zip = demoFeedZip((file, text) =>
      file === "stop_times.txt" ? replaceLine(text, 2, "CPTM L07-0,04:00:00,04:00:00,NOPE,1") : text,
    );
    expect(texts(zip)).toEqual(["stop_times.txt, line 2: stop_id 'NOPE' is not in stops.txt"]);
  });

  it("names a column missing from a header, on line 1", () => {
    const zip = demoFeedZip((file, text) => (file === "stops.txt" ? text.replace("stop_lat", "latitude") : text));
    expect(texts(zip)).toEqual(["stops.txt, line 1: the header has no stop_lat column"]);
  });

  it("names a missing file, and a missing calendar", () => {
    const zip = demoFeedZip((file, text) => (file === "frequencies.txt" || file === "calendar.txt" ? null : text));
    expect(texts(zip)).toEqual([
      "frequencies.txt: the file is missing from the zip",
      "calendar.txt: the feed has neither calendar.txt nor calendar_dates.txt",
    ]);
  });

  it("names coordinates out of range and an unknown route type", () => {
    const zip = demoFeedZip((file, text) => {
      if (file === "routes.txt") return text.replace(/,1,(\w{6}),/, ",99,$1,");
      if (file === "stops.txt") {
        const lines = text.split("\n");
        const fields = lines[1]?.split(",") ?? [];
        const header = lines[0]?.split(",") ?? [];
        fields[header.indexOf("stop_lat")] = "-123.5";
        return replaceLine(text, 2, fields.join(","));
      }
      return text;
    });
    const found = texts(zip);
    expect(found).toContain("stops.txt, line 2: stop_lat '-123.5' is not a latitude between -90 and 90");
    expect(
      found.some((text) => /^routes\.txt, line \d+: route_type '99' is not a known GTFS route type$/.test(text)),
    ).toBe(true);
  });

  it("lists only the first 20 problems, and counts them all", () => {
    const zip = demoFeedZip((file, text) => (file === "stop_times.txt" ? text.replaceAll(",04:", ",4h") : text));
    const check = checkGtfsFeed(zip);
    expect(check.problems).toHaveLength(20);
    expect(check.count).toBeGreaterThan(20);
  });

  it("says a file that is not a zip is not one", () => {
    expect(texts(strToU8("trip_id,arrival_time\n"))).toEqual(["feed: the file is not a zip archive"]);
    expect(texts(zipSync({}))).toContain("stops.txt: the file is missing from the zip");
  });
});
