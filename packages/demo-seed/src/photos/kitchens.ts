import type { Random } from "../prng.ts";
import { nightShade, pendant, plant, roomShell, type View, windowView } from "./decor.ts";
import { chair } from "./furniture.ts";
import type { Words } from "./layout.ts";
import { type Palette, type Sky, TIME_WORDS } from "./palettes.ts";
import { circle, type Drawn, describedRoom, ellipse, line, path, r, rect, W } from "./svg.ts";

/** Kitchens: galley, open with an island, with a table, a kitchenette, a residence's shared one. */

export type KitchenLayout = "galley" | "island" | "table" | "kitchenette" | "shared";
export type Tiles = "square" | "subway" | "tall" | "painted";

export const TILE_COLOURS = ["#ffffff", "#f2f2f2", "#e7eef8", "#eaf4e4", "#f8efe6", "#dfeff1", "#f4e4e1", "#e9e4f2"];

export function tiled(x: number, y: number, w: number, h: number, colour: string, tiles: Tiles): string {
  if (tiles === "painted") return rect(x, y, w, h, colour);
  return rect(x, y, w, h, colour) + rect(x, y, w, h, `url(#${tiles}-tiles)`);
}

type Module = { kind: "fridge" | "cabinet" | "stove" | "cooktop" | "sink" | "minibar"; w: number };

/** A run of kitchen units along the back wall from `x0`, its counter at `counterY`. */
const microwave = (x: number, y: number, w: number) =>
  rect(x, y - 50, w, 50, "#e9ecef", 'rx="4" stroke="#c4c9ce" stroke-width="2"') +
  rect(x + 6, y - 43, w - 30, 36, "#2d3035", 'rx="3"') +
  circle(x + w - 12, y - 30, 4, "#6c757d");

function kitchenRun(
  rng: Random,
  p: Palette,
  sky: Sky,
  x0: number,
  modules: readonly Module[],
  counterY: number,
  baseY: number,
  opts: { tiles: Tiles; tileColour: string; window: boolean; view: View; microwave: boolean },
) {
  const total = modules.reduce((s, m) => s + m.w, 0);
  const front = rng.pick([p.accent, p.fabric, p.wood, p.accent2, "#f1f1ef", p.metal]);
  const line2 = front === p.fabric || front === "#f1f1ef" ? "#c9c9c9" : "#ffffff55";
  const top = rng.pick([p.woodDark, "#3b3b3b", "#e8e4dc", p.wood]);
  const parts: string[] = [];
  const xs: number[] = [];
  let cursor = x0;
  for (const m of modules) {
    xs.push(cursor);
    cursor += m.w;
  }
  const counters = modules.map((m, i) => ({ m, x: xs[i] as number })).filter(({ m }) => m.kind !== "fridge");
  // Splashback over the counter.
  for (const { m, x } of counters) parts.push(tiled(x, counterY - 130, m.w, 130, opts.tileColour, opts.tiles));
  // Upper cabinets, a window over the sink, a hood over the stove.
  for (const { m, x } of counters) {
    if (m.kind === "sink" && opts.window) {
      parts.push(windowView(rng, x + 10, counterY - 250, m.w - 20, 150, sky, "#fafafa", opts.view));
    } else if (m.kind === "stove" || m.kind === "cooktop") {
      parts.push(
        path(`M${r(x + 10)} ${r(counterY - 150)} h${r(m.w - 20)} l-20 -40 h${r(-(m.w - 60))}z`, "#c4c9ce") +
          rect(x + 40, counterY - 260, m.w - 80, 70, "#c4c9ce"),
      );
    } else {
      parts.push(
        rect(x + 2, counterY - 300, m.w - 4, 150, front, `stroke="${line2}" stroke-width="2"`) +
          rect(x + m.w / 2 - 2, counterY - 180, 4, 22, p.metal),
      );
    }
  }
  const niche = counters.find(({ m }) => m.kind === "cabinet" || m.kind === "minibar");
  if (opts.microwave && niche) {
    // Built into the upper cabinets, or on the counter of a kitchenette.
    if (niche.m.kind === "minibar")
      parts.push(rect(niche.x + 2, counterY - 300, niche.m.w - 4, 150, front, `stroke="${line2}" stroke-width="2"`));
    else
      parts.push(
        rect(niche.x + 4, counterY - 236, niche.m.w - 8, 58, "#3b3b3b") +
          microwave(niche.x + 8, counterY - 182, niche.m.w - 16),
      );
  }
  // Counter and the units below it.
  for (const { m, x } of counters) {
    parts.push(rect(x, counterY + 16, m.w, baseY - counterY - 16, front, `stroke="${line2}" stroke-width="2"`));
    if (m.kind === "stove") {
      parts.push(
        rect(x + 4, counterY + 16, m.w - 8, baseY - counterY - 16, "#d9dde1") +
          rect(x + 14, counterY + 50, m.w - 28, 64, "#2d3035", 'rx="4"') +
          rect(x + 22, counterY + 58, m.w - 44, 30, "#495057", 'rx="3"'),
      );
      for (let i = 0; i < 4; i++) parts.push(circle(x + 20 + i * ((m.w - 40) / 3), counterY + 32, 5, "#2d3035"));
    } else if (m.kind === "minibar") {
      parts.push(
        rect(x + 6, counterY + 20, m.w - 12, baseY - counterY - 24, "#eef0f2", 'rx="4"') +
          rect(x + m.w - 20, counterY + 34, 5, 30, "#adb5bd"),
      );
    } else {
      parts.push(rect(x + 10, counterY + 28, m.w - 20, 5, p.metal, 'fill-opacity="0.6"'));
      parts.push(line(x + m.w / 2, counterY + 44, x + m.w / 2, baseY - 6, line2, 2));
    }
  }
  parts.push(...counters.map(({ m, x }) => rect(x - 2, counterY, m.w + 4, 16, top)));
  if (opts.microwave && niche?.m.kind === "minibar") parts.push(microwave(niche.x + 2, counterY, niche.m.w - 4));
  for (const { m, x } of counters) {
    if (m.kind === "stove" || m.kind === "cooktop") {
      parts.push(rect(x + 12, counterY - 6, m.w - 24, 6, "#2d3035"));
      if (rng.chance(0.7))
        parts.push(
          rect(x + m.w / 2 - 26, counterY - 46, 52, 40, p.metal, 'rx="6"') +
            rect(x + m.w / 2 - 30, counterY - 50, 60, 7, p.metal, 'rx="3"'),
        );
    } else if (m.kind === "sink") {
      parts.push(
        rect(x + 14, counterY - 3, m.w - 28, 6, "#aab2bb") +
          path(`M${r(x + m.w / 2)} ${r(counterY)} v-42 h24 v10`, "none", `stroke="${p.metal}" stroke-width="6"`),
      );
    }
  }
  const fridges = modules.map((m, i) => ({ m, x: xs[i] as number })).filter(({ m }) => m.kind === "fridge");
  for (const { m, x } of fridges) {
    const colour = rng.pick(["#e9ecef", "#d9dde1", "#c0c5cb"]);
    parts.push(
      rect(x + 4, counterY - 240, m.w - 8, baseY - counterY + 240, colour, 'rx="8"') +
        line(x + 4, counterY - 90, x + m.w - 4, counterY - 90, "#adb5bd", 3),
    );
    parts.push(
      rect(x + m.w - 24, counterY - 210, 6, 60, "#8d959c") + rect(x + m.w - 24, counterY - 70, 6, 80, "#8d959c"),
    );
  }
  return { body: parts.join(""), start: x0, end: x0 + total };
}

