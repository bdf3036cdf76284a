import type { Random } from "../prng.ts";
import type { Palette, Sky } from "./palettes.ts";
import { circle, ellipse, H, line, path, polygon, r, rect, W } from "./svg.ts";

/**
 * What many rooms share: the walls and floor, windows with a view, curtains, plants, lamps,
 * shelves and pictures. Positions are in the 800×600 canvas; `baseY` is where a thing stands.
 */

export type View = "city" | "trees" | "houses";
export type FloorStyle = "planks" | "herringbone" | "tiles" | "carpet" | "concrete";
export type WallStyle = "plain" | "two-tone" | "stripes" | "brick" | "panel";

/** The back wall and the floor in front of it, from `floorTop` down. */
export function roomShell(rng: Random, p: Palette, floorTop: number, floor: FloorStyle, wall: WallStyle): string {
  const parts = [rect(0, 0, W, floorTop, p.wall)];
  if (wall === "two-tone") {
    parts.push(rect(0, floorTop - 190, W, 190, p.wallShade) + rect(0, floorTop - 194, W, 6, p.fabric));
  } else if (wall === "stripes") {
    for (let x = 0; x < W; x += 48) parts.push(rect(x, 0, 22, floorTop, p.wallShade, 'fill-opacity="0.6"'));
  } else if (wall === "brick") {
    const from = rng.chance(0.5) ? 0 : W / 2;
    parts.push(rect(from, 0, W / 2, floorTop, "url(#brick-light)"));
  } else if (wall === "panel") {
    const x = rng.range(120, 340);
    parts.push(rect(x, 0, rng.range(260, 360), floorTop, p.wallShade));
  }
  const fill =
    floor === "planks"
      ? "url(#planks)"
      : floor === "herringbone"
        ? "url(#herringbone)"
        : floor === "tiles"
          ? "url(#floor-tiles)"
          : floor === "carpet"
            ? p.floorLine
            : "#b9b5ae";
  parts.push(rect(0, floorTop, W, H - floorTop, fill));
  if (floor === "concrete") parts.push(line(0, floorTop + 70, W, floorTop + 70, "#a8a39b", 1.5));
  parts.push(rect(0, floorTop - 10, W, 12, p.wallShade));
  return parts.join("");
}

/** A window with a sky and a view (towers, treetops or roofs) behind the glass, clipped to it. */
export function windowView(
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  sky: Sky,
  frame: string,
  view: View = "city",
  mullions: "cross" | "vertical" | "none" = "cross",
): string {
  const inner: string[] = [rect(x, y, w, h, "url(#sky)")];
  if (sky.sun)
    inner.push(circle(x + w * rng.range(0.2, 0.8), y + h * rng.range(0.18, 0.35), Math.min(w, h) * 0.09, sky.sun));
  if (sky.time === "night") {
    for (let i = 0; i < 5; i++) inner.push(circle(x + w * rng.float(), y + h * rng.range(0.05, 0.4), 1.4, "#ffffff"));
  } else if (sky.time === "overcast") {
    inner.push(ellipse(x + w * 0.3, y + h * 0.2, w * 0.35, h * 0.09, "#f4f6f8", 'fill-opacity="0.8"'));
    inner.push(ellipse(x + w * 0.75, y + h * 0.32, w * 0.3, h * 0.08, "#f4f6f8", 'fill-opacity="0.7"'));
  } else if (sky.day) {
    const cx = x + w * rng.range(0.15, 0.6);
    const cy = y + h * rng.range(0.18, 0.35);
    inner.push(ellipse(cx, cy, w * 0.12, h * 0.045, "#ffffff", 'fill-opacity="0.85"'));
    inner.push(ellipse(cx + w * 0.08, cy - h * 0.03, w * 0.08, h * 0.045, "#ffffff", 'fill-opacity="0.85"'));
  }
  const far = sky.day ? ["#9fb3c8", "#8aa1b8", "#b4c4d4"] : ["#3f4a6b", "#4b5578", "#353f5e"];
  if (view === "city") {
    for (let bx = x; bx < x + w; ) {
      const bw = w * rng.range(0.12, 0.24);
      const bh = h * rng.range(0.25, 0.62);
      inner.push(
        rect(bx, y + h - bh, bw, bh, rng.pick(far)) + rect(bx + 4, y + h - bh + 6, bw - 8, bh - 6, "url(#towers)"),
      );
      bx += bw + rng.range(2, 10);
    }
  } else if (view === "trees") {
    inner.push(
      rect(x, y + h * 0.55, w, h * 0.45, rng.pick(far)) + rect(x + 6, y + h * 0.6, w - 12, h * 0.4, "url(#towers)"),
    );
    const leaf = sky.day ? ["#5f9e57", "#4c8a47", "#78b26d"] : ["#2f4f3a", "#36583f", "#294634"];
    for (let tx = x - 10; tx < x + w + 10; tx += rng.range(28, 46))
      inner.push(circle(tx, y + h * rng.range(0.62, 0.85), h * rng.range(0.16, 0.26), rng.pick(leaf)));
  } else {
    const roofs = sky.day ? ["#c0603f", "#b5563a", "#d0764f"] : ["#5a3a3a", "#4d3434", "#603f3b"];
    for (let hx = x - 20; hx < x + w; hx += rng.range(60, 90)) {
      const hw = rng.range(60, 90);
      const top = y + h * rng.range(0.6, 0.75);
      inner.push(rect(hx, top, hw, y + h - top, sky.day ? "#efe3d0" : "#6b6470"));
      inner.push(
        polygon(
          [
            [hx - 6, top],
            [hx + hw / 2, top - 22],
            [hx + hw + 6, top],
          ],
          rng.pick(roofs),
        ),
      );
    }
  }
  // Clipped to the pane by a nested viewport; frame and mullions drawn over the view.
  const parts = [
    `<svg x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" viewBox="${r(x)} ${r(y)} ${r(w)} ${r(h)}">${inner.join("")}</svg>`,
  ];
  parts.push(rect(x - 8, y - 8, w + 16, h + 16, "none", `stroke="${frame}" stroke-width="12"`));
  if (mullions !== "none") parts.push(line(x + w / 2, y, x + w / 2, y + h, frame, 7));
  if (mullions === "cross") parts.push(line(x, y + h * 0.45, x + w, y + h * 0.45, frame, 5));
  parts.push(rect(x - 16, y + h + 6, w + 32, 10, frame));
  return parts.join("");
}

