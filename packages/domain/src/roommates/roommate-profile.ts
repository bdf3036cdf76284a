import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { whatsappDigits } from "../phone/phone-number.ts";
import { phoneCountrySchema, phoneSchema, withPhoneCountries } from "../phone/phone-schema.ts";
import { GENDER_PREFERENCES } from "../property/property-enums.ts";
import type { CompatibilityProfile, HardConstraint, SoftFactor } from "./compatibility.ts";
import { DAILY_RHYTHMS, GENDERS } from "./roommate-enums.ts";
import type { RoommateMessageKey } from "./roommate-messages.ts";
import {
  ROOMMATE_BIO_MAX,
  ROOMMATE_BUDGET_RANGE,
  ROOMMATE_INTERESTS,
  ROOMMATE_INTERESTS_MAX,
  ROOMMATE_LANGUAGES,
  ROOMMATE_NEIGHBOURHOODS_MAX,
  ROOMMATE_SCALE,
  ROOMMATE_STAY_OPTIONS,
  ROOMMATE_UNIVERSITIES_MAX,
} from "./roommate-options.ts";

/*
 * The roommate questionnaire (issue 10), validated once here for the API and the web. Bodies
 * may come from JSON or from HTML forms, so numbers and booleans may arrive as text and a list
 * as a single value. Every issue message is a `RoommateMessageKey`.
 */

type Key = RoommateMessageKey;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const asList = (value: unknown) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
const asBoolean = (value: unknown) => (value === "true" || value === "on" ? true : value === "false" ? false : value);
/** "1.500,50" or "1500.5" or 1500.5 → 1500.5; "2.500" (dots between thousands, as typed in Brazil) → 2500 */
const asReais = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.replace(/R\$\s*/, "").trim();
  const thousands = /^\d{1,3}(\.\d{3})+$/.test(text);
  const normalized = text.includes(",") || thousands ? text.replace(/\./g, "").replace(",", ".") : text;
  return normalized === "" ? undefined : Number(normalized);
};

const reais = () =>
  z.preprocess(
    asReais,
    z
      .number({
        error: (issue) => (issue.input === undefined ? "roommate.budget.required" : "roommate.budget.invalid"),
      })
      .min(ROOMMATE_BUDGET_RANGE.min, "roommate.budget.invalid" satisfies Key)
      .max(ROOMMATE_BUDGET_RANGE.max, "roommate.budget.invalid" satisfies Key),
  );

const scale = () =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: "roommate.scale.required" satisfies Key })
      .int("roommate.scale.required" satisfies Key)
      .min(ROOMMATE_SCALE.min, "roommate.scale.required" satisfies Key)
      .max(ROOMMATE_SCALE.max, "roommate.scale.required" satisfies Key),
  );

const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankToUndefined, z.enum(options, { error: "roommate.option.required" satisfies Key }));

const yesNo = () => z.preprocess(asBoolean, z.boolean({ error: "roommate.option.required" satisfies Key }));

const list = <T extends readonly [string, ...string[]]>(options: T, max: number) =>
  z.preprocess(
    asList,
    z
      .array(z.enum(options, { error: "roommate.value.invalid" satisfies Key }))
      .max(max, "roommate.list.tooLong" satisfies Key),
  );

const names = (max: number) =>
  z.preprocess(
    (value) => asList(value).filter((item) => typeof item !== "string" || item.trim() !== ""),
    z
      .array(
        z
          .string({ error: "roommate.value.invalid" satisfies Key })
          .trim()
          .max(80, "roommate.value.invalid" satisfies Key),
      )
      .max(max, "roommate.list.tooLong" satisfies Key),
  );

/**
 * The questionnaire. `today` (São Paulo, `YYYY-MM-DD`, from the caller: the domain has no clock)
 * refuses a move date in the past.
 */
export const roommateProfileSchemaFor = ({ today }: { today?: string } = {}) =>
  withPhoneCountries(roommateProfileObject({ today }), ["whatsapp"]);

