import type { Random } from "../prng.ts";
import {
  airConditioner,
  blind,
  curtains,
  type FloorStyle,
  floorLamp,
  nightShade,
  pinboard,
  roomShell,
  rug,
  stringLights,
  tableLamp,
  type View,
  type WallStyle,
  wallArt,
  wallClock,
  wallShelf,
  windowView,
} from "./decor.ts";
import { armchair, bookcase, desk, dresser, floorPlant, wardrobe } from "./furniture.ts";
import { arrange, named, type Piece, shuffle, WallPlanner, type Words } from "./layout.ts";
import { type Palette, type Sky, TIME_WORDS } from "./palettes.ts";
import { circle, type Drawn, describedRoom, line, rect } from "./svg.ts";

/** How many sleep in the room: the first photo of a shared room shows its two beds. */
export type BedKind = "single" | "double" | "twin" | "bunk";
export type RoomStyle = "home" | "residence";

type BedLook = { frame: string; duvet: string; stripe: string; headboard: "tall" | "low" | "rails" };

function bedLook(rng: Random, p: Palette): BedLook {
  return {
    frame: rng.pick([p.wood, p.woodDark, p.metal, p.wallShade]),
    duvet: rng.pick([p.accent, p.accent2, p.fabric, p.plant, "#dfe6ee"]),
    stripe: rng.pick([p.accent2, p.accent, p.wood, "#ffffff"]),
    headboard: rng.pick(["tall", "low", "rails", "tall"] as const),
  };
}

function drawBed(x: number, baseY: number, w: number, look: BedLook, pillow: string, pillows: number): string {
  const parts: string[] = [];
  if (look.headboard === "tall") parts.push(rect(x, baseY - 175, w, 140, look.frame, 'rx="14"'));
  else if (look.headboard === "low") parts.push(rect(x, baseY - 130, w, 100, look.frame, 'rx="8"'));
  else if (look.headboard === "rails") {
    parts.push(
      rect(x + 2, baseY - 130, w - 4, 8, look.frame, 'rx="4"') +
        rect(x + 2, baseY - 130, 9, 100, look.frame) +
        rect(x + w - 11, baseY - 130, 9, 100, look.frame),
    );
    for (let bx = x + 30; bx < x + w - 24; bx += 26) parts.push(rect(bx, baseY - 124, 5, 40, look.frame));
  }
  parts.push(rect(x - 6, baseY - 60, w + 12, 50, look.frame, 'rx="6"'));
  parts.push(rect(x + 6, baseY - 22, 10, 22, look.frame) + rect(x + w - 16, baseY - 22, 10, 22, look.frame));
  parts.push(rect(x + 4, baseY - 102, w - 8, 54, "#fbfaf7", 'rx="10"'));
  const pw = (w - 30 - (pillows - 1) * 10) / pillows;
  for (let i = 0; i < pillows; i++) parts.push(rect(x + 15 + i * (pw + 10), baseY - 116, pw, 30, pillow, 'rx="12"'));
  parts.push(rect(x - 2, baseY - 82, w + 4, 68, look.duvet, 'rx="12"'));
  parts.push(rect(x - 2, baseY - 82, w + 4, 14, look.stripe, 'rx="6" fill-opacity="0.9"'));
  return parts.join("");
}

function bed(rng: Random, p: Palette, kind: "single" | "double"): Piece {
  const w = kind === "double" ? rng.range(300, 340) : rng.range(200, 230);
  const look = bedLook(rng, p);
  const pillow = rng.pick(["#ffffff", p.fabric, p.wallShade]);
  return {
    w,
    h: look.headboard === "tall" ? 175 : 130,
    focus: true,
    words:
      kind === "double" ? { pt: "cama de casal", en: "a double bed" } : { pt: "cama de solteiro", en: "a single bed" },
    draw: (x, baseY) => drawBed(x, baseY, w, look, pillow, kind === "double" ? 2 : 1),
  };
}

