import { describe, expect, it } from "vitest";
import {
  allowedTypos,
  bestPlaceMatch,
  placeMatchScore,
  preparePlaceName,
  preparePlaceQuery,
  typoDistance,
} from "./place-match.ts";

const score = (typed: string, name: string) => placeMatchScore(preparePlaceQuery(typed), preparePlaceName(name));
const matches = (typed: string, name: string) => score(typed, name) !== undefined;

describe("typoDistance", () => {
  it("counts an insertion, deletion, substitution or swap as one error", () => {
    expect(typoDistance("pinheros", "pinheiros", 2)).toBe(1);
    expect(typoDistance("pinheirso", "pinheiros", 2)).toBe(1);
    expect(typoDistance("consolasao", "consolacao", 2)).toBe(1);
    expect(typoDistance("vila", "vila", 1)).toBe(0);
    expect(typoDistance("mckenzie", "mackenzie", 2)).toBe(1);
  });

  it("gives up past the limit, answering limit + 1", () => {
    expect(typoDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(typoDistance("pinheiros", "pin", 2)).toBe(3);
  });
});

describe("allowedTypos", () => {
  it("forgives nothing in short words, one error up to seven letters, two from eight", () => {
    expect([1, 3, 4, 7, 8, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("placeMatchScore", () => {
  it("ignores accents, case and punctuation", () => {
    expect(matches("consolacao", "Consolação")).toBe(true);
    expect(matches("CONSOLAÇÃO", "Consolação")).toBe(true);
    for (const typed of ["vila madalena", "Vila Madalena", "víla madalená", "VILA  MADALENA "]) {
      expect(score(typed, "Vila Madalena"), typed).toBe(0);
    }
    expect(matches("puc sp", "PUC-SP")).toBe(true);
  });

  it("forgives typing errors by the length of the word typed", () => {
    expect(matches("pinheros", "Pinheiros")).toBe(true);
    expect(matches("pinheirso", "Pinheiros")).toBe(true);
    expect(matches("consolasao", "Consolação")).toBe(true);
    expect(matches("vila marina", "Vila Mariana")).toBe(true);
    expect(matches("mckenzie", "Mackenzie")).toBe(true);
    // Seven letters allow one error, not two.
    expect(matches("pinhrso", "Pinheiros")).toBe(false);
    // Three letters allow none.
    expect(matches("usb", "USP Butantã")).toBe(false);
    expect(matches("usp", "USP Butantã")).toBe(true);
  });

  it("takes a word typed as the start of a name's word, and a half-typed last word with an error", () => {
    expect(score("mackenzi", "Mackenzie")).toBe(0);
    expect(score("vila mad", "Vila Madalena")).toBe(0);
    expect(matches("pinhwi", "Pinheiros")).toBe(true);
    // Only the last word may be half typed with an error: "pinhwi" is too far from all of "pinheiros".
    expect(matches("pinhwi vila", "Pinheiros Vila")).toBe(false);
  });

  it("needs every word typed, in any order", () => {
    expect(matches("madalena vila", "Vila Madalena")).toBe(true);
    expect(matches("vila madalena", "Vila Mariana")).toBe(false);
    expect(matches("pinheiros centro", "Pinheiros")).toBe(false);
    expect(matches("xyzzyq", "Pinheiros")).toBe(false);
    expect(score("", "Pinheiros")).toBeUndefined();
    expect(score("%%%%", "Pinheiros")).toBeUndefined();
  });

  it("ranks fewer errors first, then a name that starts with what was typed", () => {
    const exact = score("vila mariana", "Vila Mariana") ?? Number.NaN;
    const apart = score("mariana vila", "Vila Mariana") ?? Number.NaN;
    const typo = score("vila marina", "Vila Mariana") ?? Number.NaN;
    expect(exact).toBeLessThan(apart);
    expect(apart).toBeLessThan(typo);
    expect(score("vista", "Bela Vista") ?? Number.NaN).toBeGreaterThan(score("vista", "Vista Alegre") ?? Number.NaN);
  });
});

describe("bestPlaceMatch", () => {
  it("scores a place by the best of its names", () => {
    const mackenzie = [
      "Mackenzie",
      "Universidade Presbiteriana Mackenzie — Campus Higienópolis",
      "Mackenzie Presbyterian University — Higienópolis campus",
    ].map(preparePlaceName);
    expect(bestPlaceMatch(preparePlaceQuery("mackenzi"), mackenzie)).toBe(0);
    expect(bestPlaceMatch(preparePlaceQuery("presbyterian"), mackenzie)).toBe(1);
    expect(bestPlaceMatch(preparePlaceQuery("fgv"), mackenzie)).toBeUndefined();
  });
});
