import { PHOTO_ASPECT, PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import { Random } from "../prng.ts";

/**
 * The demo photo pool: flat illustrations of rooms and buildings drawn as SVG, so the
 * catalogue shows real, varied images without shipping binaries or fetching anything.
 * Each scene is drawn on an 800×600 canvas (4:3, as every listing photo) and is fully
 * determined by its name.
 */

/** Every pool photo is stored up to the largest width; its rows carry that size. */
export const POOL_PHOTO_SIZE = {
  width: Math.max(...PHOTO_WIDTHS),
  height: Math.round(Math.max(...PHOTO_WIDTHS) / PHOTO_ASPECT),
} as const;

export type SceneKind = "facade" | "bedroom" | "living" | "kitchen" | "bathroom" | "study";

export type Scene = {
  /** File stem: the storage key is `seed/<name>`. */
  name: string;
  kind: SceneKind;
  altPt: string;
  altEn: string;
  /** For façades: what kind of building, so a listing shows a fitting one. */
  building?: FacadeStyle;
  svg: string;
};

type Palette = {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  accent: string;
  accent2: string;
  fabric: string;
  wood: string;
  woodDark: string;
  metal: string;
  plant: string;
  plantDark: string;
};

const PALETTES: readonly Palette[] = [
  {
    wall: "#f3e9dc",
    wallShade: "#e7d8c4",
    floor: "#c89f72",
    floorLine: "#b08558",
    accent: "#2f6f73",
    accent2: "#e07a5f",
    fabric: "#fbf7ef",
    wood: "#a47148",
    woodDark: "#7a5234",
    metal: "#4a4e55",
    plant: "#4f8f4c",
    plantDark: "#356b35",
  },
  {
    wall: "#dfe9e4",
    wallShade: "#cddcd5",
    floor: "#b9a48a",
    floorLine: "#9f8a70",
    accent: "#3d5a80",
    accent2: "#f2b84b",
    fabric: "#ffffff",
    wood: "#c49a6c",
    woodDark: "#8e6c47",
    metal: "#3b4048",
    plant: "#5a9e5a",
    plantDark: "#3c7a41",
  },
  {
    wall: "#f6e3d6",
    wallShade: "#eccfbd",
    floor: "#9c7b5b",
    floorLine: "#856649",
    accent: "#6d597a",
    accent2: "#e56b6f",
    fabric: "#fff8f1",
    wood: "#b5835a",
    woodDark: "#7f5a3c",
    metal: "#50505a",
    plant: "#6a994e",
    plantDark: "#46723a",
  },
  {
    wall: "#e4e7ee",
    wallShade: "#d3d8e2",
    floor: "#d2b48c",
    floorLine: "#b99a70",
    accent: "#264653",
    accent2: "#e9c46a",
    fabric: "#f8f9fb",
    wood: "#9c6644",
    woodDark: "#6f4a31",
    metal: "#2f3640",
    plant: "#2a9d8f",
    plantDark: "#1f7168",
  },
  {
    wall: "#fbf1c7",
    wallShade: "#f1e3a8",
    floor: "#a98467",
    floorLine: "#8d6d53",
    accent: "#bc4b51",
    accent2: "#5b8e7d",
    fabric: "#fffdf5",
    wood: "#8b5e3c",
    woodDark: "#634128",
    metal: "#41464d",
    plant: "#588157",
    plantDark: "#3a5a40",
  },
  {
    wall: "#e8e1f0",
    wallShade: "#d9cfe6",
    floor: "#c2a383",
    floorLine: "#a88a6b",
    accent: "#457b9d",
    accent2: "#f4a261",
    fabric: "#fdfcff",
    wood: "#b08968",
    woodDark: "#7f5f45",
    metal: "#3d405b",
    plant: "#52b788",
    plantDark: "#2d6a4f",
  },
  {
    wall: "#ffffff",
    wallShade: "#eeeeee",
    floor: "#8d6e63",
    floorLine: "#76594f",
    accent: "#1d3557",
    accent2: "#e63946",
    fabric: "#f1faee",
    wood: "#d4a373",
    woodDark: "#9c7146",
    metal: "#343a40",
    plant: "#40916c",
    plantDark: "#1b4332",
  },
  {
    wall: "#d8e2dc",
    wallShade: "#c5d3ca",
    floor: "#deb887",
    floorLine: "#c49d6a",
    accent: "#9d4edd",
    accent2: "#ff9f1c",
    fabric: "#ffffff",
    wood: "#a0785a",
    woodDark: "#6e5240",
    metal: "#2b2d42",
    plant: "#55a630",
    plantDark: "#2b9348",
  },
];

const W = 800;
const H = 600;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, radius: number, fill: string, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = "") =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
const r = (n: number) => Math.round(n * 10) / 10;

