/*
 * The questionnaire's choices and limits, apart from its schema: the pages draw their fields
 * from these without loading the schema's phone validation (and its numbering plans) into the
 * browser (decision 007).
 */

export const ROOMMATE_BUDGET_RANGE = { min: 300, max: 20_000 } as const;
export const ROOMMATE_STAY_OPTIONS = [3, 6, 12, 18, 24] as const;
export const ROOMMATE_LANGUAGES = ["pt", "en", "es", "fr", "de", "it", "zh", "ja", "ko", "ar"] as const;
export type RoommateLanguage = (typeof ROOMMATE_LANGUAGES)[number];
export const ROOMMATE_INTERESTS = [
  "music",
  "sports",
  "fitness",
  "games",
  "cooking",
  "movies",
  "reading",
  "travel",
  "art",
  "tech",
  "outdoors",
  "nightlife",
] as const;
export type RoommateInterest = (typeof ROOMMATE_INTERESTS)[number];
export const ROOMMATE_INTERESTS_MAX = 6;
export const ROOMMATE_UNIVERSITIES_MAX = 3;
export const ROOMMATE_NEIGHBOURHOODS_MAX = 6;
export const ROOMMATE_BIO_MAX = 500;
/** The 1–5 answers: cleanliness, noise tolerance, guests, study/social balance. */
export const ROOMMATE_SCALE = { min: 1, max: 5 } as const;
