import type { ListingFacts } from "../listing-text.ts";
import { Random, streamSeed } from "../prng.ts";
import { type Home, photoScenes, type Scene, type SceneKind } from "./scenes.ts";

/**
 * Which pool photos a demo listing shows. A listing's photos are all different scenes that fit
 * its kind of home. Its first photo (the one its card shows) comes from one of a few disjoint
 * groups of at least fifty scenes, walked in an order shuffled once from the seed: listing i
 * takes place i of its group's order (a sale listing, place n when n sale listings come before
 * it). So any fifty listings in a row, any fifty on the sale list, and any results page (which
 * the default order fills with listings close in the catalogue) never repeat a first photo,
 * and each listing is still generated from its own index alone.
 */

export type ListingKind = ListingFacts["kind"];

export type PhotoRequest = {
  /** The catalogue's seed. */
  seed: number;
  /**
   * The listing's place among the listings that open on the same group of scenes: its index
   * in the catalogue (0-based), or, for sale listings, how many before it are for sale.
   */
  slot: number;
  kind: ListingKind;
  bedrooms: number;
  /** The room on offer has two beds: its photo shows a shared room. */
  sharedBed: boolean;
};

export const FIRST_PHOTO_GROUPS = ["sale", "apartment", "residence", "bedroom-home", "bedroom-shared"] as const;
export type FirstPhotoGroup = (typeof FIRST_PHOTO_GROUPS)[number];

const sharedBeds = (s: Scene) => s.beds === "twin" || s.beds === "bunk";

/**
 * The scenes each group holds; no scene is in two groups (a test checks it). A flat for sale
 * opens on its building, one to rent on its living room, a residence on its building or one of
 * its rooms, a room to let on that room: the bigger a group, the further apart two listings
 * of the same sort must be to meet the same picture.
 */
export const inFirstPhotoGroup: Record<FirstPhotoGroup, (s: Scene) => boolean> = {
  sale: (s) => s.kind === "facade" && s.homes.includes("apartment"),
  apartment: (s) => s.kind === "living" && s.homes.includes("apartment"),
  residence: (s) =>
    (s.kind === "facade" && s.homes.includes("residence")) ||
    (s.kind === "bedroom" && !sharedBeds(s) && s.homes.includes("residence")),
  "bedroom-home": (s) => s.kind === "bedroom" && !sharedBeds(s) && s.homes.includes("apartment"),
  "bedroom-shared": (s) => s.kind === "bedroom" && sharedBeds(s),
};

const orders = new Map<number, Map<FirstPhotoGroup, Scene[]>>();

/** Each group's scenes in the order first photos take them, shuffled from the seed. */
export function firstPhotoOrder(seed: number, group: FirstPhotoGroup): readonly Scene[] {
  let bySeed = orders.get(seed);
  if (!bySeed) {
    bySeed = new Map();
    for (const [g, name] of FIRST_PHOTO_GROUPS.entries()) {
      const members = photoScenes().filter(inFirstPhotoGroup[name]);
      // Streams below zero: listings use 0 and up.
      bySeed.set(name, new Random(streamSeed(seed, -1 - g)).sample(members, members.length));
    }
    orders.set(seed, bySeed);
  }
  return bySeed.get(group) ?? [];
}

let byKindAndHome: Map<string, Scene[]> | undefined;

/** The scenes of a kind that fit a home, in pool order. */
function scenesFor(kind: SceneKind, home: Home): readonly Scene[] {
  if (!byKindAndHome) {
    byKindAndHome = new Map();
    for (const scene of photoScenes()) {
      for (const h of scene.homes) {
        const key = `${scene.kind}|${h}`;
        byKindAndHome.set(key, [...(byKindAndHome.get(key) ?? []), scene]);
      }
    }
  }
  return byKindAndHome.get(`${kind}|${home}`) ?? [];
}

const homeOf = (kind: ListingKind): Home =>
  kind === "coliving-room" ? "coliving" : kind.startsWith("residence") ? "residence" : "apartment";

/** The group a listing's first photo comes from: its building or main room, or the room on offer. */
export function firstPhotoGroup(req: PhotoRequest): FirstPhotoGroup {
  if (req.kind === "sale") return "sale";
  if (req.kind === "apartment") return "apartment";
  if (req.sharedBed) return "bedroom-shared";
  return req.kind.startsWith("residence") ? "residence" : "bedroom-home";
}

/** 4 to 7 different scenes: the building or the room on offer first, then the rest of the home. */
export function choosePhotos(rng: Random, req: PhotoRequest): Scene[] {
  const home = homeOf(req.kind);
  const count = rng.int(4, 7);
  const group = firstPhotoGroup(req);
  const order = firstPhotoOrder(req.seed, group);
  const first = order[req.slot % order.length];
  if (!first) throw new Error(`no scene for first photos of ${group}`);
  const chosen: Scene[] = [first];
  const used = new Set([first.name]);
  const add = (kind: SceneKind, filter: (s: Scene) => boolean = () => true) => {
    // One of each room but bedrooms: a home has one living room and one kitchen.
    if (chosen.length >= count || (kind !== "bedroom" && chosen.some((s) => s.kind === kind))) return;
    const candidates = scenesFor(kind, home).filter((s) => !used.has(s.name) && filter(s));
    if (candidates.length === 0) return;
    const scene = rng.pick(candidates);
    used.add(scene.name);
    chosen.push(scene);
  };
  const privateRoom = (s: Scene) => !sharedBeds(s);

  // Right after the first: the other half of "building and main room".
  if (first.kind === "facade") {
    if (home === "residence") add("bedroom", privateRoom);
    else add("living");
  } else if (home !== "residence" || rng.chance(0.5)) {
    add("facade");
  }
  const rest = rng.sample<SceneKind>(
    home === "residence"
      ? ["study", "bathroom", "kitchen", "living", "street", "facade"]
      : home === "coliving"
        ? ["living", "kitchen", "bathroom", "study", "street", "bedroom"]
        : ["bedroom", "kitchen", "bathroom", "study", "street", "living"],
    6,
  );
  // Homes with more bedrooms show another one early; a studio shows its kitchenette.
  if (req.bedrooms > 1) rest.splice(1, 0, "bedroom");
  for (const kind of rest) {
    if (kind === "bedroom")
      add(kind, home === "residence" ? privateRoom : (s) => privateRoom(s) || home === "coliving");
    else if (kind === "kitchen" && req.kind === "residence-studio")
      add(kind, (s) => s.variant.startsWith("kitchenette"));
    else add(kind);
  }
  // Top up from any kind that fits when the filters left too few.
  for (const kind of ["bedroom", "living", "kitchen", "bathroom", "study", "street"] as const) {
    if (chosen.length < 4) add(kind);
  }
  return chosen;
}
