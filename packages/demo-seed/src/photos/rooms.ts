import type { Random } from "../prng.ts";
import {
  airConditioner,
  blind,
  books,
  curtains,
  type FloorStyle,
  floorLamp,
  nightShade,
  pendant,
  pinboard,
  plant,
  roomShell,
  rug,
  tableLamp,
  type View,
  type WallStyle,
  wallArt,
  wallClock,
  wallShelf,
  windowView,
} from "./decor.ts";
import { armchair, bookcase, chair, desk, dresser, floorPlant } from "./furniture.ts";
import { arrange, named, type Piece, shuffle, WallPlanner, type Words } from "./layout.ts";
import { type Palette, type Sky, TIME_WORDS } from "./palettes.ts";
import { circle, type Drawn, describedRoom, ellipse, line, rect } from "./svg.ts";

/** Living rooms, residence lounges and places to study. */

export type RoomSpec = { view: View; floor: FloorStyle; wall: WallStyle };

function sofa(rng: Random, p: Palette, w = rng.range(250, 340)): Piece {
  const colour = rng.pick([p.accent, p.metal, p.plantDark, "#8d99ae", p.wood, "#c9ada7"]);
  const cushions = [p.accent2, p.fabric, "#f2cc8f", p.plant];
  const seats = w > 300 ? 3 : 2;
  return {
    w,
    h: 150,
    focus: true,
    words: { pt: "sofá", en: "a sofa" },
    draw: (x, baseY) => {
      const parts = [
        rect(x + 14, baseY - 150, w - 28, 80, colour, 'rx="16"'),
        rect(x + 6, baseY - 26, 8, 26, p.woodDark),
        rect(x + w - 14, baseY - 26, 8, 26, p.woodDark),
      ];
      const sw = (w - 60) / seats;
      for (let i = 0; i < seats; i++)
        parts.push(rect(x + 30 + i * sw + 2, baseY - 82, sw - 4, 40, colour, 'rx="8" fill-opacity="0.88"'));
      parts.push(
        rect(x, baseY - 110, 34, 84, colour, 'rx="12"') +
          rect(x + w - 34, baseY - 110, 34, 84, colour, 'rx="12"') +
          rect(x + 20, baseY - 48, w - 40, 24, colour, 'rx="6"'),
      );
      for (let i = 0; i < seats; i++)
        if (rng.chance(0.7))
          parts.push(
            rect(
              x + 44 + i * sw,
              baseY - 128,
              48,
              44,
              rng.pick(cushions),
              `rx="10" transform="rotate(${rng.int(-10, 10)} ${Math.round(x + 68 + i * sw)} ${baseY - 106})"`,
            ),
          );
      return parts.join("");
    },
  };
}

function tvUnit(rng: Random, p: Palette): Piece {
  const w = rng.range(190, 250);
  const colour = rng.pick([p.wood, p.fabric, p.woodDark]);
  const tvW = Math.min(w - 30, rng.range(150, 190));
  return {
    w,
    h: 170,
    drop: 1,
    words: { pt: "TV", en: "a TV" },
    draw: (x, baseY) => {
      const edge = colour === p.woodDark ? p.wood : p.woodDark;
      const parts = [
        rect(x, baseY - 64, w, 54, colour, `stroke="${edge}" stroke-width="2"`),
        rect(x + 8, baseY - 10, 8, 10, edge),
        rect(x + w - 16, baseY - 10, 8, 10, edge),
      ];
      parts.push(
        line(x + w / 3, baseY - 60, x + w / 3, baseY - 14, edge, 2) +
          line(x + (2 * w) / 3, baseY - 60, x + (2 * w) / 3, baseY - 14, edge, 2),
      );
      const tx = x + (w - tvW) / 2;
      parts.push(
        rect(tx, baseY - 170, tvW, tvW * 0.56, "#1f2329", 'rx="4"') +
          rect(tx + 5, baseY - 165, tvW - 10, tvW * 0.56 - 10, "#2f3b4c") +
          line(tx + 20, baseY - 150, tx + 60, baseY - 160, "#ffffff", 3, 'stroke-opacity="0.15"'),
      );
      parts.push(rect(x + w / 2 - 6, baseY - 170 + tvW * 0.56, 12, 170 - 64 - tvW * 0.56, "#1f2329"));
      if (rng.chance(0.6)) parts.push(plant(x + 24, baseY - 64, 40, p, p.accent2));
      return parts.join("");
    },
  };
}

