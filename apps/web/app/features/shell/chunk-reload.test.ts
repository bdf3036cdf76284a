import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_INTERVAL_MS, claimChunkReload, isChunkLoadError, mayReloadAgain } from "./chunk-reload.ts";

describe("chunk reload", () => {
  it("recognises the browsers' failed-module messages and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads at most once a minute", () => {
    const now = 1_000_000;
    expect(mayReloadAgain(null, now)).toBe(true);
    expect(mayReloadAgain(now - 5_000, now)).toBe(false);
    expect(mayReloadAgain(now - CHUNK_RELOAD_INTERVAL_MS + 1, now)).toBe(false);
    expect(mayReloadAgain(now - CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
  });
});

describe("claimChunkReload", () => {
  it("gives one reload per minute and remembers when", () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_030_000)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });
});
