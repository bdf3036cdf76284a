import type { Random } from "../prng.ts";
import { books, type PlantShape, plant, tableLamp } from "./decor.ts";
import type { Piece } from "./layout.ts";
import type { Palette } from "./palettes.ts";
import { circle, ellipse, line, path, r, rect } from "./svg.ts";

/** Furniture more than one kind of room has, as pieces to stand along the back wall. */

const bookColours = (p: Palette) => [p.accent, p.accent2, p.plantDark, "#e9e4d8", p.woodDark, "#f2e8cf"];

/** An office chair seen from behind its desk, or a wooden one. */
export function chair(x: number, baseY: number, colour: string, metal: string, office: boolean): string {
  if (!office) {
    return (
      rect(x + 6, baseY - 170, 68, 12, colour, 'rx="4"') +
      rect(x + 10, baseY - 158, 6, 70, colour) +
      rect(x + 64, baseY - 158, 6, 70, colour) +
      rect(x, baseY - 92, 80, 12, colour, 'rx="3"') +
      rect(x + 6, baseY - 80, 7, 80, colour) +
      rect(x + 67, baseY - 80, 7, 80, colour)
    );
  }
  return (
    rect(x, baseY - 180, 80, 100, colour, 'rx="14"') +
    rect(x - 10, baseY - 90, 100, 22, colour, 'rx="8"') +
    rect(x + 36, baseY - 68, 8, 48, metal) +
    line(x, baseY - 10, x + 80, baseY - 10, metal, 6) +
    circle(x + 4, baseY - 5, 6, "#222") +
    circle(x + 76, baseY - 5, 6, "#222")
  );
}

/** A desk with a laptop or a monitor, a chair in front, and books, a mug or a lamp. */
export function desk(rng: Random, p: Palette, glow: boolean, w = rng.range(180, 230)): Piece {
  const monitor = rng.chance(0.35);
  const lampOn = rng.chance(0.5);
  const drawers = rng.chance(0.5);
  const top = rng.pick([p.wood, p.fabric, p.woodDark, "#f1f1ef"]);
  const legs = top === p.woodDark ? p.metal : p.woodDark;
  const chairColour = rng.pick([p.accent, p.accent2, p.metal, p.wood]);
  const office = rng.chance(0.65);
  return {
    w,
    h: 240,
    behind: 150,
    drop: 1,
    words: monitor
      ? { pt: "escrivaninha com monitor", en: "a desk with a monitor" }
      : { pt: "escrivaninha", en: "a desk" },
    draw: (x, baseY) => {
      const topY = baseY - 140;
      const parts = [
        rect(x, topY, w, 14, top),
        rect(x + 8, topY + 14, 9, 126, legs),
        rect(x + w - 17, topY + 14, 9, 126, legs),
      ];
      if (drawers)
        parts.push(
          rect(x + w - 80, topY + 14, 64, 64, top) +
            line(x + w - 80, topY + 46, x + w - 16, topY + 46, legs, 2) +
            rect(x + w - 54, topY + 26, 12, 4, p.metal) +
            rect(x + w - 54, topY + 58, 12, 4, p.metal),
        );
      const cx = x + w * 0.45;
      if (monitor) {
        parts.push(
          rect(cx - 55, topY - 92, 110, 68, "#2d3035", 'rx="4"') +
            rect(cx - 49, topY - 86, 98, 56, "#8ecae6") +
            rect(cx - 6, topY - 24, 12, 24, "#2d3035") +
            rect(cx - 26, topY - 4, 52, 5, "#2d3035"),
        );
      } else {
        parts.push(
          path(`M${r(cx - 48)} ${r(topY)} l14 -72 h92 l-14 72z`, "#3a3f47") +
            path(`M${r(cx - 41)} ${r(topY - 4)} l12 -62 h78 l-12 62z`, "#8ecae6") +
            rect(cx - 62, topY - 5, 130, 6, "#adb5bd", 'rx="2"'),
        );
      }
      parts.push(books(rng, x + 8, topY, 34, bookColours(p), 34));
      if (lampOn) parts.push(tableLamp(x + w - 24, topY, p.accent2, glow));
      else
        parts.push(
          rect(x + w - 40, topY - 26, 20, 26, p.accent2, 'rx="3"') +
            path(`M${r(x + w - 20)} ${r(topY - 20)} q10 7 0 14`, "none", `stroke="${p.accent2}" stroke-width="4"`),
        );
      parts.push(chair(x + w * 0.45 - 40, baseY + 6, chairColour, p.metal, office));
      return parts.join("");
    },
  };
}

