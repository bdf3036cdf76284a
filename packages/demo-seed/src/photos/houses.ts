import type { Random } from "../prng.ts";
import { type Building, gate, HOUSE_COLOURS, roof } from "./blocks.ts";
import { plant } from "./decor.ts";
import { glassOf, litOf, type Palette, type Sky } from "./palettes.ts";
import { line, rect, W } from "./svg.ts";

/**
 * Houses for coliving (single-storey houses, "sobrados", terraced houses, restored mansions
 * and small coliving buildings) and purpose-built student residences.
 */

export function houseBuilding(rng: Random, p: Palette, sky: Sky, ground: number, storeys: 1 | 2): Building {
  const w = rng.range(300, 380);
  const x = (W - w) / 2 + rng.range(-70, 70);
  const h = storeys === 1 ? 150 : 250;
  const colour = rng.pick(HOUSE_COLOURS);
  const tile = rng.pick(["#c0603f", "#b5563a", "#8d4a33", "#6d6d6d"]);
  const parts = [roof(x, ground - h, w, tile), rect(x, ground - h, w, h, colour)];
  const glass = glassOf(sky);
  if (storeys === 2)
    for (const wx of [x + 30, x + w - 110])
      parts.push(
        rect(wx, ground - h + 30, 80, 60, glass, 'stroke="#ffffff" stroke-width="5"') +
          rect(wx - 6, ground - h + 90, 92, 8, "#ffffff"),
      );
  parts.push(
    rect(x + 30, ground - 120, 80, 60, glass, 'stroke="#ffffff" stroke-width="5"') +
      rect(x + 130, ground - 110, 56, 110, p.woodDark),
  );
  const garage = w > 330;
  if (garage)
    parts.push(
      rect(x + w - 130, ground - 100, 110, 100, "#9e9e9e") +
        Array.from({ length: 8 }, (_, i) =>
          line(x + w - 130, ground - 90 + i * 12, x + w - 20, ground - 90 + i * 12, "#7d7d7d", 2),
        ).join(""),
    );
  else parts.push(rect(x + w - 110, ground - 120, 80, 60, glass, 'stroke="#ffffff" stroke-width="5"'));
  // Front wall with a gate, as almost every house in São Paulo has.
  const wallColour = rng.pick(["#f5f5f5", colour, "#d7ccc8"]);
  parts.push(
    rect(x - 40, ground - 56, 110, 56, wallColour) +
      gate(x + 70, 140, ground, 80, p.metal) +
      rect(x + 210, ground - 56, w - 170, 56, wallColour),
  );
  if (rng.chance(0.6))
    parts.push(plant(x - 10, ground - 56, 40, p, "#b5563a") + plant(x + w + 20, ground - 56, 40, p, "#b5563a"));
  const words =
    storeys === 1
      ? {
          pt: "casa térrea com telhado de telhas, muro e portão",
          en: "a single-storey house with a tiled roof, a front wall and a gate",
        }
      : {
          pt: "sobrado com telhado de telhas, muro e portão",
          en: "a two-storey house with a tiled roof, a front wall and a gate",
        };
  return {
    body: parts.join(""),
    x,
    w,
    words: garage ? { pt: `${words.pt} de garagem`, en: `${words.en} to the garage` } : words,
  };
}

export function terracedHouses(rng: Random, p: Palette, sky: Sky, ground: number): Building {
  const n = rng.int(2, 3);
  const each = rng.range(200, 240);
  const w = n * each;
  const x = (W - w) / 2;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const hx = x + i * each;
    const colour = HOUSE_COLOURS[(i * 3 + rng.int(0, 8)) % HOUSE_COLOURS.length] as string;
    parts.push(rect(hx, ground - 240, each, 240, colour) + rect(hx - 4, ground - 254, each + 8, 16, "#8d6e63"));
    parts.push(
      rect(hx + 30, ground - 210, each - 60, 64, glassOf(sky), 'stroke="#ffffff" stroke-width="5"') +
        rect(hx + 22, ground - 146, each - 44, 8, "#ffffff"),
    );
    parts.push(plant(hx + each / 2, ground - 146, 30, p, p.wood));
    parts.push(
      rect(hx + 24, ground - 112, 60, 112, p.woodDark) +
        rect(hx + 104, ground - 100, each - 130, 56, glassOf(sky), 'stroke="#ffffff" stroke-width="5"'),
    );
    parts.push(gate(hx + 6, each - 12, ground, 60, p.metal));
  }
  return {
    body: parts.join(""),
    x,
    w,
    words: { pt: "sobrados geminados coloridos com portões", en: "a row of colourful terraced houses with gates" },
  };
}

