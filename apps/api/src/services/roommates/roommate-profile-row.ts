import { centsToReais, reaisToCents } from "@campuslar/domain/money/money";
import type { SavedRoommateProfile } from "@campuslar/domain/roommates/roommate-dto";
import type { RoommateInterest, RoommateLanguage } from "@campuslar/domain/roommates/roommate-options";
import type { RoommateProfile } from "@campuslar/domain/roommates/roommate-profile";
import type { roommateProfiles } from "../../db/schema/roommates.ts";

export type RoommateProfileRow = typeof roommateProfiles.$inferSelect;

/** A stored profile as the questionnaire's answers: money back in reais, the WhatsApp number as typed once. */
export function toSavedProfile(row: RoommateProfileRow): SavedRoommateProfile {
  return {
    id: row.id,
    visible: row.visible,
    budgetMin: centsToReais(row.budgetMinCents),
    budgetMax: centsToReais(row.budgetMaxCents),
    moveDate: row.moveDate,
    stayMonths: row.stayMonths,
    universities: row.universitySlugs,
    neighbourhoods: row.neighbourhoods,
    rhythm: row.rhythm,
    cleanliness: row.cleanliness,
    noiseTolerance: row.noiseTolerance,
    guestsFrequency: row.guestsFrequency,
    studySocialBalance: row.studySocialBalance,
    smoker: row.smoker,
    acceptsSmokers: row.acceptsSmokers,
    hasPets: row.hasPets,
    acceptsPets: row.acceptsPets,
    gender: row.gender,
    genderPreference: row.genderPreference,
    // Written only through the questionnaire's schema, so they hold its values.
    languages: row.languages as RoommateLanguage[],
    interests: row.interests as RoommateInterest[],
    bio: row.bio,
    whatsapp: row.messagingLink,
  };
}

/** The columns a saved questionnaire writes. */
export function toProfileColumns(profile: RoommateProfile) {
  return {
    visible: profile.visible,
    budgetMinCents: reaisToCents(profile.budgetMin),
    budgetMaxCents: reaisToCents(profile.budgetMax),
    moveDate: profile.moveDate,
    stayMonths: profile.stayMonths,
    universitySlugs: profile.universities,
    neighbourhoods: profile.neighbourhoods,
    rhythm: profile.rhythm,
    cleanliness: profile.cleanliness,
    noiseTolerance: profile.noiseTolerance,
    guestsFrequency: profile.guestsFrequency,
    studySocialBalance: profile.studySocialBalance,
    smoker: profile.smoker,
    acceptsSmokers: profile.acceptsSmokers,
    hasPets: profile.hasPets,
    acceptsPets: profile.acceptsPets,
    gender: profile.gender,
    genderPreference: profile.genderPreference,
    languages: [...profile.languages],
    interests: [...profile.interests],
    bio: profile.bio,
    messagingLink: profile.whatsapp,
  };
}
