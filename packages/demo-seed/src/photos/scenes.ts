import { PHOTO_ASPECT, PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import { Random } from "../prng.ts";
import { type BathLayout, bathroom } from "./bathrooms.ts";
import { type BedKind, bedroom, type RoomStyle } from "./bedrooms.ts";
import type { FloorStyle, View, WallStyle } from "./decor.ts";
import { type FacadeStyle, facade } from "./facades.ts";
import { type KitchenLayout, kitchen, type Tiles } from "./kitchens.ts";
import { OUTDOOR_TIMES, PALETTES, type Palette, ROOM_TIMES, SKIES, sceneDefs, type TimeOfDay } from "./palettes.ts";
import { livingRoom, studyRoom } from "./rooms.ts";
import { streetScene } from "./streets.ts";
import { type Drawn, mirrored, svgDocument } from "./svg.ts";

/**
 * The demo photo pool: flat illustrations of rooms, buildings and streets drawn as SVG, so
 * the catalogue shows real, varied images without shipping binaries or fetching anything.
 * Each scene is a layout (what stands where), a palette, a time of day and a few finishes,
 * enumerated so that no two scenes of a kind share all of them, and drawn from a random
 * stream seeded by its name: adding scenes never changes how the others look.
 */

export type { FacadeStyle } from "./facades.ts";

/** Every pool photo is stored up to the largest width; its rows carry that size. */
export const POOL_PHOTO_SIZE = {
  width: Math.max(...PHOTO_WIDTHS),
  height: Math.round(Math.max(...PHOTO_WIDTHS) / PHOTO_ASPECT),
} as const;

export type SceneKind = "facade" | "bedroom" | "living" | "kitchen" | "bathroom" | "study" | "street";

/** The kinds of home a listing can be: a scene says which it fits. */
export type Home = "apartment" | "coliving" | "residence";

export type Scene = {
  /** File stem: the storage key is `seed/<name>`. */
  name: string;
  kind: SceneKind;
  altPt: string;
  altEn: string;
  /** The homes whose listings may show it. */
  homes: readonly Home[];
  /** For façades: what kind of building. */
  building?: FacadeStyle;
  /** For bedrooms: who sleeps there (two beds for a shared room). */
  beds?: BedKind;
  /** What sets it apart from the other scenes of its kind: layout, palette, time of day, finishes. */
  variant: string;
  svg: string;
};

type Spec = {
  kind: SceneKind;
  homes: readonly Home[];
  layout: string;
  building?: FacadeStyle;
  beds?: BedKind;
  draw: (rng: Random, p: Palette, time: TimeOfDay, i: number) => Drawn;
  outdoor?: boolean;
};

const VIEWS: readonly View[] = ["city", "trees", "houses"];
const FLOORS: readonly FloorStyle[] = ["planks", "herringbone", "tiles", "planks", "carpet", "concrete"];
const WALLS: readonly WallStyle[] = ["plain", "two-tone", "panel", "plain", "stripes", "brick"];
const TILES: readonly Tiles[] = ["square", "subway", "tall", "painted"];

const at = <T>(items: readonly T[], i: number): T => items[((i % items.length) + items.length) % items.length] as T;
const finish = (i: number) => ({
  view: at(VIEWS, i),
  floor: at(FLOORS, i * 5 + 1),
  wall: at(WALLS, Math.floor(i / 2)),
});

const APARTMENT_LIKE: readonly Home[] = ["apartment", "coliving"];
const SHARED_ROOMS: readonly Home[] = ["coliving", "residence"];

function bedroomSpec(style: RoomStyle, beds: BedKind, homes: readonly Home[]): Omit<Spec, "layout"> {
  return {
    kind: "bedroom",
    homes,
    beds,
    draw: (rng, p, time, i) => bedroom(rng, p, SKIES[time], { style, beds, ...finish(i) }),
  };
}

/** How many scenes of each layout the pool holds. Listings' first photos come from whole groups. */
const GROUPS: readonly (Omit<Spec, "layout"> & { layout: string; count: number })[] = [
  // Bedrooms: private rooms in homes, in residences, and shared rooms in either.
  { layout: "home-double", count: 30, ...bedroomSpec("home", "double", APARTMENT_LIKE) },
  { layout: "home-single", count: 26, ...bedroomSpec("home", "single", APARTMENT_LIKE) },
  { layout: "residence-single", count: 52, ...bedroomSpec("residence", "single", ["residence"]) },
  { layout: "home-twin", count: 16, ...bedroomSpec("home", "twin", SHARED_ROOMS) },
  { layout: "home-bunk", count: 8, ...bedroomSpec("home", "bunk", SHARED_ROOMS) },
  { layout: "residence-bunk", count: 16, ...bedroomSpec("residence", "bunk", SHARED_ROOMS) },
  { layout: "residence-twin", count: 10, ...bedroomSpec("residence", "twin", SHARED_ROOMS) },
  // Living rooms and lounges.
  {
    layout: "living",
    count: 54,
    kind: "living",
    homes: APARTMENT_LIKE,
    draw: (rng, p, t, i) => livingRoom(rng, p, SKIES[t], finish(i), false),
  },
  {
    layout: "lounge",
    count: 12,
    kind: "living",
    homes: ["residence"],
    draw: (rng, p, t, i) => livingRoom(rng, p, SKIES[t], finish(i), true),
  },
  // Kitchens and bathrooms.
  ...(
    [
      ["galley", 16, APARTMENT_LIKE],
      ["island", 10, ["apartment"]],
      ["table", 10, APARTMENT_LIKE],
      ["kitchenette", 8, ["residence", "apartment"]],
      ["shared", 8, SHARED_ROOMS],
    ] as const
  ).map(([layout, count, homes]) => ({
    layout,
    count,
    kind: "kitchen" as const,
    homes,
    draw: (rng: Random, p: Palette, t: TimeOfDay, i: number) =>
      kitchen(rng, p, SKIES[t], layout as KitchenLayout, at(TILES, i), at(VIEWS, i + 1)),
  })),
  ...(
    [
      ["shower", 20, ["apartment", "coliving", "residence"]],
      ["curtain", 14, ["apartment", "coliving", "residence"]],
      ["tub", 12, ["apartment"]],
    ] as const
  ).map(([layout, count, homes]) => ({
    layout,
    count,
    kind: "bathroom" as const,
    homes,
    draw: (rng: Random, p: Palette, t: TimeOfDay, i: number) =>
      bathroom(rng, p, SKIES[t], layout as BathLayout, at(TILES, i + Math.floor(i / 4))),
  })),
  // Places to study.
  {
    layout: "desk",
    count: 20,
    kind: "study",
    homes: APARTMENT_LIKE,
    draw: (rng, p, t, i) => studyRoom(rng, p, SKIES[t], finish(i), false),
  },
  {
    layout: "study-room",
    count: 10,
    kind: "study",
    homes: SHARED_ROOMS,
    draw: (rng, p, t, i) => studyRoom(rng, p, SKIES[t], finish(i), true),
  },
  // Buildings by the homes they hold, and streets.
  ...(
    [
      ["tower", 20, ["apartment"]],
      ["midrise", 18, ["apartment"]],
      ["lowrise", 14, ["apartment"]],
      ["house", 12, ["coliving"]],
      ["townhouse", 10, ["coliving"]],
      ["coliving", 12, ["coliving"]],
      ["residence", 50, ["residence"]],
    ] as const
  ).map(([building, count, homes]) => ({
    layout: building,
    count,
    kind: "facade" as const,
    homes,
    building,
    outdoor: true,
    draw: (rng: Random, p: Palette, t: TimeOfDay) => facade(rng, p, SKIES[t], building),
  })),
  {
    layout: "street",
    count: 24,
    kind: "street",
    homes: ["apartment", "coliving", "residence"],
    outdoor: true,
    draw: (rng, p, t) => streetScene(rng, p, SKIES[t]),
  },
];

function nameSeed(name: string): number {
  let seed = 7;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return seed;
}

function buildScenes(): Scene[] {
  const scenes: Scene[] = [];
  const perKind = new Map<SceneKind, number>();
  const variants = new Set<string>();
  for (const [g, group] of GROUPS.entries()) {
    for (let i = 0; i < group.count; i++) {
      const n = (perKind.get(group.kind) ?? 0) + 1;
      perKind.set(group.kind, n);
      const name = `${group.kind}-${String(n).padStart(3, "0")}`;
      // Palettes and times walk with different strides, so neighbours in a group differ in both;
      // a pair already taken moves on to the next palette.
      const time = group.outdoor ? at(OUTDOOR_TIMES, i * 3 + g) : at(ROOM_TIMES, i * 3 + g);
      let paletteIndex = (i * 7 + g * 3) % PALETTES.length;
      const variant = () => `${group.layout} · palette ${paletteIndex} · ${time}`;
      while (variants.has(variant())) paletteIndex = (paletteIndex + 1) % PALETTES.length;
      variants.add(variant());
      const drawn = group.draw(new Random(nameSeed(name)), PALETTES[paletteIndex] as Palette, time, i);
      // Every other indoor scene is drawn mirrored, so a layout shows from both sides.
      const flip = !group.outdoor && i % 2 === 1;
      scenes.push({
        name,
        kind: group.kind,
        altPt: drawn.altPt,
        altEn: drawn.altEn,
        homes: group.homes,
        ...(group.building ? { building: group.building } : {}),
        ...(group.beds ? { beds: group.beds } : {}),
        variant: variant(),
        svg: svgDocument(
          flip ? mirrored(drawn.body) : drawn.body,
          sceneDefs(SKIES[time], PALETTES[paletteIndex] as Palette),
        ),
      });
    }
  }
  return scenes;
}

let scenes: readonly Scene[] | undefined;

/** The whole pool, built once per process. */
export function photoScenes(): readonly Scene[] {
  scenes ??= buildScenes();
  return scenes;
}

export const sceneKey = (name: string): string => `seed/${name}`;