export function colivingBuilding(rng: Random, p: Palette, sky: Sky, ground: number): Building {
  const w = rng.range(360, 440);
  const x = (W - w) / 2 + rng.range(-50, 50);
  const glass = glassOf(sky);
  if (rng.chance(0.5)) {
    // A big old house, restored and let room by room.
    const h = 270;
    const colour = rng.pick(["#f6bd60", "#e5989b", "#83c5be", "#f1faee", "#cdb4db"]);
    const parts = [
      roof(x, ground - h, w, "#b5563a"),
      rect(x, ground - h, w, h, colour),
      rect(x, ground - h + 118, w, 10, "#ffffff"),
    ];
    for (const row of [ground - h + 24, ground - 120]) {
      for (let i = 0; i < 4; i++) {
        const wx = x + 24 + (i * (w - 48)) / 4 + 10;
        const ww = (w - 48) / 4 - 20;
        parts.push(
          rect(wx, row + 14, ww, 66, glass, 'stroke="#ffffff" stroke-width="5"') +
            `<path d="M${Math.round(wx)} ${Math.round(row + 16)} a${Math.round(ww / 2)} 14 0 0 1 ${Math.round(ww)} 0z" fill="#ffffff"/>`,
        );
      }
    }
    parts.push(gate(x - 20, w + 40, ground, 40, p.metal));
    return {
      body: parts.join(""),
      x,
      w,
      words: { pt: "casarão reformado com janelas em arco", en: "a restored large old house with arched windows" },
    };
  }
  const floors = 4;
  const floorH = 62;
  const top = ground - floors * floorH - 60;
  const cladding = rng.pick(["#a47148", "#8d6e63", "#c49a6c"]);
  const parts = [
    rect(x, top, w, ground - top, "#eceff1"),
    rect(x + w * 0.62, top, w * 0.38, ground - top - 60, cladding),
  ];
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    parts.push(
      rect(x + 16, y + 10, w * 0.58 - 20, floorH - 24, rng.chance(0.25) ? litOf(sky) : glass) +
        rect(x + 8, y + floorH - 14, w * 0.6, 6, "#b0bec5"),
    );
    for (let k = 0; k < 4; k++)
      parts.push(plant(x + 40 + k * ((w * 0.58 - 40) / 4), y + floorH - 14, 30, p, p.woodDark));
    parts.push(rect(x + w * 0.68, y + 14, w * 0.26, floorH - 30, glass));
  }
  parts.push(
    rect(x, ground - 60, w, 60, "#37474f") +
      rect(x + 24, ground - 52, w * 0.5, 52, glass) +
      rect(x + w * 0.62, ground - 52, w * 0.3, 52, "#8d6e63"),
  );
  return {
    body: parts.join(""),
    x,
    w,
    words: {
      pt: "prédio de coliving com varandas cheias de plantas",
      en: "a coliving building with balconies full of plants",
    },
  };
}

export function residenceBuilding(rng: Random, p: Palette, sky: Sky, ground: number): Building {
  const floors = rng.int(5, 8);
  const w = rng.range(420, 520);
  const x = (W - w) / 2 + rng.range(-40, 40);
  const floorH = Math.min(rng.range(40, 48), (ground - 76 - 100) / floors);
  const top = ground - 76 - floors * floorH;
  const style = rng.pick(["panels", "fins", "brick"] as const);
  const base = style === "brick" ? "url(#brick)" : rng.pick(["#eceff1", "#f5f5f5", "#e0e0e0", "#37474f"]);
  const parts = [rect(x, top - 16, w, ground - top + 16, base)];
  const panels = [p.accent, p.accent2, "#ffb703", "#8ecae6", "#90be6d"];
  const bays = Math.floor((w - 20) / 68);
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    for (let i = 0; i < bays; i++) {
      const wx = x + 14 + i * 68;
      parts.push(
        rect(
          wx,
          y + 8,
          40,
          floorH - 16,
          rng.chance(0.25) ? litOf(sky) : glassOf(sky),
          style === "brick" ? 'stroke="#f5f5f5" stroke-width="3"' : "",
        ),
      );
      if (style === "panels")
        parts.push(rect(wx + 42, y + 8, 16, floorH - 16, panels[(i + f) % panels.length] as string));
      if (style === "fins") parts.push(rect(wx + 46, y, 8, floorH, rng.pick([p.wood, p.accent])));
    }
  }
  parts.push(
    rect(x + w * 0.1, top - 40, w * 0.35, 24, p.accent) +
      rect(x + w * 0.14, top - 34, w * 0.27, 12, "#ffffff", 'fill-opacity="0.85"'),
  );
  parts.push(
    rect(x, ground - 76, w, 76, "#263238") + rect(x + 30, ground - 66, w - 60, 66, glassOf(sky), 'fill-opacity="0.9"'),
  );
  for (let k = x + 30; k < x + w - 30; k += 60) parts.push(line(k, ground - 66, k, ground, "#263238", 3));
  parts.push(rect(x - 10, ground - 84, w + 20, 10, p.accent));
  // Bicycles at a rack by the door.
  for (let i = 0; i < 3; i++) {
    const bx = x + w - 120 + i * 30;
    parts.push(
      `<circle cx="${Math.round(bx)}" cy="${Math.round(ground + 20)}" r="11" fill="none" stroke="#333" stroke-width="3"/><circle cx="${Math.round(bx + 24)}" cy="${Math.round(ground + 20)}" r="11" fill="none" stroke="#333" stroke-width="3"/>`,
    );
    parts.push(
      line(bx, ground + 20, bx + 12, ground + 6, p.accent2, 3) +
        line(bx + 12, ground + 6, bx + 24, ground + 20, p.accent2, 3),
    );
  }
  const what =
    style === "panels"
      ? { pt: "painéis coloridos", en: "colourful panels" }
      : style === "fins"
        ? { pt: "brises verticais", en: "vertical sun fins" }
        : { pt: "fachada de tijolos", en: "a brick front" };
  return {
    body: parts.join(""),
    x,
    w,
    words: {
      pt: `residência estudantil moderna com ${what.pt}, recepção envidraçada e bicicletário`,
      en: `a modern student residence with ${what.en}, a glass-fronted lobby and a bike rack`,
    },
  };
}
