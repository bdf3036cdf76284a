import type { SavedRoommateProfile } from "@campuslar/domain/roommates/roommate-dto";

/*
 * The questionnaire's fields as the HTML form names them, shared by the page (to draw them
 * again after a failed submission) and its action (to read them). Lists arrive as repeated
 * names; neighbourhoods as one text box, split on commas.
 */

/** Fields that take one answer. */
export const SINGLE_FIELDS = [
  "budgetMin",
  "budgetMax",
  "moveDate",
  "stayMonths",
  "neighbourhoods",
  "rhythm",
  "cleanliness",
  "noiseTolerance",
  "guestsFrequency",
  "studySocialBalance",
  "smoker",
  "acceptsSmokers",
  "hasPets",
  "acceptsPets",
  "gender",
  "genderPreference",
  "bio",
  "whatsapp",
  "whatsappCountry",
  "visible",
] as const;

/** Fields that take several answers (checkboxes, the university selects). */
export const LIST_FIELDS = ["universities", "languages", "interests"] as const;

export type SingleField = (typeof SINGLE_FIELDS)[number];
export type ListField = (typeof LIST_FIELDS)[number];

/** What the form shows: the visitor's typed text, or the saved profile as text. */
export type RoommateFormValues = Partial<Record<SingleField, string>> & Partial<Record<ListField, string[]>>;

/** A message per field (the first path segment: `universities.1` is the universities' field). */
export type RoommateFormErrors = { fields: Record<string, string>; form?: string };

/** The saved profile as the form's text. */
export function profileFormValues(profile: SavedRoommateProfile): RoommateFormValues {
  const yesNo = (value: boolean) => (value ? "true" : "false");
  return {
    budgetMin: String(profile.budgetMin),
    budgetMax: String(profile.budgetMax),
    moveDate: profile.moveDate,
    stayMonths: String(profile.stayMonths),
    neighbourhoods: profile.neighbourhoods.join(", "),
    rhythm: profile.rhythm,
    cleanliness: String(profile.cleanliness),
    noiseTolerance: String(profile.noiseTolerance),
    guestsFrequency: String(profile.guestsFrequency),
    studySocialBalance: String(profile.studySocialBalance),
    smoker: yesNo(profile.smoker),
    acceptsSmokers: yesNo(profile.acceptsSmokers),
    hasPets: yesNo(profile.hasPets),
    acceptsPets: yesNo(profile.acceptsPets),
    gender: profile.gender,
    genderPreference: profile.genderPreference,
    bio: profile.bio,
    whatsapp: profile.whatsapp,
    visible: profile.visible ? "on" : "",
    universities: profile.universities,
    languages: profile.languages,
    interests: profile.interests,
  };
}

/** The search parameter of the questionnaire's success states. */
export const PROFILE_DONE_PARAM = "feito";
export const PROFILE_DONE = ["saved", "hidden", "shown", "deleted"] as const;
export type ProfileDone = (typeof PROFILE_DONE)[number];
export const isProfileDone = (value: unknown): value is ProfileDone =>
  typeof value === "string" && (PROFILE_DONE as readonly string[]).includes(value);
