import { describe, expect, it } from "vitest";
import { addRecent, RECENTLY_VIEWED_MAX, type RecentListing } from "./recently-viewed.ts";

const listing = (n: number): RecentListing => ({
  code: `SP${10000 + n}`,
  purpose: "rent",
  title: `Listing ${n}`,
  neighbourhood: "Pinheiros",
  price: "R$ 1.000,00",
});

describe("addRecent", () => {
  it("puts the newest first and never repeats a listing", () => {
    const list = addRecent(addRecent(addRecent([], listing(1)), listing(2)), listing(1));
    expect(list.map((item) => item.code)).toEqual(["SP10001", "SP10002"]);
  });

  it("keeps only the last ten", () => {
    let list: RecentListing[] = [];
    for (let n = 1; n <= 12; n++) list = addRecent(list, listing(n));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.code).toBe("SP10012");
    expect(list.at(-1)?.code).toBe("SP10003");
  });
});
