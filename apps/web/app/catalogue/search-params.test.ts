import { describe, expect, it } from "vitest";
import {
  cleanSearchParams,
  formatDistance,
  hasFilters,
  pageItems,
  readSearchValues,
  withParam,
} from "./search-params.ts";

describe("cleanSearchParams", () => {
  it("drops empty fields, defaults and unknown names, in a fixed order", () => {
    const entries: [string, string][] = [
      ["order", "price_asc"],
      ["minPrice", " 1500 "],
      ["maxPrice", ""],
      ["hasPool", "true"],
      ["view", "grid"],
      ["page", "1"],
      ["utm_source", "x"],
      ["bedrooms", "2"],
    ];
    expect(cleanSearchParams(entries, "recent")).toBe("?minPrice=1500&bedrooms=2&hasPool=true&order=price_asc");
  });

  it("keeps the commute's minutes after their university, and the commute order", () => {
    const entries: [string, string][] = [
      ["maxCommute", "30"],
      ["order", "commute"],
      ["university", "fgv"],
    ];
    expect(cleanSearchParams(entries, "recent")).toBe("?university=fgv&maxCommute=30&order=commute");
  });

  it("leaves out the page's own default order, and answers nothing for no filter", () => {
    expect(cleanSearchParams([["order", "distance"]], "distance")).toBe("");
    expect(cleanSearchParams([["order", "recent"]], "distance")).toBe("?order=recent");
  });

  it("keeps the first of repeated names and what a bad value says, for the server to explain", () => {
    expect(
      cleanSearchParams(
        [
          ["minPrice", "abc"],
          ["minPrice", "10"],
        ],
        "recent",
      ),
    ).toBe("?minPrice=abc");
  });
});

describe("cleanSearchParams and the stay", () => {
  it("keeps the move-out date only with the 'dates' stay the filters sent", () => {
    const form = (stay: string): [string, string][] => [
      ["moveIn", "2027-02-01"],
      ["stay", stay],
      ["moveOut", "2027-07-31"],
    ];
    expect(cleanSearchParams(form("dates"), "recent")).toBe("?stay=dates&moveIn=2027-02-01&moveOut=2027-07-31");
    expect(cleanSearchParams(form("first_semester"), "recent")).toBe("?stay=first_semester&moveIn=2027-02-01");
    expect(cleanSearchParams(form(""), "recent")).toBe("?moveIn=2027-02-01");
  });

  it("keeps a move-out date of an address that names no stay, as a shared link has it", () => {
    expect(withParam("?moveIn=2027-02-01&moveOut=2027-07-31", "page", "2", "recent")).toBe(
      "?moveIn=2027-02-01&moveOut=2027-07-31&page=2",
    );
  });
});

describe("withParam", () => {
  it("changes one parameter and keeps the others", () => {
    expect(withParam("?type=coliving&page=2", "page", "3", "recent")).toBe("?type=coliving&page=3");
    expect(withParam("?type=coliving&page=2", "page", "1", "recent")).toBe("?type=coliving");
    expect(withParam("?view=list", "view", undefined, "recent")).toBe("");
  });
});

describe("readSearchValues and hasFilters", () => {
  it("reads only the screen's parameters, trimmed", () => {
    const values = readSearchValues(new URLSearchParams("minPrice=%201000&page=2&foo=bar&type="));
    expect(values).toEqual({ minPrice: "1000", page: "2" });
    expect(hasFilters(values)).toBe(true);
    expect(hasFilters(readSearchValues(new URLSearchParams("page=3&order=price_asc&view=list")))).toBe(false);
  });
});

describe("pageItems", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("keeps first, last and neighbours, with gaps that never hide one page", () => {
    expect(pageItems(1, 24)).toEqual([1, 2, "gap", 24]);
    expect(pageItems(12, 24)).toEqual([1, "gap", 11, 12, 13, "gap", 24]);
    expect(pageItems(3, 24)).toEqual([1, 2, 3, 4, "gap", 24]);
    expect(pageItems(24, 24)).toEqual([1, "gap", 23, 24]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("formatDistance", () => {
  it("uses metres under a kilometre and the language's decimal mark above", () => {
    expect(formatDistance("pt", 847)).toBe("850 m");
    expect(formatDistance("pt", 1434)).toBe("1,4 km");
    expect(formatDistance("en", 1434)).toBe("1.4 km");
    expect(formatDistance("en", 996)).toBe("1.0 km");
  });
});
