/**
 * The part of the map a visitor is looking at: `[west, south, east, north]` in decimal degrees
 * (WGS 84), in the order `bbox=west,south,east,north` writes it. A tuple, not an object, so it
 * reads back as the same four numbers wherever the query is turned into a key or a URL again.
 */
export type BoundingBox = readonly [west: number, south: number, east: number, north: number];

/** Four numbers as JavaScript writes any double (at most 24 characters each) and three commas. */
export const BOUNDING_BOX_MAX_LENGTH = 100;

/** A plain decimal number (`-46.6`, `.5`, `12`), or one in exponent form as `String(1e-7)` writes it. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** What a bad `bbox` answers, in the words of the search's other query errors. */
export const BOUNDING_BOX_MESSAGES = {
  format: "must be four numbers: west,south,east,north in decimal degrees",
  longitude: "west and east must be between -180 and 180",
  latitude: "south and north must be between -90 and 90",
  westEast: "west must be less than east",
  southNorth: "south must be less than north",
} as const;

/**
 * Reads `west,south,east,north`. West must be less than east and south less than north (a box
 * across the antimeridian is not taken: the catalogue is in Brazil), each within ±180 and ±90.
 */
export function parseBoundingBox(text: string): { box: BoundingBox } | { error: string } {
  const parts = text.split(",");
  if (text.length > BOUNDING_BOX_MAX_LENGTH || parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
    return { error: BOUNDING_BOX_MESSAGES.format };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (![west, east].every((lng) => lng >= -180 && lng <= 180)) return { error: BOUNDING_BOX_MESSAGES.longitude };
  if (![south, north].every((lat) => lat >= -90 && lat <= 90)) return { error: BOUNDING_BOX_MESSAGES.latitude };
  if (!(west < east)) return { error: BOUNDING_BOX_MESSAGES.westEast };
  if (!(south < north)) return { error: BOUNDING_BOX_MESSAGES.southNorth };
  return { box: [west, south, east, north] };
}

/**
 * Whether a point lies in the box, edges included. A missing coordinate (NaN) is in no box,
 * as a NULL column matches no comparison in SQL.
 */
export function inBoundingBox(box: BoundingBox, lat: number, lng: number): boolean {
  const [west, south, east, north] = box;
  return lng >= west && lng <= east && lat >= south && lat <= north;
}

/**
 * A box as `bbox=` writes it, each edge rounded to five decimals (about a metre): a map's edges
 * come with fifteen, which would make every address long and every panned search unique.
 */
export function boundingBoxText(box: BoundingBox): string {
  return box.map((edge) => Number(edge.toFixed(5))).join(",");
}
