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
 * The slots of the cells a box touches, where they already lie in the grid: per row of cells it
 * crosses, runs of `grid.slots`. Every slot inside the box is in a run, and some just outside (in
 * its edge cells), which the search's own test of the box leaves out. Nothing is copied: a map
 * search reads the runs in place (a wide view's copy was tens of kilobytes per request, for the
 * garbage collector to take back).
 *
 * A run of cells strictly inside the box's first and last rows and columns is `inner`: each of
 * its slots is inside the box (a slot's cell is found with the same arithmetic as the box's, and
 * that arithmetic never orders two values the other way round), so the search skips the box test
 * there and reads neither coordinate, the bulk of a wide view.
 */
export type AreaRuns = {
  slots: Int32Array;
  /** Flat triples: `[start, end, inner, …]`, ends excluded, `inner` 1 or 0. */
  runs: number[];
  /** How many slots the runs hold. */
  count: number;
};

export function areaRuns(grid: SlotGrid, [west, south, east, north]: BoundingBox): AreaRuns {
  const area: AreaRuns = { slots: grid.slots, runs: [], count: 0 };
  const clamp = (value: number, last: number) => Math.min(Math.max(value, 0), last);
  if (grid.rows === 0) return area;
  const firstRow = Math.floor((south - grid.south) / grid.cellLat);
  const lastRow = Math.floor((north - grid.south) / grid.cellLat);
  const firstCol = Math.floor((west - grid.west) / grid.cellLng);
  const lastCol = Math.floor((east - grid.west) / grid.cellLng);
  if (lastRow < 0 || firstRow >= grid.rows || lastCol < 0 || firstCol >= grid.cols) return area;
  const [r0, r1] = [clamp(firstRow, grid.rows - 1), clamp(lastRow, grid.rows - 1)];
  const [c0, c1] = [clamp(firstCol, grid.cols - 1), clamp(lastCol, grid.cols - 1)];
  const cellAt = (row: number, col: number) => grid.cellStart[row * grid.cols + col] as number;
  const add = (start: number, end: number, inner: 0 | 1) => {
    if (end <= start) return;
    area.runs.push(start, end, inner);
    area.count += end - start;
  };
  for (let row = r0; row <= r1; row++) {
    // Inner cells: rows and columns strictly between the box's own (unclamped) first and last.
    const innerRow = row > firstRow && row < lastRow;
    const innerFrom = Math.max(c0, firstCol + 1);
    const innerTo = Math.min(c1, lastCol - 1);
    if (!innerRow || innerFrom > innerTo) {
      add(cellAt(row, c0), cellAt(row, c1 + 1), 0);
      continue;
    }
    add(cellAt(row, c0), cellAt(row, innerFrom), 0);
    add(cellAt(row, innerFrom), cellAt(row, innerTo + 1), 1);
    add(cellAt(row, innerTo + 1), cellAt(row, c1 + 1), 0);
  }
  return area;
}

/** The slots of `areaRuns`, copied into one array. */
export function slotsNear(grid: SlotGrid, box: BoundingBox): Int32Array {
  const { slots, runs, count } = areaRuns(grid, box);
  const found = new Int32Array(count);
  let at = 0;
  for (let r = 0; r < runs.length; r += 3) {
    const [start, end] = [runs[r] as number, runs[r + 1] as number];
    found.set(slots.subarray(start, end), at);
    at += end - start;
  }
  return found;
}
