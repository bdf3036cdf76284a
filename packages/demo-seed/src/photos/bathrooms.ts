import type { Random } from "../prng.ts";
import { nightShade, plant, windowView } from "./decor.ts";
import { TILE_COLOURS, type Tiles, tiled } from "./kitchens.ts";
import type { Words } from "./layout.ts";
import { type Palette, type Sky, TIME_WORDS } from "./palettes.ts";
import { circle, type Drawn, ellipse, joinList, line, path, r, rect, W } from "./svg.ts";

/** Bathrooms: a shower behind glass or a curtain, or a bathtub; a basin, a mirror and a toilet. */

export type BathLayout = "shower" | "tub" | "curtain";

/** A bathroom: a shower (glass box or curtain) or a bathtub, a basin, a mirror and a toilet. */
export function bathroom(rng: Random, p: Palette, sky: Sky, layout: BathLayout, tiles: Tiles): Drawn {
  const tile = rng.pick(TILE_COLOURS);
  const floorY = rng.range(500, 525);
  const parts = [tiled(0, 0, W, floorY, tile, tiles === "painted" ? "square" : tiles)];
  if (rng.chance(0.4))
    parts.push(rect(0, floorY - rng.range(200, 240), W, 8, rng.pick([p.accent, p.accent2, "#90a4ae"])));
  parts.push(rect(0, floorY, W, 600 - floorY, rng.pick(["url(#checker)", "url(#floor-tiles)", "#b0bec5"])));
  const wetLeft = rng.chance(0.5);
  const wetW = layout === "tub" ? 300 : 250;
  const wx = wetLeft ? 30 : W - 30 - wetW;
  // High, narrow window (a "basculante"), as in most bathrooms in São Paulo.
  const withWindow = rng.chance(0.5);
  if (layout === "tub") {
    parts.push(
      rect(wx, floorY - 130, wetW, 130, "#f7f7f7", 'rx="10" stroke="#d5dde1" stroke-width="3"') +
        rect(wx + 10, floorY - 136, wetW - 20, 14, "#ffffff", 'rx="6"'),
    );
    parts.push(line(wx, 150, wx + wetW, 150, p.metal, 4));
    const curtain = rng.pick([p.accent, p.accent2, "#ffffff", p.plant]);
    parts.push(
      path(
        `M${r(wx + 6)} 152 h${r(wetW * 0.42)} v${r(floorY - 300)} q-${r(wetW * 0.2)} 10 -${r(wetW * 0.42)} 0z`,
        curtain,
        'fill-opacity="0.95"',
      ),
    );
    parts.push(
      line(wx + wetW * 0.75, 152, wx + wetW * 0.75, 200, p.metal, 5) + ellipse(wx + wetW * 0.75, 204, 24, 7, p.metal),
    );
  } else {
    parts.push(rect(wx, 60, wetW, floorY - 60, "#dfe9ee", 'fill-opacity="0.5"'));
    parts.push(line(wx + wetW / 2, 70, wx + wetW / 2, 140, p.metal, 5) + ellipse(wx + wetW / 2, 144, 28, 8, p.metal));
    for (let i = 0; i < 9; i++)
      parts.push(
        line(wx + wetW / 2 - 20 + i * 5, 156, wx + wetW / 2 - 30 + i * 7, 280, "#9ecae1", 2, 'stroke-opacity="0.6"'),
      );
    if (layout === "shower") {
      parts.push(rect(wx, 60, wetW, floorY - 60, "#bfe3f2", 'fill-opacity="0.35" stroke="#9fb8c4" stroke-width="4"'));
      parts.push(
        line(wx + 40, 140, wx + 110, 70, "#ffffff", 6, 'stroke-opacity="0.5"') +
          line(wx + 80, 200, wx + 200, 90, "#ffffff", 4, 'stroke-opacity="0.45"'),
      );
    } else {
      parts.push(line(wx - 6, 64, wx + wetW + 6, 64, p.metal, 4));
      const c = rng.pick([p.accent, p.accent2, p.plant, "#9ecae1"]);
      parts.push(
        path(`M${r(wetLeft ? wx + wetW - 90 : wx)} 66 h90 v${r(floorY - 90)} h-90z`, c, 'fill-opacity="0.95"'),
      );
      for (let i = 1; i < 4; i++)
        parts.push(
          line(
            (wetLeft ? wx + wetW - 90 : wx) + i * 22,
            70,
            (wetLeft ? wx + wetW - 90 : wx) + i * 22,
            floorY - 30,
            "#00000022",
            3,
          ),
        );
    }
  }
  // Basin on a vanity or a pedestal, with a mirror above.
  const vanity = rng.chance(0.65);
  const vw = vanity ? rng.range(180, 230) : 110;
  const toiletFirst = rng.chance(0.5);
  const restX = wetLeft ? wx + wetW + 40 : 40;
  const restW = W - wetW - 110;
  const vx = toiletFirst ? restX + restW - vw - 10 : restX + 10;
  const tx = toiletFirst ? restX + 20 : restX + restW - 125;
  if (vanity) {
    const colour = rng.pick([p.wood, p.woodDark, "#ffffff", p.accent]);
    parts.push(
      rect(vx, floorY - 190, vw, 110, colour, 'rx="4"') +
        line(vx + vw / 2, floorY - 180, vx + vw / 2, floorY - 90, "#00000033", 3),
    );
    parts.push(
      rect(vx - 6, floorY - 202, vw + 12, 16, "#fafafa") + ellipse(vx + vw / 2, floorY - 202, 50, 9, "#e0e0e0"),
    );
  } else {
    parts.push(
      path(`M${r(vx + 40)} ${r(floorY)} h30 l-4 -170 h-22z`, "#fbfbfb", 'stroke="#aeb8bf" stroke-width="3"') +
        path(
          `M${r(vx)} ${r(floorY - 200)} h${vw} q-10 40 -${r(vw / 2)} 40 q-${r(vw / 2 - 10)} 0 -${r(vw / 2)} -40z`,
          "#fbfbfb",
          'stroke="#aeb8bf" stroke-width="3"',
        ),
    );
  }
  parts.push(path(`M${r(vx + vw / 2)} ${r(floorY - 202)} v-28 h20 v8`, "none", `stroke="${p.metal}" stroke-width="6"`));
  const mirror = rng.int(0, 2);
  const my = floorY - 400;
  if (mirror === 0) parts.push(circle(vx + vw / 2, my + 80, 70, "#cfe8f3", `stroke="${p.woodDark}" stroke-width="8"`));
  else if (mirror === 1)
    parts.push(rect(vx + vw / 2 - 75, my, 150, 150, "#cfe8f3", `rx="14" stroke="${p.woodDark}" stroke-width="8"`));
  else
    parts.push(
      rect(vx + vw / 2 - 80, my, 160, 150, "#f4f4f4", 'stroke="#cfd6da" stroke-width="3"') +
        rect(vx + vw / 2 - 72, my + 8, 70, 134, "#cfe8f3") +
        rect(vx + vw / 2 + 2, my + 8, 70, 134, "#cfe8f3"),
    );
  parts.push(line(vx + vw / 2 - 30, my + 40, vx + vw / 2, my + 10, "#ffffff", 6, 'stroke-opacity="0.7"'));
  if (withWindow) parts.push(windowView(rng, tx - 15, 50, 140, 70, sky, "#f4f4f4", "city", "vertical"));
  // Toilet: tank, seat and bowl.
  const china = 'stroke="#aeb8bf" stroke-width="3"';
  parts.push(ellipse(tx + 55, floorY + 2, 60, 8, "#00000022"));
  parts.push(
    rect(tx + 10, floorY - 170, 90, 70, "#fbfbfb", `rx="8" ${china}`) + rect(tx + 44, floorY - 178, 22, 8, "#aeb8bf"),
  );
  parts.push(
    path(`M${r(tx + 5)} ${r(floorY - 90)} q50 70 100 0 l-14 90 h-72z`, "#fbfbfb", china) +
      ellipse(tx + 55, floorY - 92, 62, 16, "#fbfbfb", china) +
      ellipse(tx + 55, floorY - 92, 44, 9, "#e6ebee"),
  );
  // A towel on a bar above the toilet, and sometimes a plant by the basin.
  if (rng.chance(0.75))
    parts.push(
      line(tx + 5, floorY - 330, tx + 105, floorY - 330, p.metal, 5) +
        rect(tx + 20, floorY - 330, 70, 100, rng.pick([p.accent2, p.accent, "#ffffff", p.plant]), 'rx="6"') +
        rect(tx + 20, floorY - 250, 70, 8, "#ffffff", 'fill-opacity="0.6"'),
    );
  if (rng.chance(0.5)) parts.push(plant(vx + vw - 24, floorY - 202, 44, p, p.accent2));
  if (withWindow) parts.push(nightShade(sky));
  const wet: Record<BathLayout, Words> = {
    shower: { pt: "box de vidro", en: "a glass shower box" },
    tub: { pt: "banheira com chuveiro", en: "a bathtub with a shower" },
    curtain: { pt: "chuveiro com cortina", en: "a shower with a curtain" },
  };
  const things: Words[] = [
    wet[layout],
    vanity
      ? { pt: "gabinete com pia", en: "a vanity unit with a basin" }
      : { pt: "pia de coluna", en: "a pedestal basin" },
  ];
  things.push(
    mirror === 0
      ? { pt: "espelho redondo", en: "a round mirror" }
      : mirror === 1
        ? { pt: "espelho retangular", en: "a rectangular mirror" }
        : { pt: "armário com espelho", en: "a mirrored cabinet" },
  );
  things.push({ pt: "vaso sanitário", en: "a toilet" });
  if (withWindow) things.push({ pt: "janela basculante", en: "a small high window" });
  const list = (lang: "pt" | "en") =>
    joinList(
      things.map((w) => w[lang]),
      lang === "pt" ? "e" : "and",
    );
  // Without a window, the time of day shows nowhere.
  const when = withWindow ? TIME_WORDS[sky.time] : null;
  return {
    body: parts.join(""),
    altPt: `Banheiro com ${list("pt")}${when ? `, ${when.pt}` : ""}`,
    altEn: `Bathroom with ${list("en")}${when ? `, ${when.en}` : ""}`,
  };
}