export function curtains(x: number, y: number, w: number, h: number, fabric: string, rod: string): string {
  return (
    line(x - 40, y - 22, x + w + 40, y - 22, rod, 4) +
    path(
      `M${r(x - 38)} ${r(y - 20)} h60 c-10 ${r(h * 0.4)} 10 ${r(h * 0.8)} -6 ${r(h + 40)} h-54 c8 ${r(-h * 0.5)} -6 ${r(-h * 0.8)} 0 ${r(-h - 40)}z`,
      fabric,
      'fill-opacity="0.95"',
    ) +
    path(
      `M${r(x + w + 38)} ${r(y - 20)} h-60 c10 ${r(h * 0.4)} -10 ${r(h * 0.8)} 6 ${r(h + 40)} h54 c-8 ${r(-h * 0.5)} 6 ${r(-h * 0.8)} 0 ${r(-h - 40)}z`,
      fabric,
      'fill-opacity="0.95"',
    )
  );
}

/** A roller blind pulled part of the way down. */
export function blind(x: number, y: number, w: number, h: number, colour: string, share: number): string {
  const down = h * share;
  return (
    rect(x - 10, y - 14, w + 20, 12, colour) +
    rect(x - 4, y - 4, w + 8, down, colour, 'fill-opacity="0.92"') +
    rect(x + w / 2 - 12, y + down - 4, 24, 5, "#00000033")
  );
}

export type PlantShape = "bushy" | "tall" | "round";

export function plant(
  x: number,
  baseY: number,
  size: number,
  p: Palette,
  pot: string,
  shape: PlantShape = "bushy",
): string {
  const potPath = path(
    `M${r(x - size * 0.28)} ${r(baseY - size * 0.42)} h${r(size * 0.56)} l-${r(size * 0.07)} ${r(size * 0.42)} h-${r(size * 0.42)}z`,
    pot,
  );
  if (shape === "tall") {
    const blades = [-14, -6, 0, 7, 15]
      .map((a, i) =>
        ellipse(
          x + a * 0.6,
          baseY - size * 0.95,
          size * 0.07,
          size * (0.5 + (i % 2) * 0.12),
          i % 2 ? p.plant : p.plantDark,
          `transform="rotate(${a} ${r(x)} ${r(baseY - size * 0.4)})"`,
        ),
      )
      .join("");
    return blades + potPath;
  }
  if (shape === "round") {
    return (
      rect(x - 2, baseY - size * 0.9, 4, size * 0.5, p.woodDark) +
      circle(x, baseY - size * 1.05, size * 0.34, p.plantDark) +
      circle(x - size * 0.12, baseY - size * 1.12, size * 0.2, p.plant) +
      potPath
    );
  }
  const leaves: string[] = [];
  for (const [i, a] of [-60, -35, -12, 10, 32, 58, -80, 80].entries()) {
    const len = size * (0.55 + (i % 3) * 0.15);
    leaves.push(
      ellipse(
        x,
        baseY - size * 0.45 - len * 0.45,
        size * 0.12,
        len * 0.5,
        i % 2 ? p.plant : p.plantDark,
        `transform="rotate(${a} ${r(x)} ${r(baseY - size * 0.4)})"`,
      ),
    );
  }
  return leaves.join("") + potPath;
}

