import type { GenderPreference } from "../property/property-enums.ts";
import type { DailyRhythm, Gender } from "./roommate-enums.ts";

/**
 * Roommate compatibility, 0 to 100, from the questionnaire alone.
 *
 * Two people are first checked against hard constraints: anything either of them ruled out
 * (a budget that cannot meet, move dates too far apart, a gender the other does not want to
 * live with, smoke or pets the other does not accept) excludes the pair, whatever else they
 * share. A compatible pair then scores the weighted soft factors below. Every factor compares
 * the two answers symmetrically, so score(a, b) === score(b, a), and each factor's points are
 * shown on the match card so people see why.
 */

/** Move dates further apart than this do not make a pair: one would pay rent alone meanwhile. */
export const MOVE_DATE_WINDOW_DAYS = 45;

export type CompatibilityProfile = {
  /** Monthly budget for one's own share, in reais. */
  budgetMin: number;
  budgetMax: number;
  /** `YYYY-MM-DD`. */
  moveDate: string;
  stayMonths: number;
  universities: readonly string[];
  neighbourhoods: readonly string[];
  rhythm: DailyRhythm;
  /** 1 (relaxed) to 5 (very tidy). */
  cleanliness: number;
  /** 1 (needs quiet) to 5 (noise is fine). */
  noiseTolerance: number;
  /** 1 (almost never) to 5 (very often). */
  guestsFrequency: number;
  /** 1 (all study) to 5 (all social). */
  studySocialBalance: number;
  smoker: boolean;
  acceptsSmokers: boolean;
  hasPets: boolean;
  acceptsPets: boolean;
  gender: Gender;
  genderPreference: GenderPreference;
  languages: readonly string[];
  interests: readonly string[];
};

export const HARD_CONSTRAINTS = ["budget", "moveDate", "gender", "smoking", "pets"] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

/** The soft factors and their weights; the weights add up to 100, so points add up to the score. */
export const SOFT_FACTOR_WEIGHTS = {
  cleanliness: 20,
  rhythm: 15,
  places: 15,
  noise: 10,
  guests: 10,
  studySocial: 10,
  languages: 10,
  interests: 5,
  stay: 5,
} as const;
export type SoftFactor = keyof typeof SOFT_FACTOR_WEIGHTS;

export type FactorScore = { factor: SoftFactor; weight: number; points: number };

export type CompatibilityVerdict =
  | { compatible: true; score: number; factors: FactorScore[] }
  | { compatible: false; excludedBy: HardConstraint[] };

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;

/** Whether `preference` admits living with someone of `gender`; a gender not named only meets "any". */
const admits = (preference: GenderPreference, gender: Gender) => preference === "any" || preference === gender;

/** The hard constraints a pair breaks, in a fixed order; none means they can live together. */
export function brokenConstraints(a: CompatibilityProfile, b: CompatibilityProfile): HardConstraint[] {
  const broken: HardConstraint[] = [];
  if (a.budgetMin > b.budgetMax || b.budgetMin > a.budgetMax) broken.push("budget");
  if (daysBetween(a.moveDate, b.moveDate) > MOVE_DATE_WINDOW_DAYS) broken.push("moveDate");
  if (!admits(a.genderPreference, b.gender) || !admits(b.genderPreference, a.gender)) broken.push("gender");
  if ((a.smoker && !b.acceptsSmokers) || (b.smoker && !a.acceptsSmokers)) broken.push("smoking");
  if ((a.hasPets && !b.acceptsPets) || (b.hasPets && !a.acceptsPets)) broken.push("pets");
  return broken;
}

/** 1 for the same answer on a 1–5 scale, 0 for opposite ends. */
const closeness = (x: number, y: number) => 1 - Math.min(Math.abs(x - y), 4) / 4;

const shares = (x: readonly string[], y: readonly string[]) => x.some((item) => y.includes(item));

/** Shared interests over all interests named (Jaccard); two people naming none are neutral. */
function overlap(x: readonly string[], y: readonly string[]): number {
  const union = new Set([...x, ...y]);
  if (union.size === 0) return 0.5;
  return x.filter((item) => y.includes(item)).length / union.size;
}

/** Early and late risers clash; "flexible" gets on with both, less well than a same rhythm. */
function rhythmFit(x: DailyRhythm, y: DailyRhythm): number {
  if (x === y) return 1;
  return x === "flexible" || y === "flexible" ? 0.6 : 0;
}

/** The same university is best, the same neighbourhood next; saying nothing is neutral. */
function placesFit(a: CompatibilityProfile, b: CompatibilityProfile): number {
  if (shares(a.universities, b.universities)) return 1;
  if (shares(a.neighbourhoods, b.neighbourhoods)) return 0.7;
  const saidNothing = (p: CompatibilityProfile) => p.universities.length === 0 && p.neighbourhoods.length === 0;
  return saidNothing(a) || saidNothing(b) ? 0.5 : 0;
}

/** How well each soft factor fits, 0 to 1. */
function fits(a: CompatibilityProfile, b: CompatibilityProfile): Record<SoftFactor, number> {
  return {
    cleanliness: closeness(a.cleanliness, b.cleanliness),
    rhythm: rhythmFit(a.rhythm, b.rhythm),
    places: placesFit(a, b),
    noise: closeness(a.noiseTolerance, b.noiseTolerance),
    guests: closeness(a.guestsFrequency, b.guestsFrequency),
    studySocial: closeness(a.studySocialBalance, b.studySocialBalance),
    languages: shares(a.languages, b.languages) ? 1 : 0,
    interests: overlap(a.interests, b.interests),
    stay: 1 - Math.min(Math.abs(a.stayMonths - b.stayMonths), 12) / 12,
  };
}

/** The pair's compatibility: excluded with the reasons, or a 0–100 score with each factor's points. */
export function compatibility(a: CompatibilityProfile, b: CompatibilityProfile): CompatibilityVerdict {
  const excludedBy = brokenConstraints(a, b);
  if (excludedBy.length > 0) return { compatible: false, excludedBy };
  const fit = fits(a, b);
  const factors = (Object.keys(SOFT_FACTOR_WEIGHTS) as SoftFactor[]).map((factor) => {
    const weight = SOFT_FACTOR_WEIGHTS[factor];
    // Rounded to tenths so the card's numbers add up to what it shows.
    return { factor, weight, points: Math.round(weight * fit[factor] * 10) / 10 };
  });
  const score = Math.round(factors.reduce((sum, f) => sum + f.points, 0));
  return { compatible: true, score: Math.max(0, Math.min(100, score)), factors };
}
