import { describe, expect, it } from "vitest";
import {
  BELOW_MARKET_SHARE,
  MIN_COMPARABLES,
  type PeerPrices,
  peerGroupKey,
  peerGroupOf,
  priceVerdict,
  SIZE_BANDS,
  sizeBandOf,
} from "./fair-price.ts";

const home = { advertisedUnit: "whole", sharedBedroom: false, hasFurniture: true, areaM2: 50 } as const;
const room = { ...home, advertisedUnit: "room", areaM2: 175 } as const;

describe("a listing's peer group", () => {
  it("tells a bed in a shared room from a private room, and both from a whole home", () => {
    expect(peerGroupOf({ ...room, sharedBedroom: true })).toEqual({
      letting: "shared_bed",
      furnished: true,
      sizeBand: null,
    });
    expect(peerGroupOf(room)).toEqual({ letting: "private_room", furnished: true, sizeBand: null });
    expect(peerGroupOf(home).letting).toBe("whole");
    const keys = new Set([{ ...room, sharedBedroom: true }, room, home].map((l) => peerGroupKey(peerGroupOf(l))));
    expect(keys.size).toBe(3);
  });

  it("keeps furnished and unfurnished apart", () => {
    expect(peerGroupKey(peerGroupOf(home))).not.toBe(peerGroupKey(peerGroupOf({ ...home, hasFurniture: false })));
    expect(peerGroupKey(peerGroupOf(room))).not.toBe(peerGroupKey(peerGroupOf({ ...room, hasFurniture: false })));
  });

  it("puts a whole home in its size band, both ends included, and a room's home area aside", () => {
    expect(sizeBandOf(20)).toEqual({ minM2: 0, maxM2: 20 });
    expect(sizeBandOf(21)).toEqual({ minM2: 21, maxM2: 30 });
    expect(sizeBandOf(30)).toEqual({ minM2: 21, maxM2: 30 });
    expect(sizeBandOf(100)).toEqual({ minM2: 71, maxM2: 100 });
    expect(sizeBandOf(101)).toEqual({ minM2: 101, maxM2: null });
    expect(sizeBandOf(2000)).toEqual({ minM2: 101, maxM2: null });
    expect(peerGroupKey(peerGroupOf({ ...home, areaM2: 30 }))).not.toBe(
      peerGroupKey(peerGroupOf({ ...home, areaM2: 31 })),
    );
    // A room is priced by the room: its home's area does not split its peers.
    expect(peerGroupKey(peerGroupOf({ ...room, areaM2: 40 }))).toBe(
      peerGroupKey(peerGroupOf({ ...room, areaM2: 200 })),
    );
  });

  it("has bands that follow each other without a gap", () => {
    for (const [i, band] of SIZE_BANDS.entries()) {
      const next = SIZE_BANDS[i + 1];
      if (next) expect(next.minM2).toBe((band.maxM2 ?? Number.NaN) + 1);
      else expect(band.maxM2).toBeNull();
    }
  });
});

describe("the verdict on a price", () => {
  const peers = (sample: number): PeerPrices => ({
    sample,
    lowCents: 900_00,
    medianCents: 1000_00,
    highCents: 1200_00,
  });
  const threshold = BELOW_MARKET_SHARE * 100;

  it("is drawn from exactly the fewest comparables, and none from one fewer", () => {
    expect(priceVerdict(500_00, peers(MIN_COMPARABLES))).toEqual({ percent: -50, farBelowMarket: true });
    expect(priceVerdict(500_00, peers(MIN_COMPARABLES - 1))).toEqual({ percent: null, farBelowMarket: false });
  });

  it("warns at exactly 35% below the median, and not one point less", () => {
    expect(priceVerdict(1000_00 * (1 - threshold / 100), peers(MIN_COMPARABLES))).toEqual({
      percent: -threshold,
      farBelowMarket: true,
    });
    expect(priceVerdict(1000_00 * (1 - (threshold - 1) / 100), peers(MIN_COMPARABLES))).toEqual({
      percent: -(threshold - 1),
      farBelowMarket: false,
    });
  });

  it("says how far above, without a warning", () => {
    expect(priceVerdict(1250_00, peers(40))).toEqual({ percent: 25, farBelowMarket: false });
  });
});