const roommateProfileObject = ({ today }: { today?: string }) =>
  z
    .object({
      visible: yesNo().default(false),
      budgetMin: reais(),
      budgetMax: reais(),
      moveDate: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "roommate.moveDate.required" satisfies Key })
          .refine(isCalendarDate, { message: "roommate.value.invalid" satisfies Key, abort: true })
          .refine((date) => today === undefined || date >= today, "roommate.moveDate.past" satisfies Key),
      ),
      stayMonths: z.preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToUndefined(value)),
        z
          .number({ error: "roommate.stay.required" satisfies Key })
          .refine(
            (months) => (ROOMMATE_STAY_OPTIONS as readonly number[]).includes(months),
            "roommate.stay.required" satisfies Key,
          ),
      ),
      universities: names(ROOMMATE_UNIVERSITIES_MAX),
      neighbourhoods: names(ROOMMATE_NEIGHBOURHOODS_MAX),
      rhythm: choice(DAILY_RHYTHMS),
      cleanliness: scale(),
      noiseTolerance: scale(),
      guestsFrequency: scale(),
      studySocialBalance: scale(),
      smoker: yesNo(),
      acceptsSmokers: yesNo(),
      hasPets: yesNo(),
      acceptsPets: yesNo(),
      gender: choice(GENDERS),
      genderPreference: choice(GENDER_PREFERENCES),
      languages: list(ROOMMATE_LANGUAGES, ROOMMATE_LANGUAGES.length).refine(
        (languages) => languages.length > 0,
        "roommate.languages.required" satisfies Key,
      ),
      interests: list(ROOMMATE_INTERESTS, ROOMMATE_INTERESTS_MAX),
      bio: z.preprocess(
        (value) => (value === undefined || value === null ? "" : value),
        z
          .string({ error: "roommate.value.invalid" satisfies Key })
          .trim()
          .max(ROOMMATE_BIO_MAX, "roommate.bio.tooLong" satisfies Key),
      ),
      /** The WhatsApp number a match sees once both agreed; stored in E.164 like every phone. */
      whatsapp: phoneSchema({ required: "roommate.contact.required", invalid: "roommate.contact.invalid" }),
      whatsappCountry: phoneCountrySchema("roommate.contact.invalid" satisfies Key),
    })
    .refine((form) => form.budgetMax >= form.budgetMin, {
      path: ["budgetMax"],
      message: "roommate.budget.order" satisfies Key,
    });

export const RoommateProfileSchema = roommateProfileSchemaFor();
export type RoommateProfileInput = z.input<typeof RoommateProfileSchema>;
export type RoommateProfile = z.output<typeof RoommateProfileSchema>;

/** What the scoring reads of a saved profile. */
export const toCompatibilityProfile = (profile: RoommateProfile): CompatibilityProfile => profile;

/** `https://wa.me/5511912345678` for a stored `+5511912345678` (or an older `+55 11 91234-5678`). */
export const whatsappLink = (phone: string): string => `https://wa.me/${whatsappDigits(phone)}`;

/**
 * A match as the API answers it: nothing personal (no name, e-mail, phone or link) until both
 * sides agreed; then `contact` carries both the messaging link and the e-mail.
 */
export type RoommateMatch = {
  /** An opaque id of the other person's profile, for contact requests. */
  profileId: number;
  score: number;
  factors: { factor: SoftFactor; weight: number; points: number }[];
  budgetMin: number;
  budgetMax: number;
  moveDate: string;
  stayMonths: number;
  universities: string[];
  neighbourhoods: string[];
  rhythm: RoommateProfile["rhythm"];
  languages: string[];
  interests: string[];
  bio: string;
  request: { direction: "sent" | "received"; status: "pending" | "accepted" | "declined"; id: number } | null;
  contact: { whatsappLink: string; email: string; name: string } | null;
};

export type { HardConstraint };
