import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILES, tileImageSource, tileUrlProblem } from "./map-tiles.ts";

describe("map tiles", () => {
  it("accepts the default and a provider's template with a key", () => {
    expect(tileUrlProblem(DEFAULT_MAP_TILES.url)).toBeNull();
    expect(tileUrlProblem("https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=abc")).toBeNull();
    expect(tileUrlProblem("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png")).toBeNull();
  });

  it("refuses what a browser could not load or would block", () => {
    expect(tileUrlProblem("http://tiles.example.org/{z}/{x}/{y}.png")).toMatch(/https/);
    expect(tileUrlProblem("https://tiles.example.org/tiles.png")).toMatch(/\{z\}, \{x\} and \{y\}/);
    expect(tileUrlProblem("not a url {z}{x}{y}")).toMatch(/https/);
  });

  it("names the origin the page's security policy must allow", () => {
    expect(tileImageSource(DEFAULT_MAP_TILES.url)).toBe("https://tile.openstreetmap.org");
    expect(tileImageSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(tileImageSource("https://api.maptiler.com:8443/maps/{z}/{x}/{y}.png?key=k")).toBe(
      "https://api.maptiler.com:8443",
    );
  });
});