function svgDocument(body: string, defs = ""): string {
  // Drawn at 800×600 and declared at 1600×1200, so the largest size is rasterised sharp.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

type Sky = { top: string; bottom: string; sun: string; day: boolean };
const SKIES: readonly Sky[] = [
  { top: "#6fb1e8", bottom: "#d7ecfb", sun: "#ffe08a", day: true },
  { top: "#8ec5fc", bottom: "#f0f7ff", sun: "#fff1b8", day: true },
  { top: "#f7a072", bottom: "#ffe5b4", sun: "#fff4d6", day: true },
  { top: "#5c6bc0", bottom: "#f8b195", sun: "#ffd3a5", day: false },
];

function skyGradient(id: string, sky: Sky): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`;
}

/** A window with sky, sun and a skyline of São Paulo towers behind the glass. */
function windowView(rng: Random, x: number, y: number, w: number, h: number, sky: Sky, frame: string): string {
  const parts: string[] = [rect(x, y, w, h, "url(#sky)")];
  parts.push(circle(x + w * rng.range(0.2, 0.8), y + h * rng.range(0.2, 0.4), Math.min(w, h) * 0.09, sky.sun));
  if (sky.day) {
    const cx = x + w * rng.range(0.15, 0.6);
    const cy = y + h * rng.range(0.18, 0.35);
    parts.push(ellipse(cx, cy, w * 0.12, h * 0.045, "#ffffff", 'opacity="0.85"'));
    parts.push(ellipse(cx + w * 0.08, cy - h * 0.03, w * 0.08, h * 0.045, "#ffffff", 'opacity="0.85"'));
  }
  let bx = x;
  const towerColours = sky.day ? ["#9fb3c8", "#8aa1b8", "#b4c4d4"] : ["#6c5b7b", "#7d6b8c", "#5d4e6d"];
  while (bx < x + w) {
    const bw = Math.min(w * rng.range(0.1, 0.22), x + w - bx);
    const bh = h * rng.range(0.25, 0.6);
    parts.push(rect(bx, y + h - bh, bw, bh, rng.pick(towerColours)));
    for (let wy = y + h - bh + 8; wy < y + h - 8; wy += 14) {
      for (let wx = bx + 5; wx < bx + bw - 8; wx += 10) {
        if (rng.chance(0.55)) parts.push(rect(wx, wy, 4, 6, sky.day ? "#dfe7ef" : "#ffd98e", 'opacity="0.8"'));
      }
    }
    bx += bw + rng.range(2, 10);
  }
  // Frame and mullions drawn last so they sit over the view.
  parts.push(rect(x - 8, y - 8, w + 16, h + 16, "none", `stroke="${frame}" stroke-width="12"`));
  parts.push(line(x + w / 2, y, x + w / 2, y + h, frame, 7));
  parts.push(line(x, y + h * 0.45, x + w, y + h * 0.45, frame, 5));
  parts.push(rect(x - 16, y + h + 6, w + 32, 10, frame));
  return parts.join("");
}

function curtains(x: number, y: number, w: number, h: number, fabric: string, rod: string): string {
  return (
    line(x - 40, y - 22, x + w + 40, y - 22, rod, 4) +
    path(
      `M${x - 38} ${y - 20} h60 c-10 ${h * 0.4} 10 ${h * 0.8} -6 ${h + 40} h-54 c8 ${-h * 0.5} -6 ${-h * 0.8} 0 ${-h - 40}z`,
      fabric,
      'opacity="0.95"',
    ) +
    path(
      `M${x + w + 38} ${y - 20} h-60 c10 ${h * 0.4} -10 ${h * 0.8} 6 ${h + 40} h54 c-8 ${-h * 0.5} 6 ${-h * 0.8} 0 ${-h - 40}z`,
      fabric,
      'opacity="0.95"',
    )
  );
}

function plant(x: number, baseY: number, size: number, p: Palette, pot: string): string {
  const leaves: string[] = [];
  const angles = [-60, -35, -12, 10, 32, 58, -80, 80];
  for (const [i, a] of angles.entries()) {
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
  return (
    leaves.join("") +
    path(
      `M${x - size * 0.28} ${baseY - size * 0.42} h${size * 0.56} l-${size * 0.07} ${size * 0.42} h-${size * 0.42}z`,
      pot,
    )
  );
}

function floor(p: Palette, top: number, planks = true): string {
  const parts = [rect(0, top, W, H - top, p.floor)];
  if (planks) {
    for (let y = top + 22; y < H; y += 26) parts.push(line(0, y, W, y, p.floorLine, 2));
    for (let y = top, row = 0; y < H; y += 26, row++) {
      for (let x = (row % 2) * 90 + 40; x < W; x += 180) parts.push(line(x, y, x, y + 26, p.floorLine, 1.5));
    }
  }
  parts.push(rect(0, top - 10, W, 12, p.wallShade));
  return parts.join("");
}

function rug(cx: number, cy: number, w: number, h: number, main: string, stripe: string): string {
  return (
    rect(cx - w / 2, cy - h / 2, w, h, main, 'rx="6"') +
    rect(cx - w / 2 + 14, cy - h / 2 + 10, w - 28, 6, stripe) +
    rect(cx - w / 2 + 14, cy + h / 2 - 16, w - 28, 6, stripe)
  );
}

function wallArt(x: number, y: number, w: number, h: number, p: Palette, rng: Random): string {
  const inner = rng.chance(0.5)
    ? circle(x + w * 0.4, y + h * 0.45, Math.min(w, h) * 0.25, p.accent2) +
      path(
        `M${x + w * 0.15} ${y + h * 0.85} L${x + w * 0.55} ${y + h * 0.35} L${x + w * 0.9} ${y + h * 0.85}z`,
        p.accent,
      )
    : rect(x + w * 0.15, y + h * 0.2, w * 0.3, h * 0.6, p.accent) +
      circle(x + w * 0.68, y + h * 0.5, w * 0.17, p.accent2);
  return rect(x - 6, y - 6, w + 12, h + 12, p.woodDark) + rect(x, y, w, h, p.fabric) + inner;
}

function lamp(x: number, baseY: number, shade: string, glow: boolean): string {
  return (
    (glow ? circle(x, baseY - 62, 46, "#fff3c4", 'opacity="0.35"') : "") +
    rect(x - 3, baseY - 52, 6, 46, "#5b5b5b") +
    ellipse(x, baseY - 4, 18, 5, "#5b5b5b") +
    path(`M${x - 26} ${baseY - 48} L${x - 16} ${baseY - 82} H${x + 16} L${x + 26} ${baseY - 48}z`, shade)
  );
}

// ---------------------------------------------------------------------------------------
// Rooms

function bedroom(rng: Random, p: Palette, sky: Sky) {
  const double = rng.chance(0.5);
  const bedLeft = rng.chance(0.5);
  const withPlant = rng.chance(0.7);
  const floorTop = 460;
  const bedW = double ? 330 : 230;
  const bedX = bedLeft ? 70 : W - 70 - bedW;
  const winW = 200;
  const winX = bedLeft ? 500 : 100;
  const parts = [rect(0, 0, W, H, p.wall), floor(p, floorTop)];
  parts.push(windowView(rng, winX, 90, winW, 210, sky, "#fafafa"));
  if (rng.chance(0.7))
    parts.push(curtains(winX, 90, winW, 210, p.fabric === "#ffffff" ? "#f0e6d8" : p.fabric, p.woodDark));
  parts.push(wallArt(bedX + bedW / 2 - 60, 120, 120, 90, p, rng));
  // Headboard, frame, mattress, duvet, pillows.
  parts.push(rect(bedX, 300, bedW, 170, p.wood, 'rx="14"'));
  parts.push(rect(bedX - 6, 420, bedW + 12, 60, p.woodDark, 'rx="6"'));
  parts.push(rect(bedX + 4, 378, bedW - 8, 60, p.fabric, 'rx="10"'));
  parts.push(rect(bedX - 2, 400, bedW + 4, 68, p.accent, 'rx="12"'));
  parts.push(rect(bedX - 2, 400, bedW + 4, 14, p.accent2, 'rx="6" opacity="0.9"'));
  const pillows = double ? 2 : 1;
  for (let i = 0; i < pillows; i++) {
    const px = bedX + 24 + i * ((bedW - 48) / pillows);
    parts.push(rect(px, 350, (bedW - 48) / pillows - 14, 44, "#ffffff", 'rx="18"'));
    parts.push(rect(px + 10, 358, (bedW - 48) / pillows - 34, 28, p.accent2, 'rx="12" opacity="0.35"'));
  }
  // Nightstand with a lamp.
  const nsX = bedLeft ? bedX + bedW + 24 : bedX - 24 - 80;
  parts.push(rect(nsX, 395, 80, 75, p.wood, 'rx="4"'));
  parts.push(line(nsX + 8, 430, nsX + 72, 430, p.woodDark, 3));
  parts.push(circle(nsX + 40, 414, 3, p.woodDark));
  parts.push(lamp(nsX + 40, 395, p.accent2, !sky.day));
  parts.push(rug(bedX + bedW / 2, 528, bedW + 40, 60, p.accent2, p.fabric));
  if (withPlant) parts.push(plant(bedLeft ? 730 : 70, 470, 120, p, p.accent));
  const altPt = `Quarto ${double ? "com cama de casal" : "com cama de solteiro"}, criado-mudo com abajur e janela com vista para a cidade${withPlant ? ", com plantas" : ""}`;
  const altEn = `Bedroom with a ${double ? "double" : "single"} bed, a bedside table with a lamp and a window with a city view${withPlant ? ", with plants" : ""}`;
  return { body: parts.join(""), altPt, altEn };
}

function livingRoom(rng: Random, p: Palette, sky: Sky) {
  const floorTop = 450;
  // TV or plant on the left wall, sofa in the middle, window and lamp on the right; the
  // mirrored copies of the pool give the opposite layout.
  const sofaX = rng.range(190, 205);
  const sofaW = 330;
  const withTv = rng.chance(0.5);
  const parts = [rect(0, 0, W, H, p.wall), floor(p, floorTop)];
  parts.push(windowView(rng, 575, 80, 180, 240, sky, "#fafafa"));
  // Shelf with books above the sofa.
  parts.push(rect(sofaX + 40, 170, 250, 10, p.woodDark));
  let bx = sofaX + 50;
  while (bx < sofaX + 200) {
    const bw = rng.range(10, 18);
    const bh = rng.range(34, 52);
    parts.push(rect(bx, 170 - bh, bw, bh, rng.pick([p.accent, p.accent2, p.plantDark, p.woodDark, "#e9e4d8"])));
    bx += bw + 2;
  }
  parts.push(plant(sofaX + 250, 170, 50, p, p.accent2));
  // Sofa.
  parts.push(rect(sofaX, 290, sofaW, 110, p.accent, 'rx="22"'));
  parts.push(rect(sofaX - 20, 340, 50, 110, p.accent, 'rx="18"'));
  parts.push(rect(sofaX + sofaW - 30, 340, 50, 110, p.accent, 'rx="18"'));
  parts.push(rect(sofaX + 20, 370, sofaW - 40, 60, p.accent, 'rx="12" opacity="0.85"'));
  parts.push(rect(sofaX + 30, 310, 80, 60, p.accent2, 'rx="16"'));
  parts.push(rect(sofaX + sofaW - 110, 310, 80, 60, p.fabric, 'rx="16"'));
  parts.push(rect(sofaX - 10, 448, 12, 16, p.woodDark) + rect(sofaX + sofaW - 2, 448, 12, 16, p.woodDark));
  // Coffee table and rug.
  parts.push(rug(sofaX + sofaW / 2, 525, sofaW + 80, 70, p.fabric, p.accent2));
  parts.push(ellipse(sofaX + sofaW / 2, 488, 90, 16, p.wood));
  parts.push(rect(sofaX + sofaW / 2 - 4, 488, 8, 34, p.woodDark));
  parts.push(circle(sofaX + sofaW / 2 - 30, 474, 10, p.accent2) + rect(sofaX + sofaW / 2 + 10, 466, 34, 10, p.accent));
  // Floor lamp.
  const lampX = sofaX + sofaW + 60;
  if (lampX < 760) {
    parts.push(rect(lampX - 2, 240, 4, 220, p.metal) + ellipse(lampX, 460, 22, 6, p.metal));
    parts.push(path(`M${lampX - 34} 250 L${lampX - 20} 200 H${lampX + 20} L${lampX + 34} 250z`, p.fabric));
  }
  if (withTv) {
    parts.push(rect(20, 220, 140, 84, "#1f2328", 'rx="4"') + rect(26, 226, 128, 72, "#37474f"));
    parts.push(rect(14, 400, 152, 60, p.wood, 'rx="4"') + line(90, 400, 90, 460, p.woodDark, 2));
  } else {
    parts.push(plant(90, 460, 150, p, p.wood));
  }
  const altPt = `Sala de estar com sofá ${withTv ? "e TV" : "e plantas"}, estante de livros e luminária de chão`;
  const altEn = `Living room with a sofa ${withTv ? "and a TV" : "and plants"}, a bookshelf and a floor lamp`;
  return { body: parts.join(""), altPt, altEn };
}

function kitchen(rng: Random, p: Palette, sky: Sky) {
  const parts = [rect(0, 0, W, H, p.wall), floor(p, 520, false)];
  const tileColour = rng.pick(["#ffffff", "#e8f1f2", "#f7ede2", "#dde5f0"]);
  const subway = rng.chance(0.5);
  const fridgeLeft = rng.chance(0.5);
  const counterX = fridgeLeft ? 170 : 30;
  const counterW = 600;
  // Floor tiles.
  for (let x = 0; x < W; x += 50) parts.push(line(x, 520, x, H, p.floorLine, 1.5));
  parts.push(line(0, 560, W, 560, p.floorLine, 1.5));
  // Backsplash.
  parts.push(rect(counterX, 250, counterW, 110, tileColour));
  for (let y = 250, row = 0; y < 360; y += 22, row++) {
    parts.push(line(counterX, y, counterX + counterW, y, "#c9c9c9", 1));
    const step = subway ? 44 : 22;
    for (let x = counterX + (subway && row % 2 ? step / 2 : 0); x < counterX + counterW; x += step) {
      parts.push(line(x, y, x, Math.min(y + 22, 360), "#c9c9c9", 1));
    }
  }
  // Window over the sink.
  const winX = counterX + 340;
  parts.push(windowView(rng, winX, 80, 150, 130, sky, "#fafafa"));
  // Upper cabinets beside the window.
  parts.push(rect(counterX, 70, 320, 150, p.accent, 'rx="4"'));
  for (let x = counterX + 80; x < counterX + 320; x += 80) parts.push(line(x, 70, x, 220, p.wallShade, 3));
  for (let x = counterX + 60; x < counterX + 320; x += 80) parts.push(rect(x, 180, 4, 24, p.metal));
  // Counter and lower cabinets.
  parts.push(rect(counterX - 6, 355, counterW + 12, 16, p.woodDark));
  parts.push(rect(counterX, 371, counterW, 149, p.accent));
  for (let x = counterX + 100; x < counterX + counterW; x += 100) parts.push(line(x, 380, x, 510, p.wallShade, 3));
  for (let x = counterX + 45; x < counterX + counterW; x += 100) parts.push(rect(x, 392, 14, 4, p.metal));
  // Stove with oven door and knobs.
  const stoveX = counterX + 120;
  parts.push(rect(stoveX, 371, 120, 149, "#d9dde1"));
  parts.push(rect(stoveX + 12, 410, 96, 80, "#2d3035", 'rx="4"'));
  parts.push(rect(stoveX + 20, 420, 80, 40, "#495057", 'rx="3"'));
  for (let i = 0; i < 4; i++) parts.push(circle(stoveX + 22 + i * 25, 390, 6, "#2d3035"));
  parts.push(rect(stoveX + 8, 346, 104, 9, "#2d3035"));
  parts.push(rect(stoveX + 34, 300, 52, 46, p.metal, 'rx="6"') + rect(stoveX + 30, 296, 60, 8, p.metal, 'rx="3"'));
  // Sink with tap.
  parts.push(
    rect(winX + 25, 350, 100, 8, "#aab2bb") +
      path(`M${winX + 70} 350 v-40 h26 v10`, "none", `stroke="${p.metal}" stroke-width="6"`),
  );
  // Fridge.
  const fx = fridgeLeft ? 30 : 660;
  parts.push(rect(fx, 150, 120, 370, "#e9ecef", 'rx="8"') + line(fx, 290, fx + 120, 290, "#ced4da", 3));
  parts.push(rect(fx + 100, 190, 6, 60, "#adb5bd") + rect(fx + 100, 310, 6, 80, "#adb5bd"));
  // Fruit bowl, plant and pendant lamps.
  parts.push(ellipse(counterX + 520, 348, 40, 12, p.accent2));
  parts.push(
    circle(counterX + 505, 336, 11, "#f4a261") +
      circle(counterX + 528, 332, 12, "#e63946") +
      circle(counterX + 545, 338, 10, "#90be6d"),
  );
  parts.push(plant(counterX + 30, 355, 70, p, p.accent2));
  for (const lx of [counterX + 150, counterX + 450]) {
    parts.push(line(lx, 0, lx, 36, p.metal, 2) + path(`M${lx - 24} 58 Q${lx} 22 ${lx + 24} 58z`, p.accent2));
  }
  const altPt = `Cozinha equipada com fogão, geladeira, armários e revestimento ${subway ? "de azulejos tipo metrô" : "de azulejos quadrados"}`;
  const altEn = `Fitted kitchen with a stove, a fridge, cabinets and ${subway ? "subway" : "square"} wall tiles`;
  return { body: parts.join(""), altPt, altEn };
}

function bathroom(rng: Random, p: Palette) {
  const tile = rng.pick(["#e9f5f2", "#f2f2f2", "#e7eef8", "#f8efe6", "#eaf4e4"]);
  const grout = "#cfd8dc";
  const roundMirror = rng.chance(0.5);
  const showerLeft = rng.chance(0.5);
  const parts = [rect(0, 0, W, H, tile)];
  for (let y = 40; y < 520; y += 40) parts.push(line(0, y, W, y, grout, 1.5));
  for (let x = 40; x < W; x += 40) parts.push(line(x, 0, x, 520, grout, 1.5));
  // Floor in a checker of two greys.
  parts.push(rect(0, 520, W, 80, "#b0bec5"));
  for (let x = 0, i = 0; x < W; x += 40, i++) {
    if (i % 2 === 0) parts.push(rect(x, 520, 40, 40, "#90a4ae"));
    else parts.push(rect(x, 560, 40, 40, "#90a4ae"));
  }
  // Shower box with glass panel.
  const sx = showerLeft ? 30 : 520;
  parts.push(rect(sx, 60, 250, 460, "#dfe9ee"));
  parts.push(line(sx + 125, 60, sx + 125, 120, p.metal, 5) + ellipse(sx + 125, 124, 28, 8, p.metal));
  for (let i = 0; i < 9; i++)
    parts.push(line(sx + 104 + i * 5, 136, sx + 96 + i * 7, 260, "#9ecae1", 2, 'opacity="0.6"'));
  parts.push(rect(sx, 60, 250, 460, "#bfe3f2", 'opacity="0.35" stroke="#9fb8c4" stroke-width="4"'));
  parts.push(
    line(sx + 40, 120, sx + 110, 40, "#ffffff", 6, 'opacity="0.5"') +
      line(sx + 80, 180, sx + 200, 70, "#ffffff", 4, 'opacity="0.45"'),
  );
  // Vanity, sink, mirror.
  const vx = showerLeft ? 340 : 70;
  parts.push(rect(vx, 330, 230, 110, p.wood, 'rx="4"'));
  parts.push(line(vx + 115, 340, vx + 115, 430, p.woodDark, 3));
  parts.push(rect(vx - 6, 318, 242, 16, "#fafafa") + ellipse(vx + 115, 318, 60, 10, "#e0e0e0"));
  parts.push(path(`M${vx + 115} 318 v-30 h22 v8`, "none", `stroke="${p.metal}" stroke-width="6"`));
  parts.push(
    roundMirror
      ? circle(vx + 115, 190, 80, "#cfe8f3", `stroke="${p.woodDark}" stroke-width="8"`)
      : rect(vx + 30, 110, 170, 160, "#cfe8f3", `rx="14" stroke="${p.woodDark}" stroke-width="8"`),
  );
  parts.push(line(vx + 70, 150, vx + 110, 110, "#ffffff", 6, 'opacity="0.7"'));
  // Towel on a bar and a plant.
  const tx = showerLeft ? 640 : 360;
  parts.push(line(tx - 10, 250, tx + 90, 250, p.metal, 5) + rect(tx, 250, 70, 110, p.accent2, 'rx="6"'));
  parts.push(rect(tx, 330, 70, 8, p.fabric));
  parts.push(plant(showerLeft ? 740 : 320, 520, 90, p, p.accent));
  const altPt = `Banheiro com box de vidro, gabinete com pia e espelho ${roundMirror ? "redondo" : "retangular"}`;
  const altEn = `Bathroom with a glass shower box, a vanity with a basin and a ${roundMirror ? "round" : "rectangular"} mirror`;
  return { body: parts.join(""), altPt, altEn };
}

function study(rng: Random, p: Palette, sky: Sky) {
  const floorTop = 470;
  const deskX = rng.range(120, 280);
  const withShelf = rng.chance(0.6);
  const parts = [rect(0, 0, W, H, p.wall), floor(p, floorTop)];
  const winX = deskX > 200 ? 60 : 560;
  parts.push(windowView(rng, winX, 90, 170, 220, sky, "#fafafa"));
  // Pinboard with notes, or a shelf.
  if (withShelf) {
    parts.push(rect(deskX + 20, 150, 300, 10, p.woodDark) + rect(deskX + 20, 230, 300, 10, p.woodDark));
    for (const shelfY of [150, 230]) {
      let bx = deskX + 30;
      while (bx < deskX + 230) {
        const bw = rng.range(10, 20);
        const bh = rng.range(36, 56);
        parts.push(rect(bx, shelfY - bh, bw, bh, rng.pick([p.accent, p.accent2, p.plantDark, "#e9e4d8", p.woodDark])));
        bx += bw + 2;
      }
      parts.push(plant(deskX + 280, shelfY, 46, p, p.accent2));
    }
  } else {
    parts.push(rect(deskX + 60, 120, 220, 150, "#c8a27a", `stroke="${p.woodDark}" stroke-width="8"`));
    for (let i = 0; i < 6; i++) {
      const nx = deskX + 80 + (i % 3) * 66;
      const ny = 140 + Math.floor(i / 3) * 62;
      parts.push(
        rect(
          nx,
          ny,
          44,
          44,
          rng.pick(["#fff3b0", "#ffd6e0", "#caffbf", "#a0c4ff"]),
          `transform="rotate(${rng.int(-8, 8)} ${r(nx + 22)} ${r(ny + 22)})"`,
        ),
      );
    }
  }
  // Desk.
  parts.push(rect(deskX, 330, 360, 16, p.wood));
  parts.push(rect(deskX + 10, 346, 10, 124, p.woodDark) + rect(deskX + 340, 346, 10, 124, p.woodDark));
  parts.push(rect(deskX + 240, 346, 100, 70, p.wood) + line(deskX + 240, 380, deskX + 340, 380, p.woodDark, 2));
  // Laptop, mug, books, desk lamp.
  parts.push(
    path(`M${deskX + 110} 330 l14 -92 h120 l-14 92z`, "#3a3f47") +
      path(`M${deskX + 118} 326 l12 -82 h104 l-12 82z`, "#8ecae6"),
  );
  parts.push(rect(deskX + 90, 326, 170, 6, "#adb5bd", 'rx="2"'));
  parts.push(
    rect(deskX + 280, 302, 22, 28, p.accent2, 'rx="3"') +
      path(`M${deskX + 302} 308 q12 8 0 16`, "none", `stroke="${p.accent2}" stroke-width="4"`),
  );
  parts.push(
    rect(deskX + 20, 312, 60, 10, p.accent) +
      rect(deskX + 24, 302, 54, 10, p.accent2) +
      rect(deskX + 18, 294, 58, 8, p.plantDark),
  );
  parts.push(
    line(deskX + 330, 330, deskX + 316, 262, p.metal, 5) + line(deskX + 316, 262, deskX + 280, 240, p.metal, 5),
  );
  parts.push(path(`M${deskX + 260} 232 l30 -12 l12 26 l-30 12z`, p.accent) + ellipse(deskX + 330, 330, 16, 4, p.metal));
  // Chair.
  const cx = deskX + 150;
  parts.push(rect(cx, 300, 80, 100, p.accent, 'rx="14"') + rect(cx - 10, 390, 100, 22, p.accent, 'rx="8"'));
  parts.push(rect(cx + 36, 412, 8, 44, p.metal) + line(cx, 470, cx + 80, 470, p.metal, 6));
  parts.push(circle(cx + 4, 474, 6, "#222") + circle(cx + 76, 474, 6, "#222"));
  parts.push(plant(deskX > 200 ? 720 : 60, 470, 130, p, p.wood));
  const altPt = `Cantinho de estudos com escrivaninha, cadeira, notebook e ${withShelf ? "prateleiras de livros" : "mural de recados"}`;
  const altEn = `Study corner with a desk, a chair, a laptop and ${withShelf ? "bookshelves" : "a pinboard"}`;
  return { body: parts.join(""), altPt, altEn };
}

// ---------------------------------------------------------------------------------------
// Façades

export type FacadeStyle = "tower" | "townhouse" | "residence" | "brick";

function tree(x: number, groundY: number, size: number, leaf: string, leafDark: string): string {
  return (
    rect(x - size * 0.06, groundY - size * 0.8, size * 0.12, size * 0.8, "#6d4c41") +
    circle(x, groundY - size * 0.95, size * 0.42, leafDark) +
    circle(x - size * 0.25, groundY - size * 0.8, size * 0.3, leaf) +
    circle(x + size * 0.25, groundY - size * 0.85, size * 0.32, leaf)
  );
}

function facade(rng: Random, p: Palette, sky: Sky, style: FacadeStyle) {
  const ground = 500;
  const parts = [rect(0, 0, W, H, "url(#sky)")];
  parts.push(circle(rng.range(80, 720), rng.range(70, 130), 36, sky.sun));
  if (sky.day) {
    for (let i = 0; i < 3; i++) {
      const cx = rng.range(40, 760);
      const cy = rng.range(50, 160);
      parts.push(
        ellipse(cx, cy, 60, 16, "#ffffff", 'opacity="0.8"') +
          ellipse(cx + 30, cy - 10, 36, 16, "#ffffff", 'opacity="0.8"'),
      );
    }
  }
  // Background towers for a São Paulo skyline.
  let bx = -20;
  while (bx < W) {
    const bw = rng.range(60, 120);
    const bh = rng.range(150, 330);
    parts.push(rect(bx, ground - bh, bw, bh, sky.day ? "#b8c6d6" : "#7d6b8c", 'opacity="0.8"'));
    bx += bw + rng.range(10, 40);
  }
  const lit = sky.day ? "#cfe3f3" : "#ffd98e";
  const glass = sky.day ? "#9cc3e0" : "#ffe3a3";
  let altPt = "";
  let altEn = "";
  if (style === "tower") {
    const floors = rng.int(10, 14);
    const x = rng.range(220, 300);
    const w = 260;
    const floorH = (ground - 60 - 80) / floors;
    const top = ground - 60 - floors * floorH;
    parts.push(rect(x, top - 20, w, ground - top + 20, p.wall));
    parts.push(rect(x + w - 40, top - 20, 40, ground - top + 20, p.wallShade));
    for (let f = 0; f < floors; f++) {
      const y = top + f * floorH;
      for (let i = 0; i < 3; i++)
        parts.push(rect(x + 20 + i * 72, y + 6, 54, floorH - 16, rng.chance(0.2) ? lit : glass));
      parts.push(rect(x + 10, y + floorH - 10, w - 20, 6, p.accent));
      for (let k = x + 16; k < x + w - 16; k += 12)
        parts.push(line(k, y + floorH - 10, k, y + floorH - 24, p.accent, 1.5));
    }
    parts.push(rect(x, ground - 60, w, 60, p.woodDark));
    parts.push(
      rect(x + w / 2 - 40, ground - 52, 80, 52, glass) + rect(x + w / 2 - 60, ground - 64, 120, 10, p.accent2),
    );
    altPt = "Fachada de prédio residencial alto com varandas, em rua arborizada";
    altEn = "Façade of a tall residential building with balconies on a tree-lined street";
  } else if (style === "townhouse") {
    const x = rng.range(170, 260);
    const w = 360;
    const top = 250;
    const colour = rng.pick([p.accent2, "#f4d35e", "#83c5be", "#e5989b", "#a3c4f3"]);
    parts.push(rect(x, top, w, ground - top, colour));
    parts.push(rect(x - 10, top - 14, w + 20, 18, p.woodDark));
    for (const [i, wx] of [x + 40, x + 150, x + 260].entries()) {
      parts.push(rect(wx, top + 40, 70, 70, glass, `stroke="#ffffff" stroke-width="6"`));
      parts.push(rect(wx - 6, top + 116, 82, 10, "#ffffff"));
      if (i !== 1) parts.push(plant(wx + 35, top + 116, 32, p, p.wood));
    }
    parts.push(rect(x + 40, top + 150, 110, ground - top - 150, p.wood) + circle(x + 135, top + 210, 4, "#333"));
    parts.push(rect(x + 190, top + 150, 130, 80, glass, `stroke="#ffffff" stroke-width="6"`));
    // Gate in front, as in most houses in São Paulo.
    for (let k = x - 20; k < x + w + 20; k += 14) parts.push(line(k, ground - 70, k, ground, p.metal, 3));
    parts.push(line(x - 20, ground - 70, x + w + 20, ground - 70, p.metal, 5));
    altPt = "Fachada de sobrado colorido com portão e plantas nas janelas";
    altEn = "Façade of a colourful two-storey house with a gate and plants at the windows";
  } else if (style === "residence") {
    const x = rng.range(150, 220);
    const w = 420;
    const floors = rng.int(5, 7);
    const floorH = 46;
    const top = ground - 70 - floors * floorH;
    parts.push(rect(x, top, w, ground - top, "#eceff1"));
    const panel = [p.accent, p.accent2, "#ffb703", "#8ecae6"];
    for (let f = 0; f < floors; f++) {
      const y = top + f * floorH;
      for (let i = 0; i < 6; i++) {
        const wx = x + 16 + i * 68;
        parts.push(rect(wx, y + 8, 40, floorH - 16, rng.chance(0.25) ? lit : glass));
        parts.push(rect(wx + 42, y + 8, 14, floorH - 16, panel[(i + f) % panel.length] as string));
      }
    }
    parts.push(rect(x, ground - 70, w, 70, "#37474f"));
    parts.push(rect(x + 30, ground - 62, w - 60, 62, glass, 'opacity="0.9"'));
    for (let k = x + 30; k < x + w - 30; k += 60) parts.push(line(k, ground - 62, k, ground, "#37474f", 3));
    parts.push(rect(x - 10, ground - 78, w + 20, 10, p.accent));
    altPt = "Fachada de residência estudantil moderna com painéis coloridos e recepção envidraçada";
    altEn = "Façade of a modern student residence with colourful panels and a glass-fronted lobby";
  } else {
    const x = rng.range(200, 280);
    const w = 300;
    const floors = rng.int(5, 7);
    const floorH = 52;
    const top = ground - floors * floorH - 20;
    parts.push(rect(x, top, w, ground - top, "url(#brick)"));
    for (let f = 0; f < floors; f++) {
      const y = top + 14 + f * floorH;
      for (let i = 0; i < 3; i++) {
        const wx = x + 26 + i * 92;
        parts.push(rect(wx, y, 64, 32, rng.chance(0.3) ? lit : glass, `stroke="#f5f5f5" stroke-width="4"`));
        if (f > 0) parts.push(rect(wx - 6, y + 32, 76, 6, "#f5f5f5"));
      }
    }
    parts.push(rect(x + w / 2 - 30, ground - 50, 60, 50, p.woodDark));
    parts.push(rect(x - 8, top - 12, w + 16, 14, "#8d6e63"));
    altPt = "Fachada de prédio baixo de tijolos aparentes com janelas amplas";
    altEn = "Façade of a low-rise exposed-brick building with wide windows";
  }
  // Sidewalk, street and trees in front.
  parts.push(rect(0, ground, W, 40, "#cfd8dc") + rect(0, ground + 40, W, H - ground - 40, "#546e7a"));
  for (let x = 20; x < W; x += 120) parts.push(rect(x, ground + 70, 60, 8, "#eceff1"));
  parts.push(tree(rng.range(60, 140), ground + 10, 150, p.plant, p.plantDark));
  parts.push(tree(rng.range(660, 740), ground + 10, 130, p.plant, p.plantDark));
  return { body: parts.join(""), altPt, altEn };
}

const BRICK_PATTERN =
  '<pattern id="brick" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="#b5653f"/><path d="M0 0.5H40M0 10.5H40M20 0V10M0 10V20M40 10V20" stroke="#e8c4a8" stroke-width="1.5"/></pattern>';

// ---------------------------------------------------------------------------------------
// The pool

const POOL: readonly { kind: SceneKind; count: number }[] = [
  { kind: "facade", count: 6 },
  { kind: "bedroom", count: 7 },
  { kind: "living", count: 5 },
  { kind: "kitchen", count: 4 },
  { kind: "bathroom", count: 4 },
  { kind: "study", count: 4 },
];

const FACADE_STYLES: readonly FacadeStyle[] = ["tower", "townhouse", "residence", "brick", "tower", "residence"];

function buildScene(kind: SceneKind, index: number): Scene {
  const name = `${kind}-${String(index + 1).padStart(2, "0")}`;
  // A seed per scene name: adding a scene never changes how the others look.
  let seed = 7;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  const rng = new Random(seed);
  const palette = PALETTES[(index * 3 + kind.length) % PALETTES.length] as Palette;
  const sky = SKIES[(index + kind.length) % SKIES.length] as Sky;
  const building = kind === "facade" ? (FACADE_STYLES[index % FACADE_STYLES.length] as FacadeStyle) : undefined;
  const drawn =
    kind === "bedroom"
      ? bedroom(rng, palette, sky)
      : kind === "living"
        ? livingRoom(rng, palette, sky)
        : kind === "kitchen"
          ? kitchen(rng, palette, sky)
          : kind === "bathroom"
            ? bathroom(rng, palette)
            : kind === "study"
              ? study(rng, palette, sky)
              : facade(rng, palette, sky, building ?? "tower");
  return {
    name,
    kind,
    altPt: drawn.altPt,
    altEn: drawn.altEn,
    ...(building ? { building } : {}),
    // Every other room is drawn mirrored, so two scenes of a kind rarely share a layout.
    svg: svgDocument(
      index % 2 === 1 && kind !== "facade" ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${drawn.body}</g>` : drawn.body,
      skyGradient("sky", sky) + BRICK_PATTERN,
    ),
  };
}

let scenes: readonly Scene[] | undefined;

/** The whole pool, built once per process. */
export function photoScenes(): readonly Scene[] {
  scenes ??= POOL.flatMap(({ kind, count }) => Array.from({ length: count }, (_, i) => buildScene(kind, i)));
  return scenes;
}

export const sceneKey = (name: string): string => `seed/${name}`;
