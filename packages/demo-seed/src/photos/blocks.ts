import type { Random } from "../prng.ts";
import { plant } from "./decor.ts";
import type { Words } from "./layout.ts";
import { glassOf, litOf, type Palette, type Sky } from "./palettes.ts";
import { shopFront } from "./streets.ts";
import { line, polygon, rect, W } from "./svg.ts";

/** Blocks of flats seen from across the street: towers, mid-rise and low-rise buildings. */

export const FACADE_COLOURS = ["#f1f1ef", "#e9e2d0", "#d8d4cf", "#c7b299", "#9aa5b1", "#e5c3a6", "#cfd8dc", "#b5c99a"];
export const HOUSE_COLOURS = [
  "#f4d35e",
  "#83c5be",
  "#e5989b",
  "#a3c4f3",
  "#f6bd60",
  "#cdb4db",
  "#ffffff",
  "#b7e4c7",
  "#f28482",
];

export type Building = { body: string; x: number; w: number; words: Words };

export function windowsGrid(
  rng: Random,
  x: number,
  top: number,
  w: number,
  floors: number,
  floorH: number,
  bays: number,
  sky: Sky,
  frame: string,
): string {
  const parts: string[] = [];
  const bw = (w - 20) / bays;
  for (let f = 0; f < floors; f++) {
    for (let b = 0; b < bays; b++)
      parts.push(
        rect(
          x + 10 + b * bw + bw * 0.15,
          top + f * floorH + floorH * 0.2,
          bw * 0.7,
          floorH * 0.6,
          rng.chance(0.2) ? litOf(sky) : glassOf(sky),
          `stroke="${frame}" stroke-width="2"`,
        ),
      );
  }
  return parts.join("");
}

export function gate(x: number, w: number, ground: number, h: number, colour: string): string {
  const parts = [rect(x, ground - h, w, 5, colour), rect(x, ground - 5, w, 5, colour)];
  for (let k = x + 4; k < x + w; k += 12) parts.push(line(k, ground - h, k, ground, colour, 3));
  return parts.join("");
}

export function roof(x: number, y: number, w: number, colour: string): string {
  return (
    polygon(
      [
        [x - 16, y],
        [x + w / 2, y - 70],
        [x + w + 16, y],
      ],
      colour,
    ) + rect(x - 16, y - 4, w + 32, 6, "#7a3e2a")
  );
}

export function towerBuilding(rng: Random, p: Palette, sky: Sky, ground: number): Building {
  const floors = rng.int(12, 17);
  const w = rng.range(230, 290);
  const x = (W - w) / 2 + rng.range(-90, 90);
  const top = rng.range(40, 80);
  const floorH = (ground - 70 - top) / floors;
  const colour = rng.pick(FACADE_COLOURS);
  const glazed = rng.chance(0.6);
  const parts = [
    rect(x + w * 0.3, top - 34, w * 0.4, 36, colour) + rect(x + w * 0.36, top - 50, w * 0.18, 18, "#9e9e9e"),
    rect(x, top, w, ground - top, colour),
    rect(x + w - 34, top, 34, ground - top, "#00000018"),
  ];
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    parts.push(rect(x + 14, y + 4, w - 28, floorH - 10, rng.chance(0.18) ? litOf(sky) : glassOf(sky)));
    for (let k = x + 14 + (w - 28) / 3; k < x + w - 20; k += (w - 28) / 3)
      parts.push(line(k, y + 4, k, y + floorH - 6, colour, 4));
    parts.push(rect(x + 4, y + floorH - 8, w - 8, 6, glazed ? "#e9eef2" : p.accent));
    if (glazed) parts.push(rect(x + 6, y + floorH - 22, w - 12, 14, "#cfe6f5", 'fill-opacity="0.55"'));
    else
      for (let k = x + 10; k < x + w - 10; k += 10)
        parts.push(line(k, y + floorH - 8, k, y + floorH - 20, p.accent, 1.5));
  }
  parts.push(
    rect(x, ground - 70, w, 70, p.woodDark) +
      rect(x + w / 2 - 46, ground - 60, 92, 60, glassOf(sky)) +
      rect(x + w / 2 - 64, ground - 72, 128, 10, p.accent2),
  );
  parts.push(gate(x - 30, w + 60, ground, 46, p.metal));
  return {
    body: parts.join(""),
    x,
    w,
    words: glazed
      ? {
          pt: "prédio residencial alto com varandas envidraçadas e portaria gradeada",
          en: "a tall residential building with glazed balconies and a gated entrance",
        }
      : {
          pt: "prédio residencial alto com varandas e portaria gradeada",
          en: "a tall residential building with balconies and a gated entrance",
        },
  };
}

