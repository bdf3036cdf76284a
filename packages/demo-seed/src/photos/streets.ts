import type { Random } from "../prng.ts";
import type { Words } from "./layout.ts";
import { glassOf, litOf, type Palette, type Sky, TIME_WORDS } from "./palettes.ts";
import { circle, type Drawn, ellipse, joinList, line, path, polygon, r, rect, W } from "./svg.ts";

/**
 * The street in front of a building: sky and skyline behind, pavement, road, trees, cars,
 * lamps and overhead wires in front; and whole street scenes of shops and homes.
 */

export function skyAndSkyline(rng: Random, sky: Sky, ground: number, towers = true): string {
  const parts = [rect(0, 0, W, ground, "url(#sky)")];
  if (sky.sun) parts.push(circle(rng.range(80, 720), rng.range(60, 120), sky.time === "night" ? 24 : 34, sky.sun));
  if (sky.time === "night")
    for (let i = 0; i < 14; i++) parts.push(circle(rng.range(0, W), rng.range(10, 200), 1.3, "#ffffff"));
  else if (sky.time === "overcast") {
    for (let i = 0; i < 4; i++)
      parts.push(
        ellipse(rng.range(0, W), rng.range(40, 150), rng.range(90, 160), 26, "#f1f3f6", 'fill-opacity="0.75"'),
      );
  } else if (sky.day) {
    for (let i = 0; i < 3; i++) {
      const cx = rng.range(40, 760);
      const cy = rng.range(50, 160);
      parts.push(
        ellipse(cx, cy, 60, 16, "#ffffff", 'fill-opacity="0.8"') +
          ellipse(cx + 30, cy - 10, 36, 16, "#ffffff", 'fill-opacity="0.8"'),
      );
    }
  }
  if (towers) {
    const far = sky.day ? "#b8c6d6" : "#46506f";
    for (let bx = rng.range(-40, 0); bx < W; ) {
      const bw = rng.range(60, 120);
      const bh = rng.range(140, 320);
      parts.push(
        rect(bx, ground - bh, bw, bh, far, 'fill-opacity="0.85"') +
          rect(bx + 6, ground - bh + 10, bw - 12, bh - 10, "url(#towers)", 'fill-opacity="0.6"'),
      );
      bx += bw + rng.range(10, 40);
    }
  }
  return parts.join("");
}

export type TreeKind = "round" | "ipe-pink" | "ipe-yellow" | "palm";

export function tree(x: number, groundY: number, size: number, kind: TreeKind, sky: Sky): string {
  const trunk = rect(x - size * 0.06, groundY - size * 0.8, size * 0.12, size * 0.8, "#6d4c41");
  if (kind === "palm") {
    const top = groundY - size * 1.3;
    const fronds = [-70, -35, 0, 35, 70, 110, -110]
      .map((a) =>
        ellipse(x, top - size * 0.22, size * 0.08, size * 0.3, "#3f7d3a", `transform="rotate(${a} ${r(x)} ${r(top)})"`),
      )
      .join("");
    return rect(x - size * 0.05, top, size * 0.1, groundY - top, "#8d6e63") + fronds;
  }
  const [dark, light] =
    kind === "ipe-pink"
      ? ["#c2185b", "#f06292"]
      : kind === "ipe-yellow"
        ? ["#e0a800", "#ffd54f"]
        : sky.day
          ? ["#2e7d32", "#4caf50"]
          : ["#1f4d2b", "#2f6b3c"];
  return (
    trunk +
    circle(x, groundY - size * 0.95, size * 0.42, dark) +
    circle(x - size * 0.25, groundY - size * 0.8, size * 0.3, light) +
    circle(x + size * 0.25, groundY - size * 0.85, size * 0.32, light)
  );
}

const CAR_COLOURS = ["#d62828", "#f1faee", "#1d3557", "#adb5bd", "#2b2d42", "#e9c46a", "#6c757d", "#ffffff", "#264653"];

