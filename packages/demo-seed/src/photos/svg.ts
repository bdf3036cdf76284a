/**
 * The drawing primitives of the demo photo pool. Every scene is drawn on an 800×600 canvas
 * (4:3, as every listing photo); coordinates are rounded to a tenth so the SVG stays small.
 */

export const W = 800;
export const H = 600;

export const r = (n: number) => Math.round(n * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(Math.max(0, w))}" height="${r(Math.max(0, h))}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = "") =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;

/** A closed polygon through the given points. */
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;

/** Draws `body` mirrored left to right across the canvas. */
export const mirrored = (body: string) => `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>`;

export function svgDocument(body: string, defs = ""): string {
  // Drawn at 800×600 and declared at 1600×1200, so the largest size is rasterised sharp.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

/** A piece drawn into a scene and the words that describe it, in both languages. */
export type Drawn = { body: string; altPt: string; altEn: string };

/**
 * A room's picture with its alt text in both languages: "<kind> com a, b e c, <time of day>" /
 * "<kind> with a, b and c, <time of day>".
 */
export function describedRoom(
  body: string,
  kind: { pt: string; en: string },
  things: readonly { pt: string; en: string }[],
  when: { pt: string; en: string } | null,
): Drawn {
  const list = (lang: "pt" | "en") =>
    joinList(
      things.map((w) => w[lang]),
      lang === "pt" ? "e" : "and",
    );
  return {
    body,
    altPt: `${kind.pt} com ${list("pt")}${when ? `, ${when.pt}` : ""}`,
    altEn: `${kind.en} with ${list("en")}${when ? `, ${when.en}` : ""}`,
  };
}

/** "a, b e c" / "a, b and c". */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}