function diningTable(rng: Random, p: Palette, chairs = rng.int(2, 3)): Piece {
  const w = 90 + chairs * 70;
  const top = rng.pick([p.wood, p.fabric, p.woodDark]);
  const seat = rng.pick([p.accent, p.wood, p.metal, p.accent2]);
  return {
    w,
    h: 175,
    drop: 1,
    words: { pt: "mesa de jantar", en: "a dining table" },
    draw: (x, baseY) => {
      const parts: string[] = [];
      for (let i = 0; i < chairs; i++)
        parts.push(chair(x + 45 + i * 70 + (70 - 80) / 2 + 5, baseY - 4, seat, p.metal, false));
      parts.push(
        rect(x, baseY - 110, w, 14, top, 'rx="3"') +
          rect(x + 14, baseY - 96, 9, 96, p.woodDark) +
          rect(x + w - 23, baseY - 96, 9, 96, p.woodDark),
      );
      parts.push(
        ellipse(x + w / 2, baseY - 114, 34, 8, p.accent2) +
          circle(x + w / 2 - 12, baseY - 122, 8, "#e63946") +
          circle(x + w / 2 + 8, baseY - 124, 9, "#f4a261"),
      );
      return parts.join("");
    },
  };
}

function balconyDoor(rng: Random, sky: Sky, view: View): Piece {
  const w = rng.range(150, 190);
  return {
    w,
    h: 350,
    words: { pt: "porta de vidro para a varanda", en: "a glass door to the balcony" },
    draw: (x, baseY) =>
      windowView(rng, x + 8, baseY - 340, w - 16, 330, sky, "#f4f4f4", view, "vertical") +
      rect(x + 8, baseY - 130, w - 16, 6, "#5f6b73") +
      Array.from({ length: Math.floor((w - 16) / 16) }, (_, i) =>
        line(x + 16 + i * 16, baseY - 124, x + 16 + i * 16, baseY - 12, "#5f6b73", 3),
      ).join(""),
  };
}

function beanbag(p: Palette, colour: string): Piece {
  return {
    w: 100,
    h: 80,
    drop: 2,
    words: { pt: "pufes", en: "beanbags" },
    draw: (x, baseY) =>
      ellipse(x + 50, baseY - 34, 50, 36, colour) +
      ellipse(x + 44, baseY - 52, 26, 12, p.fabric, 'fill-opacity="0.25"'),
  };
}

function tableFootball(p: Palette): Piece {
  return {
    w: 210,
    h: 130,
    words: { pt: "pebolim", en: "a table football" },
    draw: (x, baseY) => {
      const parts = [
        rect(x + 10, baseY - 124, 190, 70, p.woodDark, 'rx="4"'),
        rect(x + 20, baseY - 116, 170, 54, "#3a9d5d"),
        rect(x + 22, baseY - 54, 12, 54, p.woodDark),
        rect(x + 176, baseY - 54, 12, 54, p.woodDark),
      ];
      for (let i = 0; i < 4; i++)
        parts.push(
          line(x, baseY - 108 + i * 14, x + 210, baseY - 108 + i * 14, "#b0b7bd", 3) +
            circle(x + 60 + i * 30, baseY - 108 + i * 14, 5, i % 2 ? "#e63946" : "#1d3557"),
        );
      return parts.join("");
    },
  };
}