/** A parked car seen from the side, `x` its left end and `y` the road where its wheels stand. */
export function car(rng: Random, x: number, y: number, sky: Sky): string {
  const colour = rng.pick(CAR_COLOURS);
  const w = rng.range(150, 180);
  const front = rng.range(0.16, 0.24);
  const back = rng.range(0.12, 0.2);
  const glass = sky.day ? "#9cc3e0" : "#33415c";
  const cabin: [number, number][] = [
    [x + w * back, y - 50],
    [x + w * (back + 0.12), y - 82],
    [x + w * (1 - front - 0.14), y - 82],
    [x + w * (1 - front), y - 50],
  ];
  const pane: [number, number][] = [
    [x + w * back + 12, y - 52],
    [x + w * (back + 0.12) + 6, y - 76],
    [x + w * (1 - front - 0.14) - 4, y - 76],
    [x + w * (1 - front) - 12, y - 52],
  ];
  return (
    polygon(cabin, colour) +
    polygon(pane, glass) +
    line(x + w * 0.52, y - 78, x + w * 0.52, y - 52, colour, 5) +
    rect(x, y - 54, w, 38, colour, 'rx="14"') +
    rect(x + 6, y - 36, w - 12, 3, "#00000022") +
    circle(x + w * 0.2, y - 14, 15, "#222") +
    circle(x + w * 0.2, y - 14, 6, "#bbb") +
    circle(x + w * 0.8, y - 14, 15, "#222") +
    circle(x + w * 0.8, y - 14, 6, "#bbb") +
    rect(x + w - 10, y - 46, 8, 8, sky.day ? "#f1f1f1" : "#fff2b3", 'rx="2"') +
    rect(x + 2, y - 46, 6, 8, "#d62828", 'rx="2"')
  );
}

export function streetLamp(x: number, groundY: number, sky: Sky): string {
  return (
    (sky.day ? "" : circle(x + 34, groundY - 250, 40, "#fff3c4", 'fill-opacity="0.35"')) +
    rect(x - 4, groundY - 260, 8, 260, "#4a4e55") +
    path(`M${r(x)} ${r(groundY - 256)} q20 -14 40 -4`, "none", 'stroke="#4a4e55" stroke-width="5"') +
    rect(x + 24, groundY - 258, 26, 10, sky.day ? "#4a4e55" : "#fff3c4", 'rx="4"')
  );
}

/** A concrete power pole and the overhead wires that cross most streets of São Paulo. */
export function wires(rng: Random, x: number, groundY: number): string {
  const top = groundY - 330;
  const parts = [rect(x - 6, top, 12, 330, "#9e9e9e"), rect(x - 40, top + 20, 80, 7, "#8a8a8a")];
  for (const [i, dx] of [-34, 0, 34].entries()) {
    const y = top + 20 + (i === 1 ? 0 : 0);
    parts.push(
      path(
        `M0 ${r(y + rng.range(10, 30))} Q${r(x / 2)} ${r(y + 40)} ${r(x + dx)} ${r(y)} Q${r((x + W) / 2)} ${r(y + 40)} ${W} ${r(y + rng.range(10, 30))}`,
        "none",
        'stroke="#333" stroke-width="1.5"',
      ),
    );
  }
  return parts.join("");
}

/** Pavement and road in front of the buildings. */
export function street(rng: Random, ground: number): string {
  const kerb = ground + rng.range(32, 44);
  const parts = [
    rect(0, ground, W, kerb - ground, "url(#paving)"),
    rect(0, kerb, W, 8, "#9aa3a8"),
    rect(0, kerb + 8, W, 600 - kerb - 8, "#55606a"),
  ];
  const laneY = kerb + (600 - kerb) * 0.6;
  for (let x = rng.range(0, 60); x < W; x += 120) parts.push(rect(x, laneY, 60, 6, "#eceff1"));
  return parts.join("");
}

const SHOP_COLOURS = ["#d62828", "#2a9d8f", "#f4a261", "#264653", "#e76f51", "#6a4c93", "#1982c4", "#8ac926"];

/** A shop front: a sign, an awning and a glass front with its door. */
export function shopFront(rng: Random, x: number, base: number, w: number, h: number, sky: Sky): string {
  const colour = rng.pick(SHOP_COLOURS);
  const parts = [
    rect(x, base - h, w, h, "#eceae4"),
    rect(x + 6, base - h + 6, w - 12, 26, colour),
    rect(x + w * 0.25, base - h + 13, w * 0.5, 12, "#ffffff", 'fill-opacity="0.85"'),
  ];
  const glassTop = base - h + 52;
  parts.push(rect(x + 10, glassTop, w - 20, base - glassTop, sky.day ? "#a9cfe6" : "#ffe3a3"));
  parts.push(
    rect(
      x + w - 56,
      glassTop + 10,
      36,
      base - glassTop - 10,
      sky.day ? "#7fb0cf" : "#f6c56f",
      `stroke="${colour}" stroke-width="3"`,
    ),
  );
  if (rng.chance(0.6)) {
    const stripes = Math.max(3, Math.round(w / 30));
    for (let i = 0; i < stripes; i++)
      parts.push(
        polygon(
          [
            [x + (i * w) / stripes, glassTop - 14],
            [x + ((i + 1) * w) / stripes, glassTop - 14],
            [x + ((i + 1) * w) / stripes + 6, glassTop + 14],
            [x + (i * w) / stripes + 6, glassTop + 14],
          ],
          i % 2 ? "#ffffff" : colour,
        ),
      );
  }
  return parts.join("");
}

