import type { TransitLine, TransitLines } from "@campuslar/domain/commute/commute-dto";
import type { GtfsFeed, GtfsShapePoint } from "./gtfs-feed.ts";
import { commuteLine } from "./transit-network.ts";

/*
 * The metro and train lines as a map draws them (`GET /v2/transit/lines`): each line's colours
 * and the drawn paths of its shapes, simplified to what a city map can show, so the whole
 * network travels in a few kilobytes.
 */

/** GTFS route types drawn: 1 metro, 2 rail (CPTM). Buses are too many and too thin for the map. */
const DRAWN_ROUTE_TYPES = new Set([1, 2]);

/**
 * How far (metres) a dropped point may lie from the simplified path: about two pixels at street
 * zoom (15), where a map of the city is read, and far below what a line's width hides.
 */
export const PATH_TOLERANCE_M = 10;

type Point = [lat: number, lng: number];

export function transitLines(feed: GtfsFeed, networkDate: string): TransitLines {
  const shapes = shapesById(feed.shapes);
  const lines: TransitLine[] = [];
  for (const route of feed.routes) {
    if (!DRAWN_ROUTE_TYPES.has(route.type)) continue;
    const shapeIds = [...new Set(feed.trips.filter((trip) => trip.routeId === route.id).map((trip) => trip.shapeId))];
    const paths: Point[][] = [];
    for (const shapeId of shapeIds) {
      const points = shapeId === null ? undefined : shapes.get(shapeId);
      if (!points || points.length < 2) continue;
      const path = simplify(points, PATH_TOLERANCE_M).map(([lat, lng]): Point => [round5(lat), round5(lng)]);
      // A line's two directions usually share one path, drawn once.
      if (!paths.some((drawn) => samePath(drawn, path))) paths.push(path);
    }
    if (paths.length === 0) continue;
    lines.push({ ...commuteLine(route), paths });
  }
  return { networkDate, lines };
}

function shapesById(points: readonly GtfsShapePoint[]): Map<string, Point[]> {
  const grouped = new Map<string, GtfsShapePoint[]>();
  for (const point of points) {
    const group = grouped.get(point.shapeId);
    if (group) group.push(point);
    else grouped.set(point.shapeId, [point]);
  }
  return new Map(
    [...grouped].map(([id, group]) => [
      id,
      group.sort((a, b) => a.sequence - b.sequence).map((point): Point => [point.lat, point.lng]),
    ]),
  );
}

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** The same points in the same or the opposite order. */
function samePath(a: readonly Point[], b: readonly Point[]): boolean {
  if (a.length !== b.length) return false;
  const equal = (p: Point | undefined, q: Point | undefined) => p?.[0] === q?.[0] && p?.[1] === q?.[1];
  return a.every((p, i) => equal(p, b[i])) || a.every((p, i) => equal(p, b[b.length - 1 - i]));
}

const METRES_PER_DEGREE = 111_195;

/**
 * Douglas–Peucker: keeps the ends and, recursively, the point farthest from the chord while it
 * is farther than `toleranceM`. Distances on a flat projection around the path, plenty at a
 * city's scale.
 */
export function simplify(points: readonly Point[], toleranceM: number): Point[] {
  if (points.length <= 2) return [...points];
  const cosLat = Math.cos(((points[0]?.[0] ?? 0) * Math.PI) / 180);
  const xy = points.map(([lat, lng]) => [lng * METRES_PER_DEGREE * cosLat, lat * METRES_PER_DEGREE] as const);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    let farthest = -1;
    let farthestDistance = toleranceM;
    for (let i = first + 1; i < last; i++) {
      const distance = distanceToSegment(xy[i], xy[first], xy[last]);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i] === 1);
}

type Xy = readonly [number, number];

function distanceToSegment(p: Xy | undefined, a: Xy | undefined, b: Xy | undefined): number {
  if (!p || !a || !b) return 0;
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}