export function rug(cx: number, cy: number, w: number, h: number, main: string, stripe: string, round = false): string {
  if (round)
    return (
      ellipse(cx, cy, w / 2, h / 2, main) +
      ellipse(cx, cy, w / 2 - 14, h / 2 - 6, "none", `stroke="${stripe}" stroke-width="5"`)
    );
  return (
    rect(cx - w / 2, cy - h / 2, w, h, main, 'rx="6"') +
    rect(cx - w / 2 + 14, cy - h / 2 + 10, w - 28, 6, stripe) +
    rect(cx - w / 2 + 14, cy + h / 2 - 16, w - 28, 6, stripe)
  );
}

/** A framed picture: an abstract, a landscape or a row of small posters. */
export function wallArt(rng: Random, x: number, y: number, w: number, h: number, p: Palette): string {
  const style = rng.int(0, 2);
  if (style === 2) {
    const n = w > 150 ? 3 : 2;
    const fw = (w - (n - 1) * 14) / n;
    return Array.from({ length: n }, (_, i) => {
      const fx = x + i * (fw + 14);
      return (
        rect(fx - 4, y - 4, fw + 8, h * 0.8 + 8, p.woodDark) +
        rect(fx, y, fw, h * 0.8, [p.accent, p.accent2, p.plant][i % 3] as string) +
        circle(fx + fw / 2, y + h * 0.35, fw * 0.22, p.fabric, 'fill-opacity="0.8"')
      );
    }).join("");
  }
  const inner =
    style === 0
      ? circle(x + w * 0.4, y + h * 0.45, Math.min(w, h) * 0.25, p.accent2) +
        path(
          `M${r(x + w * 0.15)} ${r(y + h * 0.85)} L${r(x + w * 0.55)} ${r(y + h * 0.35)} L${r(x + w * 0.9)} ${r(y + h * 0.85)}z`,
          p.accent,
        )
      : rect(x, y + h * 0.55, w, h * 0.45, p.plant) +
        path(
          `M${r(x)} ${r(y + h * 0.7)} Q${r(x + w * 0.5)} ${r(y + h * 0.35)} ${r(x + w)} ${r(y + h * 0.65)} V${r(y + h)} H${r(x)}z`,
          p.plantDark,
        ) +
        circle(x + w * 0.75, y + h * 0.3, h * 0.12, p.accent2);
  const bg = style === 0 ? p.fabric : "#cfe6f2";
  return (
    rect(x - 6, y - 6, w + 12, h + 12, p.woodDark) +
    `<svg x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" viewBox="${r(x)} ${r(y)} ${r(w)} ${r(h)}">${rect(x, y, w, h, bg)}${inner}</svg>`
  );
}

export function floorLamp(x: number, baseY: number, shade: string, glow: boolean): string {
  return (
    (glow ? circle(x, baseY - 250, 60, "#fff3c4", 'fill-opacity="0.4"') : "") +
    rect(x - 3, baseY - 240, 6, 236, "#5b5b5b") +
    ellipse(x, baseY - 4, 20, 6, "#5b5b5b") +
    path(
      `M${r(x - 28)} ${r(baseY - 226)} L${r(x - 17)} ${r(baseY - 270)} H${r(x + 17)} L${r(x + 28)} ${r(baseY - 226)}z`,
      shade,
    )
  );
}

export function tableLamp(x: number, baseY: number, shade: string, glow: boolean): string {
  return (
    (glow ? circle(x, baseY - 62, 46, "#fff3c4", 'fill-opacity="0.4"') : "") +
    rect(x - 3, baseY - 52, 6, 46, "#5b5b5b") +
    ellipse(x, baseY - 4, 18, 5, "#5b5b5b") +
    path(
      `M${r(x - 26)} ${r(baseY - 48)} L${r(x - 16)} ${r(baseY - 82)} H${r(x + 16)} L${r(x + 26)} ${r(baseY - 48)}z`,
      shade,
    )
  );
}