/** A tall wardrobe with two or three doors, hinged or sliding, sometimes with a mirror. */
export function wardrobe(rng: Random, p: Palette, w = rng.range(140, 200)): Piece {
  const doors = w > 170 ? 3 : 2;
  const colour = rng.pick([p.wood, p.fabric, p.wallShade, p.woodDark, "#f3f3f1"]);
  const edge = colour === p.woodDark ? p.wood : p.woodDark;
  const mirror = rng.chance(0.35);
  const sliding = rng.chance(0.3);
  const h = rng.range(320, 350);
  return {
    w,
    h,
    drop: 1,
    words: mirror
      ? { pt: "guarda-roupa com espelho", en: "a wardrobe with a mirror" }
      : { pt: "guarda-roupa", en: "a wardrobe" },
    draw: (x, baseY) => {
      const top = baseY - h;
      const parts = [
        rect(x, top, w, h - 8, colour, `stroke="${edge}" stroke-width="3"`),
        rect(x + 6, baseY - 8, w - 12, 8, edge),
      ];
      const dw = w / doors;
      for (let i = 1; i < doors; i++) parts.push(line(x + i * dw, top + 4, x + i * dw, baseY - 12, edge, 2.5));
      if (mirror)
        parts.push(
          rect(x + 10, top + 16, dw - 20, h - 48, "#d6e9f2", `stroke="${edge}" stroke-width="2"`) +
            line(x + 20, top + 60, x + dw - 30, top + 30, "#ffffff", 5, 'stroke-opacity="0.7"'),
        );
      if (sliding) parts.push(rect(x + 4, top + 4, w - 8, 6, edge, 'fill-opacity="0.6"'));
      else
        for (let i = 0; i < doors; i++)
          parts.push(rect(x + (i + 0.5) * dw + (i % 2 ? -14 : 8), top + h * 0.45, 5, 34, p.metal, 'rx="2"'));
      return parts.join("");
    },
  };
}

/** A tall bookcase, full of books, with a plant or a box on a shelf. */
export function bookcase(rng: Random, p: Palette, w = rng.range(90, 130)): Piece {
  const colour = rng.pick([p.wood, p.fabric, p.woodDark]);
  const shelves = 4;
  const h = rng.range(280, 320);
  return {
    w,
    h,
    drop: 1,
    words: { pt: "estante de livros", en: "a bookcase" },
    draw: (x, baseY) => {
      const top = baseY - h;
      const step = (h - 20) / shelves;
      const parts = [
        rect(x, top, w, h, colour === p.woodDark ? p.woodDark : p.woodDark),
        rect(x + 6, top + 6, w - 12, h - 12, colour === p.fabric ? "#ece6da" : p.wallShade),
      ];
      for (let s = 1; s <= shelves; s++) {
        const y = top + 6 + s * step;
        parts.push(rect(x + 4, y - 4, w - 8, 8, colour === p.fabric ? p.wood : colour));
        if (s === 2 && rng.chance(0.6))
          parts.push(
            books(rng, x + 10, y - 4, w * 0.5, bookColours(p), step - 12) +
              plant(x + w * 0.78, y - 4, 34, p, p.accent2),
          );
        else parts.push(books(rng, x + 10, y - 4, w - 20, bookColours(p), step - 12));
      }
      return parts.join("");
    },
  };
}

/** A low chest of drawers with something on top. */
export function dresser(rng: Random, p: Palette, glow: boolean, w = rng.range(120, 160)): Piece {
  const colour = rng.pick([p.wood, p.fabric, p.accent, p.woodDark]);
  const onTop = rng.int(0, 2);
  return {
    w,
    h: 100,
    drop: 1,
    words: { pt: "cômoda", en: "a chest of drawers" },
    draw: (x, baseY) => {
      const top = baseY - 96;
      const edge = colour === p.woodDark ? p.wood : p.woodDark;
      const parts = [
        rect(x, top, w, 88, colour, `stroke="${edge}" stroke-width="2"`),
        rect(x + 6, baseY - 8, 8, 8, edge),
        rect(x + w - 14, baseY - 8, 8, 8, edge),
      ];
      for (let i = 1; i < 3; i++) parts.push(line(x + 4, top + i * 29, x + w - 4, top + i * 29, edge, 2));
      for (let i = 0; i < 3; i++) parts.push(rect(x + w / 2 - 12, top + 12 + i * 29, 24, 4, p.metal));
      if (onTop === 0)
        parts.push(tableLamp(x + w * 0.3, top, p.accent2, glow) + plant(x + w * 0.75, top, 44, p, p.fabric));
      else if (onTop === 1)
        parts.push(books(rng, x + 10, top, 40, bookColours(p), 30) + ellipse(x + w * 0.7, top - 4, 22, 5, p.accent2));
      else parts.push(plant(x + w * 0.5, top, 56, p, p.accent, "round"));
      return parts.join("");
    },
  };
}

export function floorPlant(rng: Random, p: Palette, size = rng.range(90, 140)): Piece {
  const shape = rng.pick<PlantShape>(["bushy", "tall", "bushy", "round"]);
  const pot = rng.pick([p.accent, p.accent2, p.wood, "#e0ddd5", p.fabric]);
  return { w: size, h: size * 1.2, drop: 3, draw: (x, baseY) => plant(x + size * 0.5, baseY, size, p, pot, shape) };
}

export function armchair(rng: Random, p: Palette): Piece {
  const colour = rng.pick([p.accent, p.accent2, p.fabric, p.plantDark]);
  const w = 120;
  return {
    w,
    h: 130,
    drop: 2,
    words: { pt: "poltrona", en: "an armchair" },
    draw: (x, baseY) =>
      rect(x + 12, baseY - 130, w - 24, 80, colour, 'rx="18"') +
      rect(x, baseY - 92, 26, 64, colour, 'rx="10"') +
      rect(x + w - 26, baseY - 92, 26, 64, colour, 'rx="10"') +
      rect(x + 18, baseY - 66, w - 36, 34, colour, 'rx="8" fill-opacity="0.85"') +
      rect(x + 10, baseY - 30, 7, 30, p.woodDark) +
      rect(x + w - 17, baseY - 30, 7, 30, p.woodDark),
  };
}
