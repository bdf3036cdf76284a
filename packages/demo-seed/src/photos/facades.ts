import type { Random } from "../prng.ts";
import { lowriseBuilding, midriseBuilding, towerBuilding } from "./blocks.ts";
import { colivingBuilding, houseBuilding, residenceBuilding, terracedHouses } from "./houses.ts";
import type { Words } from "./layout.ts";
import { type Palette, type Sky, TIME_WORDS } from "./palettes.ts";
import { car, skyAndSkyline, street, streetLamp, type TreeKind, tree, wires } from "./streets.ts";
import { type Drawn, joinList, rect, W } from "./svg.ts";

/**
 * Buildings seen from across the street, by the kind of home they hold: towers, mid-rise and
 * low-rise blocks for apartments; houses, terraced houses and converted mansions for coliving;
 * purpose-built blocks for student residences.
 */

export type FacadeStyle = "tower" | "midrise" | "lowrise" | "house" | "townhouse" | "coliving" | "residence";

/** A building on its street: sky, skyline, the building, pavement, trees, cars and wires. */
export function facade(rng: Random, p: Palette, sky: Sky, style: FacadeStyle): Drawn {
  const ground = rng.range(455, 478);
  const parts = [skyAndSkyline(rng, sky, ground, style !== "house" || rng.chance(0.5))];
  const b =
    style === "tower"
      ? towerBuilding(rng, p, sky, ground)
      : style === "midrise"
        ? midriseBuilding(rng, p, sky, ground)
        : style === "lowrise"
          ? lowriseBuilding(rng, p, sky, ground)
          : style === "house"
            ? houseBuilding(rng, p, sky, ground, rng.chance(0.5) ? 1 : 2)
            : style === "townhouse"
              ? terracedHouses(rng, p, sky, ground)
              : style === "coliving"
                ? colivingBuilding(rng, p, sky, ground)
                : residenceBuilding(rng, p, sky, ground);
  // Neighbours at the edges of the frame.
  for (const [from, to] of [
    [-20, b.x - 20],
    [b.x + b.w + 20, W + 20],
  ] as const) {
    if (to - from < 60 || rng.chance(0.3)) continue;
    const h = rng.range(120, 260);
    parts.push(
      rect(from, ground - h, to - from, h, rng.pick(["#d7ccc8", "#cfd8dc", "#e6d5b8", "#bcaaa4"])) +
        rect(from + 14, ground - h + 20, to - from - 28, h - 40, "url(#towers)", 'fill-opacity="0.7"'),
    );
  }
  parts.push(b.body, street(rng, ground));
  const extras: Words[] = [];
  if (rng.chance(0.45)) parts.push(wires(rng, rng.chance(0.5) ? rng.range(40, 120) : rng.range(680, 760), ground + 16));
  const treeKind = rng.pick<TreeKind>(["round", "round", "ipe-pink", "ipe-yellow", "palm"]);
  const trees = rng.int(0, 2);
  const spots = rng.sample([rng.range(50, 130), rng.range(670, 750), rng.range(300, 500)], trees);
  for (const x of spots) parts.push(tree(x, ground + 22, rng.range(120, 160), treeKind, sky));
  if (trees > 0)
    extras.push(
      treeKind === "palm"
        ? { pt: "palmeiras na calçada", en: "palm trees on the pavement" }
        : treeKind === "round"
          ? { pt: "árvores na calçada", en: "trees on the pavement" }
          : {
              pt: `ipê ${treeKind === "ipe-pink" ? "roxo" : "amarelo"} em flor`,
              en: `a ${treeKind === "ipe-pink" ? "pink" : "yellow"} ipê tree in bloom`,
            },
    );
  const cars = rng.int(0, 2);
  const kerb = ground + 40;
  for (let i = 0; i < cars; i++)
    parts.push(car(rng, i === 0 ? rng.range(10, 200) : rng.range(440, 620), kerb + 56, sky));
  if (cars > 0)
    extras.push(
      cars > 1 ? { pt: "carros estacionados", en: "parked cars" } : { pt: "um carro estacionado", en: "a parked car" },
    );
  if (!sky.day) parts.push(streetLamp(rng.chance(0.5) ? 30 : 700, ground + 26, sky));
  const when = TIME_WORDS[sky.time];
  const list = (lang: "pt" | "en") =>
    joinList(
      extras.map((w) => w[lang]),
      lang === "pt" ? "e" : "and",
    );
  return {
    body: parts.join(""),
    altPt: `Fachada: ${b.words.pt}${extras.length ? `; na rua, ${list("pt")}` : ""}${when ? `, ${when.pt}` : ""}`,
    altEn: `Façade: ${b.words.en}${extras.length ? `; on the street, ${list("en")}` : ""}${when ? `, ${when.en}` : ""}`,
  };
}