/** A living room with a sofa (or a residence's common lounge), a window, and things around. */
export function livingRoom(rng: Random, p: Palette, sky: Sky, spec: RoomSpec, lounge: boolean): Drawn {
  const glow = !sky.day;
  const floorTop = rng.range(440, 470);
  const baseY = floorTop + 26;
  const pieces: Piece[] = [sofa(rng, p, lounge ? rng.range(280, 330) : undefined)];
  if (lounge) {
    pieces.push(tableFootball(p), beanbag(p, rng.pick([p.accent2, p.accent])), { ...tvUnit(rng, p), drop: 2 });
  } else {
    if (rng.chance(0.7)) pieces.push(tvUnit(rng, p));
    if (rng.chance(0.35)) pieces.push(diningTable(rng, p));
    if (rng.chance(0.35)) pieces.push(armchair(rng, p));
    const storage = rng.float();
    if (storage < 0.3) pieces.push({ ...bookcase(rng, p), drop: 2 });
    else if (storage < 0.51) pieces.push(dresser(rng, p, glow));
    if (rng.chance(0.3)) pieces.push({ ...balconyDoor(rng, sky, spec.view), drop: 1 });
  }
  if (rng.chance(0.7)) pieces.push(floorPlant(rng, p));
  if (rng.chance(0.4)) pieces.push({ w: 56, h: 280, drop: 3, draw: (x, y) => floorLamp(x + 28, y, p.accent2, glow) });
  const [first, ...others] = pieces;
  const order = shuffle(rng, others);
  order.splice(rng.int(0, order.length), 0, first as Piece);
  const placed = arrange(rng, order);
  const wall = new WallPlanner(rng, placed, baseY);
  const parts = [roomShell(rng, p, floorTop, spec.floor, spec.wall)];
  const extras: Words[] = [];
  const hasDoor = placed.some((piece) => piece.words?.en.includes("balcony"));
  const winW = rng.range(180, 260);
  const winY = rng.range(80, 100);
  const winH = Math.min(rng.range(170, 200), baseY - 200 - winY);
  if (!hasDoor || rng.chance(0.5)) {
    const x = wall.place(winW + 90, winY - 30, winH + 50, [], 6, true);
    if (x !== null) {
      parts.push(windowView(rng, x + 45, winY, winW, winH, sky, "#fafafa", spec.view));
      const dressing = rng.float();
      if (dressing < 0.5)
        parts.push(curtains(x + 45, winY, winW, winH, p.fabric === "#ffffff" ? "#efe7dc" : p.fabric, p.woodDark));
      else if (dressing < 0.75) parts.push(blind(x + 45, winY, winW, winH, "#f1ede4", rng.range(0.15, 0.35)));
      extras.push({ pt: "janela ampla", en: "a large window" });
    }
  }
  for (const piece of placed.filter((x) => x.focus)) {
    const w = Math.min(220, piece.w * 0.7);
    const x = wall.place(w, baseY - piece.h - 150, 110, [piece.x + piece.w / 2], 8);
    if (x !== null) parts.push(wallArt(rng, x, baseY - piece.h - 150, w, 110, p));
  }
  for (let i = 0; i < 2; i++) {
    const x = wall.place(170, baseY - 330, 60, [], 10);
    if (x !== null && rng.chance(0.6)) parts.push(wallShelf(rng, x, baseY - 280, 170, p));
  }
  if (rng.chance(lounge ? 0.8 : 0.35)) {
    const x = wall.place(150, 24, 42, [], 10);
    if (x !== null) {
      parts.push(airConditioner(x, 24));
      extras.push({ pt: "ar-condicionado", en: "air conditioning" });
    }
  }
  if (rng.chance(0.3)) {
    const x = wall.place(50, 50, 50, [], 10);
    if (x !== null) parts.push(wallClock(x + 25, 75, p.woodDark));
  }
  const sofaAt = placed.find((piece) => piece.focus);
  const cx = sofaAt ? sofaAt.x + sofaAt.w / 2 : 400;
  if (spec.floor !== "carpet")
    parts.push(rug(cx, baseY + 50, 380, 56, rng.pick([p.fabric, p.accent2, p.wallShade]), p.accent, rng.chance(0.3)));
  for (const piece of placed) parts.push(piece.draw(piece.x, baseY));
  // The coffee table stands in front of the sofa.
  const tableColour = rng.pick([p.wood, p.woodDark, p.fabric]);
  parts.push(
    ellipse(cx, baseY + 34, 90, 14, tableColour) +
      rect(cx - 60, baseY + 34, 8, 36, p.woodDark) +
      rect(cx + 52, baseY + 34, 8, 36, p.woodDark),
  );
  parts.push(
    books(rng, cx - 40, baseY + 28, 30, [p.accent, p.accent2], 10) + ellipse(cx + 30, baseY + 26, 14, 5, p.accent2),
  );
  if (rng.chance(0.4)) {
    for (const x of [cx - 120, cx + 120])
      if (wall.placeAt(x - 30, 0, 60, 74, 4)) parts.push(pendant(x, 40, p.accent2, glow));
  }
  parts.push(nightShade(sky));
  const things = [...named(placed), { pt: "mesa de centro", en: "a coffee table" }, ...extras];
  const when = TIME_WORDS[sky.time];
  const kind = lounge
    ? { pt: "Sala de convivência da residência", en: "Residence common lounge" }
    : { pt: "Sala de estar", en: "Living room" };
  return describedRoom(parts.join(""), kind, things, when);
}