export function midriseBuilding(rng: Random, p: Palette, sky: Sky, ground: number): Building {
  const floors = rng.int(5, 8);
  const w = rng.range(360, 460);
  const x = (W - w) / 2 + rng.range(-60, 60);
  const floorH = rng.range(40, 48);
  const groundH = 80;
  const top = ground - groundH - floors * floorH;
  const colour = rng.pick(FACADE_COLOURS);
  const balconies = rng.chance(0.6);
  const parts = [rect(x, top - 14, w, ground - top + 14, colour), rect(x - 8, top - 20, w + 16, 10, "#8d8d8d")];
  const bays = Math.round(w / 80);
  parts.push(windowsGrid(rng, x, top, w, floors, floorH, bays, sky, "#ffffff"));
  if (balconies) {
    for (let f = 0; f < floors; f++) {
      const y = top + (f + 1) * floorH;
      for (let b = 0; b < bays; b += 2) {
        const bx = x + 10 + (b * (w - 20)) / bays;
        parts.push(rect(bx, y - 16, (w - 20) / bays, 5, "#f5f5f5"));
        for (let k = bx + 4; k < bx + (w - 20) / bays; k += 8) parts.push(line(k, y - 12, k, y - 2, p.metal, 1.5));
        parts.push(rect(bx - 4, y - 2, (w - 20) / bays + 8, 5, "#bdbdbd"));
      }
    }
  }
  const shops = rng.chance(0.5);
  if (shops) {
    const n = Math.max(2, Math.round(w / 160));
    for (let i = 0; i < n; i++) parts.push(shopFront(rng, x + (i * w) / n, ground, w / n, groundH, sky));
  } else {
    parts.push(
      rect(x, ground - groundH, w, groundH, "#5d6d7e") +
        rect(x + 20, ground - groundH + 10, w * 0.35, groundH - 10, glassOf(sky)),
    );
    parts.push(
      rect(x + w * 0.55, ground - groundH + 14, w * 0.38, groundH - 14, "#9e9e9e") +
        Array.from({ length: 6 }, (_, i) =>
          line(
            x + w * 0.55,
            ground - groundH + 24 + i * 10,
            x + w * 0.93,
            ground - groundH + 24 + i * 10,
            "#7d7d7d",
            2,
          ),
        ).join(""),
    );
  }
  const what = balconies
    ? { pt: "com varandas", en: "with balconies" }
    : { pt: "com janelas amplas", en: "with wide windows" };
  return {
    body: parts.join(""),
    x,
    w,
    words: shops
      ? {
          pt: `prédio de médio porte ${what.pt} e lojas no térreo`,
          en: `a mid-rise building ${what.en} and shops at street level`,
        }
      : { pt: `prédio de médio porte ${what.pt} e garagem`, en: `a mid-rise building ${what.en} and a garage` },
  };
}

export function lowriseBuilding(rng: Random, p: Palette, sky: Sky, ground: number): Building {
  const floors = rng.int(2, 3);
  const w = rng.range(300, 380);
  const x = (W - w) / 2 + rng.range(-70, 70);
  const floorH = 64;
  const groundH = 96;
  const top = ground - groundH - floors * floorH - 16;
  const brick = rng.chance(0.55);
  const parts = [
    rect(x, top, w, ground - top, brick ? "url(#brick)" : rng.pick(HOUSE_COLOURS)),
    rect(x - 8, top - 12, w + 16, 14, "#8d6e63"),
  ];
  const bays = 3;
  for (let f = 0; f < floors; f++) {
    const y = top + 18 + f * floorH;
    for (let b = 0; b < bays; b++) {
      const wx = x + 26 + (b * (w - 52)) / bays + 6;
      const ww = (w - 52) / bays - 12;
      parts.push(
        rect(wx, y, ww, 36, rng.chance(0.3) ? litOf(sky) : glassOf(sky), 'stroke="#f5f5f5" stroke-width="4"') +
          rect(wx - 6, y + 36, ww + 12, 6, "#f5f5f5"),
      );
      if (f > 0 && rng.chance(0.4)) parts.push(plant(wx + ww / 2, y + 36, 26, p, p.accent2));
    }
  }
  const shops = rng.chance(0.6);
  if (shops) {
    parts.push(
      shopFront(rng, x, ground, w * 0.6, groundH, sky) +
        rect(x + w * 0.6, ground - groundH, w * 0.4, groundH, brick ? "url(#brick)" : "#eceae4") +
        rect(x + w * 0.72, ground - 76, 50, 76, p.woodDark),
    );
  } else {
    parts.push(
      rect(x + w / 2 - 30, ground - 70, 60, 70, p.woodDark) +
        rect(x + 30, ground - 80, 80, 44, glassOf(sky), 'stroke="#f5f5f5" stroke-width="4"') +
        rect(x + w - 110, ground - 80, 80, 44, glassOf(sky), 'stroke="#f5f5f5" stroke-width="4"'),
    );
  }
  const kind = brick
    ? { pt: "prédio baixo de tijolos aparentes", en: "a low-rise exposed-brick building" }
    : { pt: "prédio baixo pintado", en: "a low-rise painted building" };
  return {
    body: parts.join(""),
    x,
    w,
    words: shops
      ? { pt: `${kind.pt} com comércio no térreo`, en: `${kind.en} with a shop at street level` }
      : { pt: `${kind.pt} com janelas amplas`, en: `${kind.en} with wide windows` },
  };
}
