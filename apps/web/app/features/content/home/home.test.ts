import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import { describe, expect, it } from "vitest";
import { HOME_DATA_TTL_MS, remembered, sponsoredFirst } from "./home.server.ts";
import { homeCatalogue, searchQuery } from "./home.ts";

const listing = (code: string, sponsored = false) => ({ code, sponsored });

describe("sponsoredFirst", () => {
  it("puts the sponsored picks first, then the rest in their order, each once", () => {
    const featured = [listing("S1", true), listing("S2", true)];
    const items = [listing("A"), listing("S1", true), listing("B"), listing("C"), listing("D"), listing("E")];
    expect(sponsoredFirst(featured, items, 6).map((l) => l.code)).toEqual(["S1", "S2", "A", "B", "C", "D"]);
  });

  it("moves a sponsored listing among the newest ahead of the plain ones", () => {
    const items = [listing("A"), listing("B"), listing("S3", true)];
    expect(sponsoredFirst([listing("S1", true)], items, 3).map((l) => l.code)).toEqual(["S1", "S3", "A"]);
  });

  it("shows what there is when the catalogue is small", () => {
    expect(sponsoredFirst([], [listing("A")], 6).map((l) => l.code)).toEqual(["A"]);
  });
});

describe("homeCatalogue", () => {
  it("keeps the neighbourhoods and types that have listings, the busiest type first", () => {
    const filters = {
      total: 12,
      neighbourhoods: [
        { name: "Pinheiros", count: 7 },
        { name: "Bela Vista", count: 5 },
      ],
      types: [
        { type: "coliving", count: 2 },
        { type: "apartamento", count: 10 },
        { type: "residencia_estudantil", count: 0 },
      ],
    } as unknown as PropertyFilters;
    expect(homeCatalogue(filters)).toEqual({
      total: 12,
      neighbourhoods: filters.neighbourhoods,
      types: [
        { type: "apartamento", count: 10 },
        { type: "coliving", count: 2 },
      ],
    });
  });
});

describe("searchQuery", () => {
  it("encodes a neighbourhood for the search page's address", () => {
    expect(searchQuery({ neighbourhood: "Vila Olímpia" })).toBe("?neighbourhood=Vila+Ol%C3%ADmpia");
  });
});

describe("remembered", () => {
  it("answers from memory within the minute, then asks again", async () => {
    let calls = 0;
    const load = async () => ++calls;
    expect(await remembered("test:count", load, 1_000)).toBe(1);
    expect(await remembered("test:count", load, 1_000 + HOME_DATA_TTL_MS - 1)).toBe(1);
    expect(await remembered("test:count", load, 1_000 + HOME_DATA_TTL_MS)).toBe(2);
  });

  it("does not keep a failure", async () => {
    let calls = 0;
    const load = async () => (++calls === 1 ? null : "ok");
    expect(await remembered("test:failure", load, 0)).toBeNull();
    expect(await remembered("test:failure", load, 1)).toBe("ok");
  });
});
