import { describe, expect, it } from "vitest";
import { GENDER_PREFERENCES } from "../property/property-enums.ts";
import {
  type CompatibilityProfile,
  compatibility,
  MOVE_DATE_WINDOW_DAYS,
  SOFT_FACTOR_WEIGHTS,
} from "./compatibility.ts";
import { DAILY_RHYTHMS, GENDERS } from "./roommate-enums.ts";

const ana: CompatibilityProfile = {
  budgetMin: 1500,
  budgetMax: 2500,
  moveDate: "2027-02-01",
  stayMonths: 12,
  universities: ["usp-butanta"],
  neighbourhoods: ["Butantã", "Pinheiros"],
  rhythm: "early",
  cleanliness: 4,
  noiseTolerance: 2,
  guestsFrequency: 2,
  studySocialBalance: 2,
  smoker: false,
  acceptsSmokers: false,
  hasPets: false,
  acceptsPets: true,
  gender: "female",
  genderPreference: "female",
  languages: ["pt", "en"],
  interests: ["music", "cooking", "reading"],
};

const score = (a: CompatibilityProfile, b: CompatibilityProfile) => {
  const result = compatibility(a, b);
  if (!result.compatible) throw new Error(`excluded by ${result.excludedBy.join(", ")}`);
  return result;
};
const excludedBy = (a: CompatibilityProfile, b: CompatibilityProfile) => {
  const result = compatibility(a, b);
  return result.compatible ? [] : result.excludedBy;
};

/** A small deterministic generator, so a failing pair can be replayed. */
function randomProfiles(seed: number, count: number): CompatibilityProfile[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[]) => items.filter(() => next() < 0.4);
  const scale = () => 1 + Math.floor(next() * 5);
  return Array.from({ length: count }, () => {
    const budgetMin = 800 + Math.floor(next() * 2000);
    return {
      budgetMin,
      budgetMax: budgetMin + Math.floor(next() * 2000),
      moveDate: `2027-0${1 + Math.floor(next() * 3)}-${String(1 + Math.floor(next() * 28)).padStart(2, "0")}`,
      stayMonths: pick([3, 6, 12, 18, 24]),
      universities: some(["usp-butanta", "fgv", "mackenzie", "puc-sp"]),
      neighbourhoods: some(["Butantã", "Pinheiros", "Bela Vista", "Perdizes"]),
      rhythm: pick(DAILY_RHYTHMS),
      cleanliness: scale(),
      noiseTolerance: scale(),
      guestsFrequency: scale(),
      studySocialBalance: scale(),
      smoker: next() < 0.2,
      acceptsSmokers: next() < 0.5,
      hasPets: next() < 0.2,
      acceptsPets: next() < 0.6,
      gender: pick(GENDERS),
      genderPreference: pick(GENDER_PREFERENCES),
      languages: some(["pt", "en", "es", "fr"]),
      interests: some(["music", "sports", "games", "cooking", "movies", "reading"]),
    };
  });
}