/** A row of shops and homes along a street: a neighbourhood scene, not a listing's building. */
export function streetScene(rng: Random, p: Palette, sky: Sky): Drawn {
  const ground = rng.range(440, 470);
  const parts = [skyAndSkyline(rng, sky, ground)];
  const glass = glassOf(sky);
  const lit = litOf(sky);
  let shops = 0;
  let homes = 0;
  for (let x = rng.range(-60, -10); x < W; ) {
    const w = rng.range(150, 230);
    const floors = rng.int(1, 4);
    const h = 110 + floors * 70;
    const wall = rng.pick(["#f4d35e", "#e5989b", "#a3c4f3", "#f1faee", "#cdb4db", "#ffd6a5", "#b7e4c7", p.wallShade]);
    parts.push(rect(x, ground - h, w, h, wall) + rect(x - 4, ground - h - 10, w + 8, 12, "#8d8d8d"));
    for (let f = 0; f < floors; f++) {
      const y = ground - h + 20 + f * 70;
      for (let wx = x + 18; wx + 40 < x + w - 10; wx += 56)
        parts.push(rect(wx, y, 38, 44, rng.chance(0.3) ? lit : glass, 'stroke="#ffffff" stroke-width="3"'));
    }
    if (rng.chance(0.7)) {
      parts.push(shopFront(rng, x, ground, w, 110, sky));
      shops++;
    } else {
      parts.push(
        rect(x, ground - 110, w, 110, wall) +
          rect(x + 20, ground - 90, 50, 90, p.woodDark) +
          rect(x + 90, ground - 80, w - 120, 50, glass, 'stroke="#ffffff" stroke-width="3"'),
      );
      homes++;
    }
    x += w + rng.range(0, 8);
  }
  parts.push(street(rng, ground));
  if (rng.chance(0.6)) parts.push(wires(rng, rng.range(80, 720), ground + 20));
  const treeKind = rng.pick<TreeKind>(["round", "ipe-pink", "ipe-yellow", "round"]);
  const trees = rng.int(1, 3);
  for (let i = 0; i < trees; i++)
    parts.push(
      tree(60 + ((i + rng.range(0.2, 0.8)) * (W - 120)) / trees, ground + 26, rng.range(120, 160), treeKind, sky),
    );
  const cars = rng.int(1, 3);
  const kerb = ground + 40;
  for (let i = 0; i < cars; i++) parts.push(car(rng, 20 + (i * W) / cars + rng.range(0, 60), kerb + 58, sky));
  if (!sky.day) parts.push(streetLamp(rng.range(300, 500), ground + 30, sky));
  const when = TIME_WORDS[sky.time];
  const things: Words[] = [];
  things.push(
    shops > 0
      ? homes > 0
        ? { pt: "lojas e casas", en: "shops and houses" }
        : { pt: "comércio no térreo", en: "shops at street level" }
      : { pt: "casas e prédios baixos", en: "houses and low-rise buildings" },
  );
  things.push(
    treeKind === "round"
      ? { pt: "árvores", en: "trees" }
      : {
          pt: `ipês ${treeKind === "ipe-pink" ? "roxos" : "amarelos"} em flor`,
          en: `${treeKind === "ipe-pink" ? "pink" : "yellow"} ipê trees in bloom`,
        },
  );
  things.push(
    cars > 1 ? { pt: "carros estacionados", en: "parked cars" } : { pt: "um carro estacionado", en: "a parked car" },
  );
  const list = (lang: "pt" | "en") =>
    joinList(
      things.map((w) => w[lang]),
      lang === "pt" ? "e" : "and",
    );
  return {
    body: parts.join(""),
    altPt: `Rua do bairro com ${list("pt")}${when ? `, ${when.pt}` : ""}`,
    altEn: `Neighbourhood street with ${list("en")}${when ? `, ${when.en}` : ""}`,
  };
}
