import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_DIR, AREA_MODULES } from "./every-area.test-support.ts";

/*
 * Each area of text registers itself when its module is imported, so a page carries only the
 * text it uses. The price: a module that uses an area's keys must import that area, or the
 * browser (which loads only that page's code) shows the key. This reads the sources and
 * checks it.
 */

/** Every source file of the web app outside i18n/ and the areas themselves, tests and browser specs excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec|spec-support)\.tsx?$/.test(entry.name) && !isAreaFile(path)
      ? [path]
      : [];
  });
}

/** Each area file with the keys it defines. */
const areaFiles = AREA_MODULES.map(({ path, areas }) => ({
  path,
  module: relative(APP_DIR, path),
  keys: new Set(areas.flatMap((area) => Object.keys(area.pt))),
}));
const isAreaFile = (path: string) => areaFiles.some((area) => area.path === path);

/** The absolute paths a source imports by a relative specifier. */
function importedPaths(file: string, source: string): Set<string> {
  const specifiers = [...source.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] ?? "");
  return new Set(specifiers.map((specifier) => resolve(dirname(file), specifier)));
}

/** The keys a source names: quoted whole, or as the fixed start of a template (`page.${id}.title`). */
function usedAreas(source: string) {
  const quoted = new Set([...source.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)["'`]/g)].map((m) => m[1]));
  const templatePrefixes = [...source.matchAll(/`([a-zA-Z]+\.(?:[a-zA-Z0-9]+\.)*)\$\{/g)].map((m) => m[1] ?? "");
  return areaFiles.filter(
    ({ keys }) =>
      [...keys].some((key) => quoted.has(key)) ||
      templatePrefixes.some((prefix) => [...keys].some((key) => key.startsWith(prefix))),
  );
}

describe("message areas", () => {
  it("every module that uses an area's text imports that area", () => {
    const missing: string[] = [];
    for (const file of sources(APP_DIR)) {
      const source = readFileSync(file, "utf8");
      const imported = importedPaths(file, source);
      for (const area of usedAreas(source)) {
        if (!imported.has(area.path)) missing.push(`${relative(APP_DIR, file)} uses ${area.module}: import it`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("no key is defined by two areas", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { module, keys } of areaFiles) {
      for (const key of keys) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${module}`);
        seen.set(key, module);
      }
    }
    expect(twice).toEqual([]);
  });
});
