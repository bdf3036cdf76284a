import type { BoundingBox } from "@campuslar/domain/property/bounding-box";

/**
 * Listings bucketed by where they are, for the map's searches: a grid of cells over the area the
 * listings cover, each cell's slots stored together, cells row by row (south to north, west to
 * east in a row). A map area's candidates are then, per row of cells it crosses, one run of
 * consecutive cells: about the listings inside the area, where a band of latitudes holds every
 * listing east and west of it too (measured at 100,000 listings: the band search spent more
 * than a quarter of the server's time on a map search).
 */
export type SlotGrid = {
  south: number;
  west: number;
  /** Degrees per cell, north–south and east–west. */
  cellLat: number;
  cellLng: number;
  rows: number;
  cols: number;
  /** Cell `i` (`row * cols + col`) holds `slots[cellStart[i] … cellStart[i + 1]]`. */
  cellStart: Int32Array;
  slots: Int32Array;
};

/** About 550 m: a phone's smallest map view crosses a few cells, a city's widest a few thousand. */
const CELL_DEGREES = 0.005;
/** Past this many cells a side, cells grow instead: a catalogue spread over a country stays a small grid. */
const MAX_CELLS_A_SIDE = 400;

/** The grid of `slots` (those with coordinates; the others are in no map area). */
export function buildSlotGrid(lat: Float64Array, lng: Float64Array, slots: Iterable<number>): SlotGrid {
  const placed: number[] = [];
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const slot of slots) {
    const y = lat[slot] as number;
    const x = lng[slot] as number;
    if (Number.isNaN(y) || Number.isNaN(x)) continue;
    placed.push(slot);
    south = Math.min(south, y);
    north = Math.max(north, y);
    west = Math.min(west, x);
    east = Math.max(east, x);
  }
  if (placed.length === 0) {
    return {
      south: 0,
      west: 0,
      cellLat: 1,
      cellLng: 1,
      rows: 0,
      cols: 0,
      cellStart: new Int32Array(1),
      slots: new Int32Array(0),
    };
  }
  const cellLat = Math.max(CELL_DEGREES, (north - south) / MAX_CELLS_A_SIDE);
  const cellLng = Math.max(CELL_DEGREES, (east - west) / MAX_CELLS_A_SIDE);
  const rows = Math.floor((north - south) / cellLat) + 1;
  const cols = Math.floor((east - west) / cellLng) + 1;
  const cellOf = (slot: number) =>
    Math.floor(((lat[slot] as number) - south) / cellLat) * cols + Math.floor(((lng[slot] as number) - west) / cellLng);
  // A counting sort: how many per cell, where each cell starts, then each slot in its place
  // (slots in ascending order stay so within a cell).
  const cellStart = new Int32Array(rows * cols + 1);
  for (const slot of placed) {
    const after = cellOf(slot) + 1;
    cellStart[after] = (cellStart[after] as number) + 1;
  }
  for (let i = 1; i < cellStart.length; i++) cellStart[i] = (cellStart[i] as number) + (cellStart[i - 1] as number);
  const next = cellStart.slice(0, -1);
  const ordered = new Int32Array(placed.length);
  for (const slot of placed) {
    const cell = cellOf(slot);
    ordered[next[cell] as number] = slot;
    next[cell] = (next[cell] as number) + 1;
  }
  return { south, west, cellLat, cellLng, rows, cols, cellStart, slots: ordered };
}

/**
 * The slots of the cells the box touches: every slot inside it, and some just outside (in its
 * edge cells), which the search's own test of the box leaves out.
 */
export function slotsNear(grid: SlotGrid, [west, south, east, north]: BoundingBox): Int32Array {
  const clamp = (value: number, last: number) => Math.min(Math.max(value, 0), last);
  if (grid.rows === 0) return new Int32Array(0);
  const firstRow = Math.floor((south - grid.south) / grid.cellLat);
  const lastRow = Math.floor((north - grid.south) / grid.cellLat);
  const firstCol = Math.floor((west - grid.west) / grid.cellLng);
  const lastCol = Math.floor((east - grid.west) / grid.cellLng);
  if (lastRow < 0 || firstRow >= grid.rows || lastCol < 0 || firstCol >= grid.cols) return new Int32Array(0);
  const [r0, r1] = [clamp(firstRow, grid.rows - 1), clamp(lastRow, grid.rows - 1)];
  const [c0, c1] = [clamp(firstCol, grid.cols - 1), clamp(lastCol, grid.cols - 1)];
  const runs: [number, number][] = [];
  let total = 0;
  for (let row = r0; row <= r1; row++) {
    const start = grid.cellStart[row * grid.cols + c0] as number;
    const end = grid.cellStart[row * grid.cols + c1 + 1] as number;
    if (end > start) {
      runs.push([start, end]);
      total += end - start;
    }
  }
  const found = new Int32Array(total);
  let at = 0;
  for (const [start, end] of runs) {
    found.set(grid.slots.subarray(start, end), at);
    at += end - start;
  }
  return found;
}