function bunk(rng: Random, p: Palette): Piece {
  const w = rng.range(210, 230);
  const frame = rng.pick([p.wood, p.metal, p.woodDark]);
  const duvets = [rng.pick([p.accent, p.plant]), rng.pick([p.accent2, "#dfe6ee"])];
  return {
    w,
    h: 330,
    focus: true,
    words: { pt: "beliche", en: "a bunk bed" },
    draw: (x, baseY) => {
      const parts = [rect(x, baseY - 330, 10, 330, frame), rect(x + w - 10, baseY - 330, 10, 330, frame)];
      for (const [level, top] of [baseY - 70, baseY - 240].entries()) {
        parts.push(rect(x + 10, top - 24, w - 20, 30, "#fbfaf7", 'rx="6"'));
        parts.push(rect(x + 20, top - 40, 70, 24, "#ffffff", 'rx="10"'));
        parts.push(rect(x + 10, top - 20, w - 20, 34, duvets[level] as string, 'rx="8"'));
        parts.push(rect(x + 4, top + 14, w - 8, 12, frame));
      }
      parts.push(rect(x + 4, baseY - 300, w - 8, 8, frame));
      const lx = x + w - 60;
      parts.push(
        line(lx, baseY - 300, lx, baseY - 226, frame, 5) + line(lx + 36, baseY - 300, lx + 36, baseY - 226, frame, 5),
      );
      for (let y = baseY - 290; y < baseY - 226; y += 20) parts.push(line(lx, y, lx + 36, y, frame, 4));
      return parts.join("");
    },
  };
}

function nightstand(rng: Random, p: Palette, glow: boolean): Piece {
  const colour = rng.pick([p.wood, p.fabric, p.woodDark, p.wallShade]);
  const lamp = rng.chance(0.7);
  return {
    w: 62,
    h: 70,
    draw: (x, baseY) =>
      rect(x, baseY - 66, 62, 62, colour, `stroke="${p.woodDark}" stroke-width="2"`) +
      line(x + 4, baseY - 36, x + 58, baseY - 36, p.woodDark, 2) +
      circle(x + 31, baseY - 50, 3, p.metal) +
      (lamp
        ? tableLamp(x + 31, baseY - 66, rng.pick([p.accent2, p.fabric, p.accent]), glow)
        : rect(x + 18, baseY - 90, 26, 24, "#ffffff", 'rx="4"') + circle(x + 31, baseY - 78, 8, p.accent)),
  };
}

const VIEW_WORDS: Record<View, Words> = {
  city: { pt: "janela com vista da cidade", en: "a window with a city view" },
  trees: { pt: "janela com vista para as árvores", en: "a window looking onto trees" },
  houses: { pt: "janela com vista para os telhados", en: "a window over the rooftops" },
};

export type BedroomSpec = { style: RoomStyle; beds: BedKind; view: View; floor: FloorStyle; wall: WallStyle };

