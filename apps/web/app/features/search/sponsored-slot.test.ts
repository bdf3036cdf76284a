import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { describe, expect, it } from "vitest";
import { sponsoredSlot } from "./sponsored-slot.ts";

/** Only what the orders read; the rest of a list item does not matter here. */
const home = (
  code: string,
  rent: number,
  extra: { allIn?: number | null; minutes?: number; distanceM?: number } = {},
): PropertyListItem =>
  ({
    code,
    rentAmount: rent,
    allInMonthly: extra.allIn === undefined ? rent : extra.allIn,
    commute: extra.minutes === undefined ? undefined : { university: "usp", minutes: extra.minutes, rides: [] },
    nearbyUniversities: extra.distanceM === undefined ? [] : [{ slug: "usp", name: "USP", distanceM: extra.distanceM }],
  }) as unknown as PropertyListItem;

const codesWith = (items: PropertyListItem[], slot: ReturnType<typeof sponsoredSlot>) => {
  const codes = items.map((item) => item.code);
  if (slot) codes.splice(slot.index, 0, `*${slot.property.code}`);
  return codes;
};

describe("sponsoredSlot", () => {
  const page = [home("a", 1400), home("b", 1400), home("c", 1500), home("d", 1600)];

  it("never puts a sponsored home before a cheaper one under lowest price", () => {
    const slot = sponsoredSlot(
      { items: page, featured: [home("s", 1700), home("t", 1600)] },
      "price_asc",
      "recent",
      undefined,
    );
    // One slot only, the better placed of the two, after the last cheaper home.
    expect(codesWith(page, slot)).toEqual(["a", "b", "c", "*t", "d"]);
  });

  it("goes last when it costs more than the whole page", () => {
    const slot = sponsoredSlot({ items: page, featured: [home("s", 2500)] }, "price_asc", "recent", undefined);
    expect(codesWith(page, slot)).toEqual(["a", "b", "c", "d", "*s"]);
  });

  it("follows highest price, lowest all-in, shortest commute and nearest", () => {
    const desc = [home("d", 1600), home("c", 1500), home("a", 1400)];
    expect(
      codesWith(desc, sponsoredSlot({ items: desc, featured: [home("s", 1500)] }, "price_desc", "recent", undefined)),
    ).toEqual(["d", "*s", "c", "a"]);

    const allIn = [
      home("a", 1000, { allIn: 1200 }),
      home("b", 1000, { allIn: 1900 }),
      home("c", 1000, { allIn: null }),
    ];
    expect(
      codesWith(
        allIn,
        sponsoredSlot({ items: allIn, featured: [home("s", 900, { allIn: 1500 })] }, "total_asc", "recent", undefined),
      ),
    ).toEqual(["a", "*s", "b", "c"]);

    const walks = [home("a", 1, { minutes: 3 }), home("b", 1, { minutes: 13 }), home("c", 1)];
    expect(
      codesWith(
        walks,
        sponsoredSlot({ items: walks, featured: [home("s", 1, { minutes: 13 })] }, "commute", "recent", "usp"),
      ),
    ).toEqual(["a", "*s", "b", "c"]);
    // Without a stored commute it has no place among those with one: after them all.
    expect(
      codesWith(walks, sponsoredSlot({ items: walks, featured: [home("s", 1)] }, "commute", "recent", "usp")),
    ).toEqual(["a", "b", "c", "*s"]);

    const near = [home("a", 1, { distanceM: 300 }), home("b", 1, { distanceM: 900 })];
    expect(
      codesWith(
        near,
        sponsoredSlot({ items: near, featured: [home("s", 1, { distanceM: 1200 })] }, "distance", "distance", "usp"),
      ),
    ).toEqual(["a", "b", "*s"]);
  });

  it("takes the second place under the page's own newest-first, and the end when newest first is chosen", () => {
    const featured = [home("s", 1), home("t", 1)];
    expect(codesWith(page, sponsoredSlot({ items: page, featured }, "recent", "recent", undefined))).toEqual([
      "a",
      "*s",
      "b",
      "c",
      "d",
    ]);
    expect(codesWith(page, sponsoredSlot({ items: page, featured }, "recent", "distance", "usp"))).toEqual([
      "a",
      "b",
      "c",
      "d",
      "*s",
    ]);
  });

  it("shows none without sponsored matches or without results", () => {
    expect(sponsoredSlot({ items: page, featured: [] }, "price_asc", "recent", undefined)).toBeNull();
    expect(sponsoredSlot({ items: [], featured: [home("s", 1)] }, "recent", "recent", undefined)).toBeNull();
  });
});
