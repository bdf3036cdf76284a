import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { RECORD_ID_MAX } from "../ids/record-id.ts";
import { PropertyListItemSchema } from "../property/property-dto.ts";
import { GENDER_PREFERENCES } from "../property/property-enums.ts";
import { SOFT_FACTOR_WEIGHTS, type SoftFactor } from "./compatibility.ts";
import { CONTACT_REQUEST_STATUSES, DAILY_RHYTHMS, GENDERS } from "./roommate-enums.ts";
import type { RoommateMessageKey } from "./roommate-messages.ts";
import { ROOMMATE_BUDGET_RANGE, ROOMMATE_INTERESTS, ROOMMATE_LANGUAGES } from "./roommate-options.ts";
import type { RoommateMatch, RoommateProfile } from "./roommate-profile.ts";

/*
 * What the roommate API answers and the queries it takes (issue 10), for the OpenAPI document
 * and for the web's reading of answers. The questionnaire itself is `roommateProfileSchemaFor`.
 */

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const invalid = "roommate.value.invalid" satisfies RoommateMessageKey;

export const ROOMMATE_MATCHES_PAGE_SIZE = 20;
export const ROOMMATE_MATCHES_PAGE_SIZE_MAX = 50;
/** A pair sees at most this many homes suggested for the two of them. */
export const ROOMMATE_SUGGESTED_LISTINGS = 6;

/** `GET /v2/roommates/matches`: filters as a GET form sends them (blank means "any"). */
export const RoommateMatchQuerySchema = z.object({
  university: z.preprocess(blankToUndefined, z.string({ error: invalid }).trim().max(80, invalid).optional()),
  /**
   * Reais: people whose budget can start at or below this. A ceiling above the largest budget
   * anyone can state filters no one more, so it counts as that largest budget (and stays a
   * number the database can compare).
   */
  maxBudget: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: invalid })
      .min(0, invalid)
      .transform((reais) => Math.min(reais, ROOMMATE_BUDGET_RANGE.max))
      .optional(),
  ),
  /** `YYYY-MM-DD`: people moving on or before this day (one that exists). */
  moveBefore: z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
      .refine(isCalendarDate, invalid)
      .optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: invalid })
      .int(invalid)
      .min(1, invalid)
      .max(ROOMMATE_MATCHES_PAGE_SIZE_MAX, invalid)
      .default(ROOMMATE_MATCHES_PAGE_SIZE),
  ),
});
export type RoommateMatchQuery = z.output<typeof RoommateMatchQuerySchema>;

/** One's own saved questionnaire, with the id others know it by. */
export const SavedRoommateProfileSchema = z.object({
  id: z.number().int(),
  visible: z.boolean(),
  budgetMin: z.number(),
  budgetMax: z.number(),
  moveDate: z.string(),
  stayMonths: z.number().int(),
  universities: z.array(z.string()),
  neighbourhoods: z.array(z.string()),
  rhythm: z.enum(DAILY_RHYTHMS),
  cleanliness: z.number().int(),
  noiseTolerance: z.number().int(),
  guestsFrequency: z.number().int(),
  studySocialBalance: z.number().int(),
  smoker: z.boolean(),
  acceptsSmokers: z.boolean(),
  hasPets: z.boolean(),
  acceptsPets: z.boolean(),
  gender: z.enum(GENDERS),
  genderPreference: z.enum(GENDER_PREFERENCES),
  languages: z.array(z.enum(ROOMMATE_LANGUAGES)),
  interests: z.array(z.enum(ROOMMATE_INTERESTS)),
  bio: z.string(),
  whatsapp: z.string(),
});
export type SavedRoommateProfile = RoommateProfile & { id: number };
export const RoommateProfileAnswerSchema = z.object({ profile: SavedRoommateProfileSchema.nullable() });
export type RoommateProfileAnswer = { profile: SavedRoommateProfile | null };

export const RoommateVisibilitySchema = z.object({ visible: z.boolean({ error: invalid }) });

export const RoommateMatchSchema = z.object({
  profileId: z.number().int(),
  score: z.number(),
  factors: z.array(
    z.object({
      factor: z.enum(Object.keys(SOFT_FACTOR_WEIGHTS) as [SoftFactor, ...SoftFactor[]]),
      weight: z.number(),
      points: z.number(),
    }),
  ),
  budgetMin: z.number(),
  budgetMax: z.number(),
  moveDate: z.string(),
  stayMonths: z.number().int(),
  universities: z.array(z.string()),
  neighbourhoods: z.array(z.string()),
  rhythm: z.enum(DAILY_RHYTHMS),
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  bio: z.string(),
  request: z
    .object({
      direction: z.enum(["sent", "received"]),
      status: z.enum(CONTACT_REQUEST_STATUSES),
      id: z.number().int(),
    })
    .nullable(),
  contact: z.object({ whatsappLink: z.string(), email: z.string(), name: z.string() }).nullable(),
});

export const RoommateMatchListSchema = z.object({
  items: z.array(RoommateMatchSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RoommateMatchList = {
  items: RoommateMatch[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export const RoommateRequestListsSchema = z.object({
  received: z.array(RoommateMatchSchema),
  sent: z.array(RoommateMatchSchema),
});
export type RoommateRequestLists = { received: RoommateMatch[]; sent: RoommateMatch[] };

export const ContactRequestBodySchema = z.object({
  profileId: z.number({ error: invalid }).int(invalid).positive(invalid).max(RECORD_ID_MAX, invalid),
});
export const ContactRequestAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
});

export const SuggestedListingsSchema = z.object({ items: z.array(PropertyListItemSchema) });

// The schema and the hand-written answer type must not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const matchAgrees: Same<z.infer<typeof RoommateMatchSchema>, RoommateMatch> = true;
const profileAgrees: Same<z.infer<typeof SavedRoommateProfileSchema>, SavedRoommateProfile> = true;
void matchAgrees;
void profileAgrees;