/** A bedroom along its back wall: beds, storage, a desk or more, a window, things on the wall. */
export function bedroom(rng: Random, base: Palette, sky: Sky, spec: BedroomSpec): Drawn {
  const residence = spec.style === "residence";
  // Student residences are fitted alike: pale walls, laminate furniture, blinds and an AC.
  const p: Palette = residence
    ? { ...base, wall: rng.pick(["#f4f5f7", "#eef1f4", "#f6f3ee"]), wallShade: "#e1e5ea" }
    : base;
  const glow = !sky.day;
  const floorTop = rng.range(440, 470);
  const baseY = floorTop + 26;
  const sleep: Piece[] = [];
  if (spec.beds === "bunk") sleep.push(bunk(rng, p));
  else if (spec.beds === "twin") {
    const one = bed(rng, p, "single");
    const { words: _one, ...unnamed } = one;
    sleep.push(
      { ...one, words: { pt: "duas camas de solteiro", en: "two single beds" } },
      nightstand(rng, p, glow),
      unnamed,
    );
  } else {
    if (rng.chance(0.7)) sleep.push(nightstand(rng, p, glow));
    sleep.push(bed(rng, p, spec.beds));
    if (spec.beds === "double" && rng.chance(0.7)) sleep.push(nightstand(rng, p, glow));
  }
  const others: Piece[] = [];
  if (residence || rng.chance(0.75)) others.push(wardrobe(rng, p, rng.range(130, residence ? 160 : 200)));
  if (residence || spec.beds === "bunk" || rng.chance(0.5)) others.push(desk(rng, p, glow, rng.range(170, 210)));
  else if (rng.chance(0.6)) others.push(dresser(rng, p, glow));
  if (!residence && rng.chance(0.2)) others.push({ ...bookcase(rng, p), drop: 2 });
  if (!residence && spec.beds === "double" && rng.chance(0.3)) others.push(armchair(rng, p));
  if (rng.chance(0.6)) others.push(floorPlant(rng, p));
  if (!residence && rng.chance(0.25))
    others.push({ w: 56, h: 280, drop: 3, draw: (x, y) => floorLamp(x + 28, y, p.accent2, glow) });
  const sides = shuffle(rng, others);
  const cut = rng.int(0, sides.length);
  const placed = arrange(rng, [...sides.slice(0, cut), ...sleep, ...sides.slice(cut)]);
  const wall = new WallPlanner(rng, placed, baseY);
  const parts = [roomShell(rng, p, floorTop, spec.floor, spec.wall)];
  const extras: Words[] = [];

  // The window: over the bed or the desk when the wall there is free, else wherever it fits.
  const winW = rng.range(170, 250);
  const winY = rng.range(86, 110);
  // Low enough to clear the tallest headboard, curtains included.
  const winH = Math.min(rng.range(170, 210), baseY - 205 - winY);
  const focusCentres = placed
    .filter((piece) => piece.focus || piece.words?.en.includes("desk"))
    .map((piece) => piece.x + piece.w / 2);
  const winX = wall.place(winW + 90, winY - 30, winH + 50, shuffle(rng, focusCentres), 6, true);
  if (winX !== null) {
    const x = winX + 45;
    parts.push(
      windowView(
        rng,
        x,
        winY,
        winW,
        winH,
        sky,
        "#fafafa",
        spec.view,
        rng.pick(["cross", "vertical", "cross"] as const),
      ),
    );
    if (residence || rng.chance(0.35))
      parts.push(blind(x, winY, winW, winH, rng.pick(["#f1ede4", p.wallShade, "#dfe4ea"]), rng.range(0.2, 0.45)));
    else if (rng.chance(0.75))
      parts.push(curtains(x, winY, winW, winH, p.fabric === "#ffffff" ? "#f0e6d8" : p.fabric, p.woodDark));
    extras.push(VIEW_WORDS[spec.view]);
  }
  // Above the bed: a picture, lights or a shelf, where the window left room.
  for (const piece of placed.filter((x) => x.focus)) {
    const top = baseY - piece.h;
    if (top < 200) continue;
    const what = rng.int(0, 3);
    const art = what === 0 || what === 3;
    const w = art ? Math.min(170, piece.w * 0.6) : piece.w * 0.8;
    const h = art ? 100 : 50;
    const x = wall.place(w, top - h - 40, h, [piece.x + piece.w / 2], 8);
    if (x === null) continue;
    if (art) parts.push(wallArt(rng, x, top - h - 40, w, h, p));
    else if (what === 1) parts.push(stringLights(x, top - 80, w));
    else parts.push(wallShelf(rng, x, top - 50, w, p));
  }
  // Above the desk of a residence room: a notice board.
  for (const piece of placed.filter((x) => x.words?.en.includes("desk"))) {
    const x = wall.place(160, baseY - 350, 100, [piece.x + piece.w / 2], 6);
    if (x !== null)
      parts.push(
        residence || rng.chance(0.4)
          ? pinboard(rng, x, baseY - 350, 160, 100, p.woodDark)
          : wallShelf(rng, x, baseY - 260, 160, p),
      );
  }
  if (residence || rng.chance(0.4)) {
    const x = wall.place(150, 28, 42, [], 10);
    if (x !== null) {
      parts.push(airConditioner(x, 28));
      extras.push({ pt: "ar-condicionado", en: "air conditioning" });
    }
  }
  if (rng.chance(0.3)) {
    const x = wall.place(50, 60, 50, [], 10);
    if (x !== null) parts.push(wallClock(x + 25, 85, p.woodDark));
  }
  if (rng.chance(0.6) && spec.floor !== "carpet") {
    const focus = placed.find((piece) => piece.focus);
    const cx = focus ? focus.x + focus.w / 2 : 400;
    parts.push(
      rug(
        cx,
        baseY + 44,
        Math.min(360, (focus?.w ?? 260) + 40),
        40,
        rng.pick([p.accent2, p.fabric, p.accent]),
        p.wallShade,
        rng.chance(0.3),
      ),
    );
  }
  for (const piece of placed) parts.push(piece.draw(piece.x, baseY));
  parts.push(nightShade(sky));

  const things = named(placed);
  const bedWords = things.filter((w) => /bed/.test(w.en));
  const rest = [...things.filter((w) => !/bed/.test(w.en)), ...extras];
  // Shared rooms say nothing of the building: coliving and residence listings both show them.
  const kind =
    spec.beds === "twin" || spec.beds === "bunk"
      ? { pt: "Quarto compartilhado", en: "Shared bedroom" }
      : residence
        ? { pt: "Quarto de residência estudantil", en: "Student residence room" }
        : { pt: "Quarto", en: "Bedroom" };
  const when = TIME_WORDS[sky.time];
  return describedRoom(parts.join(""), kind, [...bedWords, ...rest], when);
}
