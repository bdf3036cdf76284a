import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { FIRST_PHOTO_GROUPS, firstPhotoOrder, inFirstPhotoGroup } from "./choose-photos.ts";
import { type Home, photoScenes, type Scene, type SceneKind } from "./scenes.ts";

const scenes = photoScenes();
const ofKind = (kind: SceneKind) => scenes.filter((s) => s.kind === kind);

/**
 * Checks that an SVG document is well-formed XML of the shapes the pool draws with: every tag
 * closed in order, attributes quoted, no text or stray characters between tags, and no number
 * that went wrong (NaN, undefined, Infinity). Returns the element names in document order.
 */
function parseSvg(svg: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>&]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const m = tag.exec(svg);
    if (!m) throw new Error(`not a tag at ${at}: ${svg.slice(at, at + 60)}`);
    const [whole, closing, name = "", attributes = "", selfClosing] = m;
    if (/NaN|undefined|Infinity/.test(attributes)) throw new Error(`bad value in <${name}${attributes}>`);
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else {
      names.push(name);
      if (!selfClosing) open.push(name);
    }
    at += whole.length;
  }
  if (open.length > 0) throw new Error(`left open: ${open.join(", ")}`);
  return names;
}

describe("the demo photo pool", () => {
  it("holds several hundred distinct scenes, many of every kind", () => {
    expect(scenes.length).toBeGreaterThanOrEqual(450);
    const atLeast: Record<SceneKind, number> = {
      bedroom: 150,
      living: 60,
      kitchen: 50,
      bathroom: 45,
      study: 30,
      facade: 130,
      street: 20,
    };
    for (const [kind, min] of Object.entries(atLeast))
      expect(ofKind(kind as SceneKind).length, kind).toBeGreaterThanOrEqual(min);
    expect(new Set(scenes.map((s) => s.name)).size).toBe(scenes.length);
    expect(new Set(scenes.map((s) => s.svg)).size).toBe(scenes.length);
    // No two scenes of a kind share their layout, palette and time of day all at once.
    for (const kind of Object.keys(atLeast)) {
      const variants = ofKind(kind as SceneKind).map((s) => s.variant);
      expect(new Set(variants).size, kind).toBe(variants.length);
    }
    // Alt texts vary as much as the drawings do.
    expect(new Set(ofKind("bedroom").map((s) => s.altEn)).size).toBeGreaterThan(100);
    expect(new Set(ofKind("facade").map((s) => s.altEn)).size).toBeGreaterThan(60);
  });

  it("has the layouts each kind of home needs: beds, kitchens, bathrooms and buildings of every sort", () => {
    const count = (test: (s: Scene) => boolean) => scenes.filter(test).length;
    for (const beds of ["single", "double", "twin", "bunk"])
      expect(
        count((s) => s.beds === beds),
        beds,
      ).toBeGreaterThanOrEqual(15);
    for (const layout of ["galley", "island", "table", "kitchenette", "shared"])
      expect(
        count((s) => s.kind === "kitchen" && s.variant.startsWith(`${layout} `)),
        layout,
      ).toBeGreaterThanOrEqual(8);
    for (const layout of ["shower", "curtain", "tub"])
      expect(
        count((s) => s.kind === "bathroom" && s.variant.startsWith(`${layout} `)),
        layout,
      ).toBeGreaterThanOrEqual(10);
    for (const building of ["tower", "midrise", "lowrise", "house", "townhouse", "coliving", "residence"])
      expect(
        count((s) => s.building === building),
        building,
      ).toBeGreaterThanOrEqual(10);
    // A student residence shows residence buildings; a coliving, houses; an apartment, blocks of flats.
    const buildingsFor = (home: Home) =>
      new Set(
        ofKind("facade")
          .filter((s) => s.homes.includes(home))
          .map((s) => s.building),
      );
    expect(buildingsFor("residence")).toEqual(new Set(["residence"]));
    expect(buildingsFor("coliving")).toEqual(new Set(["house", "townhouse", "coliving"]));
    expect(buildingsFor("apartment")).toEqual(new Set(["tower", "midrise", "lowrise"]));
    for (const home of ["apartment", "coliving", "residence"] as const) {
      for (const kind of ["bedroom", "living", "kitchen", "bathroom", "study", "facade", "street"] as const)
        expect(
          count((s) => s.kind === kind && s.homes.includes(home)),
          `${home} ${kind}`,
        ).toBeGreaterThanOrEqual(10);
    }
  });

  it("keeps first photos in disjoint groups of at least fifty scenes, shuffled by the seed", () => {
    const seen = new Map<string, string>();
    for (const group of FIRST_PHOTO_GROUPS) {
      const members = scenes.filter(inFirstPhotoGroup[group]);
      expect(members.length, group).toBeGreaterThanOrEqual(50);
      for (const s of members) {
        expect(seen.get(s.name), `${s.name} in ${group}`).toBeUndefined();
        seen.set(s.name, group);
      }
      const order = firstPhotoOrder(1, group);
      expect([...order].sort((a, b) => a.name.localeCompare(b.name))).toEqual(members);
      expect(firstPhotoOrder(1, group)).toBe(order);
      expect(firstPhotoOrder(2, group).map((s) => s.name)).not.toEqual(order.map((s) => s.name));
    }
  });

  it("describes every scene in Portuguese and in English, naming what it shows", () => {
    const opening: Record<SceneKind, [RegExp, RegExp]> = {
      bedroom: [
        /^Quarto( compartilhado| de residência estudantil)? com /,
        /^(Bedroom|Shared bedroom|Student residence room) with /,
      ],
      living: [/^Sala de (estar|convivência da residência) com /, /^(Living room|Residence common lounge) with /],
      kitchen: [
        /^Cozinha( planejada| aberta| e copa| compacta| compartilhada) com /,
        /^(Fitted kitchen|Open-plan kitchen|Eat-in kitchen|Kitchenette|Shared kitchen) with /,
      ],
      bathroom: [/^Banheiro com /, /^Bathroom with /],
      study: [/^(Cantinho de estudos|Sala de estudos compartilhada) com /, /^(Study corner|Shared study room) with /],
      facade: [/^Fachada: /, /^Façade: /],
      street: [/^Rua do bairro com /, /^Neighbourhood street with /],
    };
    for (const s of scenes) {
      const [pt, en] = opening[s.kind];
      expect(s.altPt, s.name).toMatch(pt);
      expect(s.altEn, s.name).toMatch(en);
      expect(`${s.altPt} ${s.altEn}`, s.name).not.toMatch(/undefined|NaN|null|\s{2}|,,|, ,| e e | and and /);
      // Each text in its own language only.
      expect(s.altPt, s.name).not.toMatch(/\b(with|and|the|an|of)\b/);
      expect(s.altEn, s.name).not.toMatch(/\b(com|e|de|da|do|para)\b/);
      expect(s.altEn.length, s.name).toBeLessThan(260);
      // What the scene is tagged with, its text says.
      const words: [RegExp, RegExp] | undefined =
        s.beds === "bunk"
          ? [/ beliche/, / a bunk bed/]
          : s.beds === "twin"
            ? [/ duas camas de solteiro/, / two single beds/]
            : s.beds === "double"
              ? [/ cama de casal/, / a double bed/]
              : s.beds === "single"
                ? [/ cama de solteiro/, / a single bed/]
                : s.building === "residence"
                  ? [/ residência estudantil/, / student residence/]
                  : s.building === "tower"
                    ? [/ prédio residencial alto/, / tall residential building/]
                    : s.building === "house"
                      ? [/ (casa térrea|sobrado) /, / (single|two)-storey house /]
                      : s.building === "townhouse"
                        ? [/ sobrados geminados/, / terraced houses/]
                        : undefined;
      if (words) expect([words[0].test(s.altPt), words[1].test(s.altEn)], s.name).toEqual([true, true]);
      if (s.variant.includes("night") && (s.kind !== "bathroom" || s.altEn.includes("window")))
        expect([s.altPt, s.altEn], s.name).toEqual([
          expect.stringMatching(/à noite$/),
          expect.stringMatching(/at night$/),
        ]);
    }
  });

  it("draws every scene as a well-formed 4:3 SVG that the renderer reads", async () => {
    for (const s of scenes) {
      const names = parseSvg(s.svg);
      expect(names[0], s.name).toBe("svg");
      expect(names.length, s.name).toBeGreaterThan(40);
      expect(s.svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="1200" viewBox="0 0 800 600">/,
      );
    }
    const read = await Promise.all(scenes.map((s) => sharp(Buffer.from(s.svg)).metadata()));
    for (const meta of read) expect([meta.format, meta.width, meta.height]).toEqual(["svg", 1600, 1200]);
  });

  it("draws every scene the same way on every start", async () => {
    vi.resetModules();
    const fresh = (await import("./scenes.ts")).photoScenes();
    expect(fresh).not.toBe(scenes);
    expect(fresh.map((s) => [s.name, s.altPt, s.altEn, s.svg])).toEqual(
      scenes.map((s) => [s.name, s.altPt, s.altEn, s.svg]),
    );
  });
});