export function pendant(x: number, drop: number, shade: string, glow: boolean): string {
  return (
    (glow ? circle(x, drop + 26, 40, "#fff3c4", 'fill-opacity="0.35"') : "") +
    line(x, 0, x, drop, "#4a4a4a", 2) +
    path(`M${r(x - 26)} ${r(drop + 24)} Q${r(x)} ${r(drop - 12)} ${r(x + 26)} ${r(drop + 24)}z`, shade)
  );
}

/** A row of books standing on `baseY`, from `x` over about `width`. */
export function books(
  rng: Random,
  x: number,
  baseY: number,
  width: number,
  colours: readonly string[],
  maxH = 50,
): string {
  const parts: string[] = [];
  for (let bx = x; bx < x + width - 8; ) {
    const bw = rng.range(8, 16);
    const bh = rng.range(maxH * 0.65, maxH);
    if (rng.chance(0.08) && x + width - bx > bh) {
      // A few books lie flat in a small pile.
      parts.push(
        rect(bx, baseY - 9, bh, 9, rng.pick(colours)) + rect(bx + 3, baseY - 18, bh - 6, 9, rng.pick(colours)),
      );
      bx += bh + 2;
      continue;
    }
    parts.push(rect(bx, baseY - bh, bw, bh, rng.pick(colours)));
    bx += bw + 2;
  }
  return parts.join("");
}

/** A wall shelf with books and a small plant. */
export function wallShelf(rng: Random, x: number, y: number, w: number, p: Palette): string {
  return (
    rect(x, y, w, 9, p.woodDark) +
    books(rng, x + 8, y, w * 0.62, [p.accent, p.accent2, p.plantDark, "#e9e4d8", p.wood], 44) +
    plant(x + w * 0.82, y, 40, p, p.accent2)
  );
}

/** A split air conditioner high on the wall, as in most rented rooms in São Paulo. */
export function airConditioner(x: number, y: number): string {
  return (
    rect(x, y, 150, 42, "#f4f6f7", 'rx="8" stroke="#cfd6da" stroke-width="2"') +
    line(x + 12, y + 32, x + 138, y + 32, "#b8c2c8", 2) +
    circle(x + 134, y + 12, 2.5, "#6fcf97")
  );
}

export function wallClock(x: number, y: number, rim: string): string {
  return (
    circle(x, y, 22, "#ffffff", `stroke="${rim}" stroke-width="4"`) +
    line(x, y, x, y - 13, "#333", 2.5) +
    line(x, y, x + 9, y + 4, "#333", 2.5)
  );
}

/** A string of warm lights hung in loops. */
export function stringLights(x: number, y: number, w: number): string {
  const loops = Math.max(2, Math.round(w / 90));
  const step = w / loops;
  let d = `M${r(x)} ${r(y)}`;
  const bulbs: string[] = [];
  for (let i = 0; i < loops; i++) {
    d += ` Q${r(x + step * (i + 0.5))} ${r(y + 26)} ${r(x + step * (i + 1))} ${r(y)}`;
    for (const t of [0.25, 0.5, 0.75])
      bulbs.push(circle(x + step * (i + t), y + 26 * 2 * t * (1 - t) * 1.0 + 3, 3.5, "#ffd166"));
  }
  return path(d, "none", 'stroke="#6b5b4b" stroke-width="1.5"') + bulbs.join("");
}

/** A cork board with notes, as above a student's desk. */
export function pinboard(rng: Random, x: number, y: number, w: number, h: number, frame: string): string {
  const parts = [rect(x, y, w, h, "#c8a27a", `stroke="${frame}" stroke-width="6"`)];
  const cols = Math.max(2, Math.floor(w / 62));
  for (let i = 0; i < cols * 2; i++) {
    const nx = x + 12 + (i % cols) * ((w - 24) / cols);
    const ny = y + 10 + Math.floor(i / cols) * (h / 2 - 4);
    const size = Math.min(40, h / 2 - 18);
    parts.push(
      rect(
        nx,
        ny,
        size,
        size,
        rng.pick(["#fff3b0", "#ffd6e0", "#caffbf", "#a0c4ff", "#ffffff"]),
        `transform="rotate(${rng.int(-8, 8)} ${r(nx + size / 2)} ${r(ny + size / 2)})"`,
      ),
    );
  }
  return parts.join("");
}

/** Dims the room a little at night; lamps drawn afterwards keep their glow. */
export const nightShade = (sky: Sky) =>
  sky.time === "night"
    ? rect(0, 0, W, H, "#1b2440", 'fill-opacity="0.16"')
    : sky.time === "dusk"
      ? rect(0, 0, W, H, "#3a2d5c", 'fill-opacity="0.07"')
      : "";
