import type { University } from "@campuslar/domain/university/university-dto";
import { describe, expect, it } from "vitest";
import { filterUniversities, nearbyKey } from "./university-filter.ts";

const university = (shortName: string, neighbourhood: string, pt = shortName, en = pt): University => ({
  slug: shortName.toLowerCase(),
  shortName,
  names: { pt, en },
  neighbourhood,
  isPartner: false,
  location: { lat: -23.55, lng: -46.63 },
  nearbyListings: 3,
});

const LIST = [
  university("FGV", "Bela Vista", "Fundação Getulio Vargas", "Getulio Vargas Foundation"),
  university("USP Butantã", "Butantã", "Universidade de São Paulo", "University of São Paulo"),
  university("PUC-SP", "Perdizes", "Pontifícia Universidade Católica de São Paulo"),
];

describe("filterUniversities", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterUniversities(LIST, "")).toHaveLength(3);
    expect(filterUniversities(LIST, "   ")).toHaveLength(3);
  });

  it("matches short name, either full name and neighbourhood, ignoring case and accents", () => {
    expect(filterUniversities(LIST, "fgv").map((u) => u.shortName)).toEqual(["FGV"]);
    expect(filterUniversities(LIST, "butanta").map((u) => u.shortName)).toEqual(["USP Butantã"]);
    expect(filterUniversities(LIST, "foundation").map((u) => u.shortName)).toEqual(["FGV"]);
    expect(filterUniversities(LIST, "CATÓLICA").map((u) => u.shortName)).toEqual(["PUC-SP"]);
    expect(filterUniversities(LIST, "são paulo")).toHaveLength(2);
  });

  it("answers nothing when nothing matches", () => {
    expect(filterUniversities(LIST, "unicamp")).toEqual([]);
  });
});

describe("nearbyKey", () => {
  it("has a zero, a singular and a plural form", () => {
    expect(nearbyKey(0)).toBe("universities.nearby.zero");
    expect(nearbyKey(1)).toBe("universities.nearby.one");
    expect(nearbyKey(42)).toBe("universities.nearby.other");
  });
});