/** A place to study: a desk by a window at home, or a residence's shared study room. */
export function studyRoom(rng: Random, p: Palette, sky: Sky, spec: RoomSpec, shared: boolean): Drawn {
  const glow = !sky.day;
  const floorTop = rng.range(450, 475);
  const baseY = floorTop + 26;
  const pieces: Piece[] = [];
  if (shared) {
    const seats = rng.int(3, 4);
    const w = 60 + seats * 110;
    const top = rng.pick([p.wood, "#f1f1ef", p.fabric]);
    pieces.push({
      w,
      h: 240,
      behind: 150,
      words: { pt: `mesa comprida com ${seats} lugares`, en: `a long table for ${seats}` },
      draw: (x, by) => {
        const parts = [
          rect(x, by - 140, w, 14, top),
          rect(x + 10, by - 126, 10, 126, p.woodDark),
          rect(x + w - 20, by - 126, 10, 126, p.woodDark),
        ];
        for (let i = 0; i < seats; i++) {
          const sx = x + 30 + i * 110;
          parts.push(tableLamp(sx + 80, by - 140, p.accent2, glow));
          if (rng.chance(0.7))
            parts.push(
              rect(sx + 6, by - 196, 58, 50, "#3a3f47", 'rx="3"') +
                rect(sx + 10, by - 192, 50, 40, "#8ecae6") +
                rect(sx, by - 146, 70, 6, "#adb5bd"),
            );
          else parts.push(books(rng, sx + 10, by - 140, 40, [p.accent, p.accent2, p.plantDark], 30));
          parts.push(chair(sx, by + 6, rng.pick([p.accent, p.accent2, p.metal]), p.metal, true));
        }
        return parts.join("");
      },
    });
    pieces.push({ ...bookcase(rng, p), drop: 2 });
  } else {
    pieces.push({ ...desk(rng, p, glow, rng.range(220, 280)), focus: true });
    if (rng.chance(0.6)) pieces.push({ ...bookcase(rng, p), drop: 2 });
    if (rng.chance(0.3)) pieces.push(armchair(rng, p));
  }
  if (rng.chance(0.7)) pieces.push(floorPlant(rng, p));
  const placed = arrange(rng, shuffle(rng, pieces));
  const wall = new WallPlanner(rng, placed, baseY);
  const parts = [roomShell(rng, p, floorTop, spec.floor, spec.wall)];
  const extras: Words[] = [];
  const desks = placed.filter((piece) => piece.behind !== undefined).map((piece) => piece.x + piece.w / 2);
  const winW = rng.range(170, 240);
  const winY = rng.range(80, 100);
  const winH = Math.min(rng.range(170, 210), baseY - 170 - winY);
  const wx = wall.place(winW + 60, winY - 30, winH + 40, shuffle(rng, desks), 6, true);
  if (wx !== null) {
    parts.push(windowView(rng, wx + 30, winY, winW, winH, sky, "#fafafa", spec.view));
    if (rng.chance(0.5)) parts.push(blind(wx + 30, winY, winW, winH, "#f1ede4", rng.range(0.15, 0.4)));
    extras.push({ pt: "janela", en: "a window" });
  }
  for (let i = 0; i < 2; i++) {
    const y = baseY - rng.range(330, 360);
    const x = wall.place(180, y, 100, desks, 8);
    if (x === null) continue;
    if (rng.chance(0.5)) {
      parts.push(pinboard(rng, x, y, 180, 100, p.woodDark));
      extras.push({ pt: "mural de recados", en: "a pinboard" });
    } else parts.push(wallShelf(rng, x, y + 60, 180, p));
  }
  if (rng.chance(shared ? 0.8 : 0.3)) {
    const x = wall.place(150, 24, 42, [], 10);
    if (x !== null) parts.push(airConditioner(x, 24));
  }
  for (const piece of placed) parts.push(piece.draw(piece.x, baseY));
  parts.push(nightShade(sky));
  const things = named(placed).concat(extras);
  const when = TIME_WORDS[sky.time];
  const kind = shared
    ? { pt: "Sala de estudos compartilhada", en: "Shared study room" }
    : { pt: "Cantinho de estudos", en: "Study corner" };
  return describedRoom(parts.join(""), kind, things, when);
}