describe("roommate compatibility", () => {
  it("weights its factors to exactly 100", () => {
    expect(Object.values(SOFT_FACTOR_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("scores someone with the same answers 100, each factor at its full weight", () => {
    const result = score(ana, { ...ana });
    expect(result.score).toBe(100);
    for (const factor of result.factors) expect(factor.points).toBe(factor.weight);
  });

  it("is symmetric and stays within 0–100 for any two people, and its points add up to the score", () => {
    const people = randomProfiles(2027, 60);
    let compared = 0;
    for (const a of people) {
      for (const b of people) {
        const ab = compatibility(a, b);
        expect(compatibility(b, a)).toEqual(ab);
        if (!ab.compatible) continue;
        compared++;
        expect(ab.score).toBeGreaterThanOrEqual(0);
        expect(ab.score).toBeLessThanOrEqual(100);
        const sum = ab.factors.reduce((total, f) => total + f.points, 0);
        expect(Math.abs(ab.score - sum)).toBeLessThanOrEqual(0.5);
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("scores opposite habits low but not below zero", () => {
    const opposite: CompatibilityProfile = {
      ...ana,
      rhythm: "late",
      cleanliness: 1,
      noiseTolerance: 5,
      guestsFrequency: 5,
      studySocialBalance: 5,
      stayMonths: 3,
      universities: ["mackenzie"],
      neighbourhoods: ["Bela Vista"],
      languages: ["es"],
      interests: ["games"],
    };
    const result = score(ana, opposite);
    expect(result.score).toBeLessThan(25);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThan(score(ana, { ...opposite, rhythm: "early", cleanliness: 4 }).score);
  });

  describe("hard constraints exclude the pair whatever else they share", () => {
    it("budgets that do not overlap", () => {
      expect(excludedBy(ana, { ...ana, budgetMin: 2600, budgetMax: 3500 })).toEqual(["budget"]);
      // Touching ranges meet.
      expect(excludedBy(ana, { ...ana, budgetMin: 2500, budgetMax: 3500 })).toEqual([]);
    });

    it(`move dates more than ${MOVE_DATE_WINDOW_DAYS} days apart`, () => {
      // 1 February 2027 ± 45 days: 18 March and 18 December meet, a day further does not.
      expect(excludedBy(ana, { ...ana, moveDate: "2027-03-19" })).toEqual(["moveDate"]);
      expect(excludedBy(ana, { ...ana, moveDate: "2027-03-18" })).toEqual([]);
      expect(excludedBy(ana, { ...ana, moveDate: "2026-12-18" })).toEqual([]);
      expect(excludedBy(ana, { ...ana, moveDate: "2026-12-17" })).toEqual(["moveDate"]);
    });

    it("a gender preference, checked both ways", () => {
      const bruno: CompatibilityProfile = { ...ana, gender: "male", genderPreference: "any" };
      expect(excludedBy(ana, bruno)).toEqual(["gender"]);
      expect(excludedBy({ ...ana, genderPreference: "any" }, bruno)).toEqual([]);
      expect(excludedBy({ ...ana, genderPreference: "any" }, { ...bruno, genderPreference: "male" })).toEqual([
        "gender",
      ]);
      // Someone who does not name a binary gender meets only "any".
      expect(excludedBy(ana, { ...ana, gender: "non_binary", genderPreference: "any" })).toEqual(["gender"]);
      expect(
        excludedBy({ ...ana, genderPreference: "any" }, { ...ana, gender: "unspecified", genderPreference: "any" }),
      ).toEqual([]);
    });

    it("smoking, when the other does not accept smokers", () => {
      expect(excludedBy(ana, { ...ana, smoker: true, acceptsSmokers: true })).toEqual(["smoking"]);
      expect(excludedBy({ ...ana, acceptsSmokers: true }, { ...ana, smoker: true, acceptsSmokers: true })).toEqual([]);
    });

    it("pets, when the other does not accept them", () => {
      expect(excludedBy({ ...ana, acceptsPets: false }, { ...ana, hasPets: true })).toEqual(["pets"]);
      expect(excludedBy(ana, { ...ana, hasPets: true })).toEqual([]);
    });

    it("names every constraint a pair breaks", () => {
      const far: CompatibilityProfile = {
        ...ana,
        budgetMin: 5000,
        budgetMax: 6000,
        moveDate: "2027-08-01",
        gender: "male",
        smoker: true,
        hasPets: true,
      };
      expect(excludedBy({ ...ana, acceptsPets: false }, far)).toEqual([
        "budget",
        "moveDate",
        "gender",
        "smoking",
        "pets",
      ]);
    });
  });

  it("prefers the same university to the same neighbourhood to nothing in common", () => {
    const places = (p: Partial<CompatibilityProfile>) =>
      score(ana, { ...ana, ...p }).factors.find((f) => f.factor === "places")?.points;
    const sameUniversity = places({});
    const sameNeighbourhood = places({ universities: ["fgv"] });
    const nothing = places({ universities: ["fgv"], neighbourhoods: ["Mooca"] });
    expect(sameUniversity).toBe(SOFT_FACTOR_WEIGHTS.places);
    expect(sameNeighbourhood).toBeLessThan(sameUniversity ?? 0);
    expect(nothing).toBe(0);
  });
});