/** A kitchen seen from the room: the run of units on the back wall and what stands in front. */
export function kitchen(rng: Random, p: Palette, sky: Sky, layout: KitchenLayout, tiles: Tiles, view: View): Drawn {
  const glow = !sky.day;
  const floorTop = rng.range(440, 465);
  const baseY = floorTop + 40;
  const counterY = baseY - 130;
  const tileColour = rng.pick(TILE_COLOURS);
  const fridgeFirst = rng.chance(0.5);
  const cab = () => ({ kind: "cabinet" as const, w: rng.range(70, 100) });
  const hob = rng.chance(0.6) ? ({ kind: "stove", w: 120 } as const) : ({ kind: "cooktop", w: 110 } as const);
  let modules: Module[];
  if (layout === "kitchenette")
    modules = [
      { kind: "minibar", w: 80 },
      { kind: "cooktop", w: 100 },
      { kind: "sink", w: 120 },
    ];
  else if (layout === "table") modules = [{ kind: "fridge", w: 110 }, hob, cab(), { kind: "sink", w: 130 }];
  else if (layout === "shared")
    modules = [
      { kind: "fridge", w: 110 },
      { kind: "stove", w: 120 },
      { kind: "sink", w: 130 },
      cab(),
      { kind: "stove", w: 120 },
      { kind: "fridge", w: 110 },
    ];
  else modules = [{ kind: "fridge", w: 115 }, cab(), hob, cab(), { kind: "sink", w: 140 }, cab()];
  if (!fridgeFirst && layout !== "shared") modules.reverse();
  const total = modules.reduce((s, m) => s + m.w, 0);
  const x0 = layout === "table" || layout === "kitchenette" ? (fridgeFirst ? 30 : W - 30 - total) : (W - total) / 2;
  const withWindow = rng.chance(layout === "island" ? 0.5 : 0.75);
  const floor = rng.pick(["tiles", "tiles", "planks", "concrete"] as const);
  const parts = [roomShell(rng, p, floorTop, floor, "plain")];
  const withMicrowave = layout === "kitchenette" || rng.chance(0.5);
  const run = kitchenRun(rng, p, sky, x0, modules, counterY, baseY, {
    tiles,
    tileColour,
    window: withWindow,
    view,
    microwave: withMicrowave,
  });
  parts.push(run.body);
  const things: Words[] = [];
  const hasStove = modules.some((m) => m.kind === "stove");
  if (layout === "shared")
    things.push({ pt: "dois fogões", en: "two stoves" }, { pt: "duas geladeiras", en: "two fridges" });
  else {
    things.push(hasStove ? { pt: "fogão", en: "a stove" } : { pt: "cooktop", en: "a hob" });
    things.push(
      modules.some((m) => m.kind === "fridge")
        ? { pt: "geladeira", en: "a fridge" }
        : { pt: "frigobar", en: "a minibar fridge" },
    );
  }
  // The rest of the wall: a microwave on a shelf, a plant, or a table with chairs.
  const freeLeft = run.start - 20;
  const freeRight = W - 20 - run.end;
  const freeX = freeLeft > freeRight ? 20 : run.end;
  const free = Math.max(freeLeft, freeRight);
  if (layout === "table" || layout === "kitchenette") {
    const tw = Math.min(free - 40, 240);
    if (tw > 150) {
      const tx = freeX + (free - tw) / 2;
      const seat = rng.pick([p.accent, p.wood, p.accent2]);
      for (let i = 0; i < Math.floor(tw / 80); i++)
        parts.push(chair(tx + 20 + i * 80, baseY - 4, seat, p.metal, false));
      parts.push(
        rect(tx, baseY - 112, tw, 14, p.wood, 'rx="3"') +
          rect(tx + 14, baseY - 98, 9, 98, p.woodDark) +
          rect(tx + tw - 23, baseY - 98, 9, 98, p.woodDark),
      );
      parts.push(
        ellipse(tx + tw / 2, baseY - 116, 32, 8, p.accent2) +
          circle(tx + tw / 2 - 10, baseY - 124, 8, "#e63946") +
          circle(tx + tw / 2 + 10, baseY - 125, 9, "#90be6d"),
      );
      if (free > 260) parts.push(pendant(tx + tw / 2, 110, p.accent2, glow));
      things.push({ pt: "mesa com cadeiras", en: "a table with chairs" });
    }
  }
  if (withMicrowave && modules.some((m) => m.kind === "cabinet" || m.kind === "minibar"))
    things.push({ pt: "micro-ondas", en: "a microwave" });
  if (layout === "island") {
    const iw = rng.range(360, 460);
    const ix = (W - iw) / 2 + rng.range(-60, 60);
    const iy = baseY + 30;
    const stool = rng.pick([p.accent2, p.wood, p.metal]);
    parts.push(
      rect(ix, iy - 120, iw, 120, rng.pick([p.wood, p.accent, "#f1f1ef"])) +
        rect(ix - 12, iy - 134, iw + 24, 16, rng.pick([p.woodDark, "#3b3b3b", "#e8e4dc"])),
    );
    for (let sx = ix + 40; sx < ix + iw - 40; sx += 110)
      parts.push(
        rect(sx, iy - 70, 60, 14, stool, 'rx="6"') +
          line(sx + 8, iy - 56, sx + 4, iy + 40, p.metal, 4) +
          line(sx + 52, iy - 56, sx + 56, iy + 40, p.metal, 4),
      );
    parts.push(
      ellipse(ix + iw * 0.7, iy - 138, 36, 9, p.accent2) +
        circle(ix + iw * 0.7 - 12, iy - 146, 9, "#f4a261") +
        circle(ix + iw * 0.7 + 10, iy - 147, 10, "#e63946"),
    );
    for (const px of [ix + iw * 0.3, ix + iw * 0.7]) parts.push(pendant(px, 36, p.accent2, glow));
    things.push({ pt: "ilha com banquetas", en: "an island with stools" });
  } else if (free > 110 && layout !== "table") {
    parts.push(plant(freeX + free / 2, baseY, rng.range(90, 120), p, p.accent2, rng.pick(["bushy", "tall"] as const)));
  }
  parts.push(nightShade(sky));
  const tileWords: Record<Tiles, Words> = {
    square: { pt: "azulejos quadrados", en: "square wall tiles" },
    subway: { pt: "azulejos tipo metrô", en: "subway tiles" },
    tall: { pt: "revestimento vertical", en: "tall wall tiles" },
    painted: { pt: "parede pintada", en: "a painted splashback" },
  };
  if (withWindow) things.push({ pt: "janela sobre a pia", en: "a window over the sink" });
  things.push(tileWords[tiles]);
  const kinds: Record<KitchenLayout, Words> = {
    galley: { pt: "Cozinha planejada", en: "Fitted kitchen" },
    island: { pt: "Cozinha aberta", en: "Open-plan kitchen" },
    table: { pt: "Cozinha e copa", en: "Eat-in kitchen" },
    kitchenette: { pt: "Cozinha compacta", en: "Kitchenette" },
    shared: { pt: "Cozinha compartilhada", en: "Shared kitchen" },
  };
  const when = TIME_WORDS[sky.time];
  const kind = kinds[layout];
  return describedRoom(parts.join(""), kind, things, when);
}
