import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AREAS } from "./messages/index.ts";

/*
 * Each area of text registers itself when its module is imported, so a page carries only the
 * text it uses. The price: a module that uses an area's keys must import that area, or the
 * browser (which loads only that page's code) shows the key. This reads the sources and
 * checks it.
 */

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const messagesDir = join(appDir, "i18n/messages");

/** Every source file of the web app outside i18n/, tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each area file with its keys, matched to the area objects AREAS lists. */
const areaFiles = readdirSync(messagesDir)
  .filter((name) => name.endsWith(".ts") && name !== "index.ts")
  .map((name) => {
    const source = readFileSync(join(messagesDir, name), "utf8");
    const keys = new Set(AREAS.flatMap((area) => Object.keys(area.pt)).filter((key) => source.includes(`"${key}"`)));
    return { module: name.replace(/\.ts$/, ""), keys };
  });

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
    for (const file of sources(appDir)) {
      const source = readFileSync(file, "utf8");
      for (const area of usedAreas(source)) {
        const imported = new RegExp(`i18n/messages/${area.module}(\\.ts)?["']`).test(source);
        if (!imported)
          missing.push(
            `${relative(appDir, file)} uses "${area.module}" messages: add import "…/i18n/messages/${area.module}.ts"`,
          );
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
