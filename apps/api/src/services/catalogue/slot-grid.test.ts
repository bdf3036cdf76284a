import { mulberry32 } from "@campuslar/demo-seed";
import type { BoundingBox } from "@campuslar/domain/property/bounding-box";
import { inBoundingBox } from "@campuslar/domain/property/bounding-box";
import { describe, expect, it } from "vitest";
import { areaRuns, buildSlotGrid, slotsNear } from "./slot-grid.ts";

describe("the map's grid of listings", () => {
  const next = mulberry32(20);
  const size = 5_000;
  const lat = Float64Array.from({ length: size }, () => -23.75 + next() * 0.35);
  const lng = Float64Array.from({ length: size }, () => -46.85 + next() * 0.45);
  // Some listings without coordinates, which no map area holds.
  for (const slot of [3, 70, 4_999]) lat[slot] = Number.NaN;
  const everySlot = Array.from({ length: size }, (_, slot) => slot);
  const grid = buildSlotGrid(lat, lng, everySlot);

  it("finds every listing inside a map area, from a street to the whole city and past its edges", () => {
    for (let i = 0; i < 300; i++) {
      const width = [0.004, 0.01, 0.04, 0.08, 0.6][i % 5] as number;
      const west = -46.9 + next() * 0.5;
      const south = -23.8 + next() * 0.4;
      const box: BoundingBox = [west, south, west + width, south + width * 1.6];
      const found = new Set(slotsNear(grid, box));
      const inside = everySlot.filter((slot) => inBoundingBox(box, lat[slot] as number, lng[slot] as number));
      for (const slot of inside) expect(found.has(slot)).toBe(true);
      // Candidates come only from the cells the area touches: at most a cell's width beyond it.
      for (const slot of found) {
        expect(lng[slot]).toBeGreaterThanOrEqual(west - grid.cellLng);
        expect(lng[slot]).toBeLessThanOrEqual(west + width + grid.cellLng);
      }
    }
  });

  it("marks as inner only cells whose every listing is inside the area, even with edges on a listing or a cell's border", () => {
    const edgeValues = (slot: number): BoundingBox => {
      const [y, x] = [lat[slot] as number, lng[slot] as number];
      return [x, y, x + 0.03, y + 0.05];
    };
    const onCellBorders = (k: number): BoundingBox => [
      grid.west + k * grid.cellLng,
      grid.south + k * grid.cellLat,
      grid.west + (k + 9) * grid.cellLng,
      grid.south + (k + 7) * grid.cellLat,
    ];
    const boxes: BoundingBox[] = [
      ...Array.from({ length: 100 }, (_, i) => edgeValues(i * 37 + 1)),
      ...Array.from({ length: 40 }, (_, k) => onCellBorders(k)),
      [-180, -90, 180, 90],
    ];
    let innerSeen = 0;
    for (const box of boxes) {
      const { slots, runs } = areaRuns(grid, box);
      for (let r = 0; r < runs.length; r += 3) {
        if (runs[r + 2] !== 1) continue;
        for (let i = runs[r] as number; i < (runs[r + 1] as number); i++) {
          const slot = slots[i] as number;
          innerSeen++;
          expect(inBoundingBox(box, lat[slot] as number, lng[slot] as number)).toBe(true);
        }
      }
    }
    // The test means something only if inner cells were found.
    expect(innerSeen).toBeGreaterThan(1_000);
  });

  it("holds each listing with coordinates once, and none without", () => {
    expect(grid.slots.length).toBe(size - 3);
    expect(new Set(grid.slots).size).toBe(size - 3);
    expect(slotsNear(grid, [-180, -90, 180, 90]).length).toBe(size - 3);
    expect(slotsNear(grid, [10, 10, 11, 11]).length).toBe(0);
  });

  it("answers an empty catalogue with nothing", () => {
    const empty = buildSlotGrid(new Float64Array(0), new Float64Array(0), []);
    expect(slotsNear(empty, [-46.7, -23.6, -46.6, -23.5]).length).toBe(0);
  });
});
