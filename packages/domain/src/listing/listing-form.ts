import { z } from "zod";
import { normalizeCep } from "../address/cep.ts";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { parseTypedReais } from "../money/money.ts";
import { CANCELLATION_POLICIES } from "../payments/payment-enums.ts";
import { BILLS, type Bill, MAX_BILL_ESTIMATE } from "../property/all-in-cost.ts";
import {
  ACCOMMODATION_TYPES,
  ADVERTISED_UNITS,
  AMENITY_FLAGS,
  GENDER_PREFERENCES,
  IN_ROOM_ITEMS,
} from "../property/property-enums.ts";
import { MAX_STAY_MONTHS_OPTIONS, type MaxStayMonths } from "../property/stay.ts";
import type { ListingMessageKey } from "./listing-messages.ts";

/*
 * The listing-creation form of spec §3 as the owner edits it, validated once here for the API
 * and the web. The owner saves as they go, so a draft takes any subset of the fields (types and
 * bounds still checked); `listingSubmitSchema` adds what a listing needs before review.
 *
 * In a draft, `null` or a blank value clears a field: the owner emptied the input. Bodies may
 * come from JSON or HTML forms, so numbers and booleans may arrive as text and a list as a
 * single value. Every issue message is a `ListingMessageKey` (see `listingMessage`).
 */

type Key = ListingMessageKey;

export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 4000;
export const LISTING_ADDRESS_TEXT_MAX = 160;
export const LISTING_AREA_RANGE = { min: 8, max: 2000 } as const;
export const LISTING_BEDROOMS_RANGE = { min: 1, max: 20 } as const;
export const LISTING_BATHROOMS_RANGE = { min: 1, max: 20 } as const;
export const LISTING_CAPACITY_RANGE = { min: 1, max: 40 } as const;
export const LISTING_AGE_RANGE = { min: 16, max: 99 } as const;
/** A monthly rent above this is a typing slip (reais). */
export const LISTING_RENT_MAX_REAIS = 100_000;
export const MIN_CONTRACT_MONTHS_OPTIONS = [3, 6, 12] as const;
export type MinContractMonths = (typeof MIN_CONTRACT_MONTHS_OPTIONS)[number];
export const DEFAULT_LISTING_CITY = "São Paulo";
export const DEFAULT_LISTING_STATE = "SP";

/**
 * What a listing holds for a field its owner left out: the values its columns take, so a form
 * without them and one with them describe the same listing (decision 017 compares the two).
 */
export const LISTING_FORM_IMPLIED = {
  advertisedUnit: "whole",
  city: DEFAULT_LISTING_CITY,
  state: DEFAULT_LISTING_STATE,
  sharedBedroom: false,
  sharedBathroom: false,
  genderPreference: "any",
  smokersAllowed: false,
  // Issue 36, point 7: the cancellation policy a listing carries until its owner picks another.
  cancellationPolicy: "flexible",
} as const;

/** The 27 federative units of Brazil. */
export const BRAZILIAN_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;

// ---------------------------------------------------------------------------------------------
// Photos

/** Each uploaded photo may be at most this big (10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A listing shows at most this many photos. */
export const PHOTOS_PER_LISTING = 20;
/** What an upload may contain, told by its bytes rather than its name. */
export const PHOTO_ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoAcceptedType = (typeof PHOTO_ACCEPTED_TYPES)[number];
/** The multipart field that carries the file. */
export const PHOTO_FIELD = "photo";

// ---------------------------------------------------------------------------------------------
// Coercions shared by the fields

/** Trimmed text, with blanks read as null ("cleared"). */
const blankToNull = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, on: true, off: false, "1": true, "0": false };
const toBoolean = (value: unknown): unknown => {
  const given = blankToNull(value);
  if (typeof given !== "string") return given;
  const lower = given.toLowerCase();
  return Object.hasOwn(BOOLEAN_TEXT, lower) ? BOOLEAN_TEXT[lower] : given;
};

const toInteger = (value: unknown): unknown => {
  const given = blankToNull(value);
  if (typeof given !== "string") return given;
  return /^\d+$/.test(given) ? Number(given) : given;
};

/** Reais as typed (`parseTypedReais`); text that is no amount stays text and fails as invalid. */
const toReais = (value: unknown): unknown => {
  const given = blankToNull(value);
  return typeof given === "string" ? (parseTypedReais(given) ?? given) : given;
};

/** A list from JSON, or one value of an HTML form's repeated field; blank is the empty list. */
const toList = (value: unknown): unknown => {
  if (value === null) return null;
  if (typeof value === "string") return value.trim() === "" ? [] : [value.trim()];
  return value;
};

const hasAtMostCents = (value: number) =>
  Math.round(value * 100) / 100 === value || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A draft field: its value, or null when the owner cleared it; absent when not sent. */
const field = <T extends z.ZodType>(schema: T, coerce: (value: unknown) => unknown = blankToNull) =>
  z.preprocess(coerce, schema.nullable()).optional();

const text = (max: number) =>
  field(z.string({ error: "listing.value.invalid" satisfies Key }).max(max, "listing.text.tooLong" satisfies Key));

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  field(z.enum(values, { error: "listing.option.invalid" satisfies Key }));

const whole = (range: { min: number; max: number }, key: Key) =>
  field(z.number({ error: key }).int(key).min(range.min, key).max(range.max, key), toInteger);

const flag = () => field(z.boolean({ error: "listing.value.invalid" satisfies Key }), toBoolean);

const setOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  field(
    z
      .array(z.enum(values, { error: "listing.option.invalid" satisfies Key }), {
        error: "listing.option.invalid" satisfies Key,
      })
      .transform((list) => [...new Set(list)]),
    toList,
  );

const postalCode = () =>
  field(
    z.string({ error: "listing.postalCode.invalid" satisfies Key }).transform((raw, ctx) => {
      const cep = normalizeCep(raw);
      if (cep === undefined) {
        ctx.addIssue({ code: "custom", message: "listing.postalCode.invalid" satisfies Key });
        return z.NEVER;
      }
      return cep;
    }),
  );

const state = () =>
  field(
    z
      .string({ error: "listing.state.invalid" satisfies Key })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(BRAZILIAN_STATES, { error: "listing.state.invalid" satisfies Key })),
  );

/**
 * Each bill's estimate field (issue 22): what the owner expects it to cost a month when the rent
 * does not include it, in reais; 0 when there is none (no gas in the building).
 */
export const BILL_ESTIMATE_FIELDS = {
  water: "waterEstimate",
  electricity: "electricityEstimate",
  gas: "gasEstimate",
  internet: "internetEstimate",
  cleaning: "cleaningEstimate",
} as const satisfies Record<Bill, string>;
export type BillEstimateField = (typeof BILL_ESTIMATE_FIELDS)[Bill];

/** The form's fields in reais (typed as money, shown back as money). */
export const LISTING_MONEY_FIELDS: readonly string[] = ["rentAmount", ...Object.values(BILL_ESTIMATE_FIELDS)];

const rent = () =>
  field(
    z
      .number({ error: "listing.value.invalid" satisfies Key })
      .positive("listing.value.invalid" satisfies Key)
      .max(LISTING_RENT_MAX_REAIS, "listing.value.invalid" satisfies Key)
      .refine(hasAtMostCents, "listing.value.invalid" satisfies Key),
    toReais,
  );

const billEstimate = () =>
  field(
    z
      .number({ error: "listing.billEstimate.invalid" satisfies Key })
      .min(0, "listing.billEstimate.invalid" satisfies Key)
      .max(MAX_BILL_ESTIMATE, "listing.billEstimate.invalid" satisfies Key)
      .refine(hasAtMostCents, "listing.billEstimate.invalid" satisfies Key),
    toReais,
  );

const contractMonths = () =>
  field(
    z
      .number({ error: "listing.option.invalid" satisfies Key })
      .refine(
        (months) => (MIN_CONTRACT_MONTHS_OPTIONS as readonly number[]).includes(months),
        "listing.option.invalid" satisfies Key,
      )
      .transform((months) => months as MinContractMonths),
    toInteger,
  );

/** The longest stay taken (issue 22): one of `MAX_STAY_MONTHS_OPTIONS`; absent or blank is no maximum. */
const maxStayMonths = () =>
  field(
    z
      .number({ error: "listing.option.invalid" satisfies Key })
      .refine(
        (months) => (MAX_STAY_MONTHS_OPTIONS as readonly number[]).includes(months),
        "listing.option.invalid" satisfies Key,
      )
      .transform((months) => months as MaxStayMonths),
    toInteger,
  );

const isoDate = () =>
  field(
    z
      .string({ error: "listing.date.invalid" satisfies Key })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "listing.date.invalid" satisfies Key)
      .refine(isCalendarDate, "listing.date.invalid" satisfies Key),
  );

// ---------------------------------------------------------------------------------------------
// The form

const draftShape = {
  advertisedUnit: choice(ADVERTISED_UNITS),
  type: choice(ACCOMMODATION_TYPES),
  title: text(LISTING_TITLE_MAX),
  description: text(LISTING_DESCRIPTION_MAX),
  titleEn: text(LISTING_TITLE_MAX),
  descriptionEn: text(LISTING_DESCRIPTION_MAX),
  postalCode: postalCode(),
  street: text(LISTING_ADDRESS_TEXT_MAX),
  number: text(20),
  complement: text(LISTING_ADDRESS_TEXT_MAX),
  neighbourhood: text(LISTING_ADDRESS_TEXT_MAX),
  city: text(LISTING_ADDRESS_TEXT_MAX),
  state: state(),
  areaM2: whole(LISTING_AREA_RANGE, "listing.area.range"),
  bedrooms: whole(LISTING_BEDROOMS_RANGE, "listing.bedrooms.range"),
  bathrooms: whole(LISTING_BATHROOMS_RANGE, "listing.bathrooms.range"),
  capacity: whole(LISTING_CAPACITY_RANGE, "listing.capacity.range"),
  amenities: setOf(AMENITY_FLAGS),
  sharedBedroom: flag(),
  sharedBathroom: flag(),
  inRoomItems: setOf(IN_ROOM_ITEMS),
  genderPreference: choice(GENDER_PREFERENCES),
  smokersAllowed: flag(),
  minAge: whole(LISTING_AGE_RANGE, "listing.age.range"),
  maxAge: whole(LISTING_AGE_RANGE, "listing.age.range"),
  rentAmount: rent(),
  minContractMonths: contractMonths(),
  maxStayMonths: maxStayMonths(),
  includedBills: setOf(BILLS),
  waterEstimate: billEstimate(),
  electricityEstimate: billEstimate(),
  gasEstimate: billEstimate(),
  internetEstimate: billEstimate(),
  cleaningEstimate: billEstimate(),
  availableFrom: isoDate(),
  /** Issue 36, point 7: the owner's cancellation policy (`payments/cancellation.ts`). */
  cancellationPolicy: choice(CANCELLATION_POLICIES),
};

export const LISTING_FORM_FIELDS = Object.keys(draftShape) as (keyof typeof draftShape)[];
export type ListingFormField = keyof typeof draftShape;

/** Autosave body: any subset of the fields; `null` clears one. */
export const listingDraftSchema = z.object(draftShape);
export type ListingFormPatch = z.infer<typeof listingDraftSchema>;

/** The form as saved: every field the owner has filled in, none cleared. */
export type ListingForm = { [K in ListingFormField]?: Exclude<ListingFormPatch[K], null> };

/** What review needs, each with the message shown next to its input when missing. */
export const LISTING_REQUIRED_FIELDS = {
  advertisedUnit: "listing.option.required",
  type: "listing.option.required",
  title: "listing.title.required",
  postalCode: "listing.address.required",
  street: "listing.address.required",
  number: "listing.number.required",
  neighbourhood: "listing.address.required",
  areaM2: "listing.area.range",
  bedrooms: "listing.bedrooms.range",
  bathrooms: "listing.bathrooms.range",
  capacity: "listing.capacity.range",
  rentAmount: "listing.rent.required",
  minContractMonths: "listing.option.required",
} as const satisfies Partial<Record<ListingFormField, Key>>;

/** The checks that tie two fields together; a draft may break them, a submitted listing may not. */
function checkComplete(form: ListingFormPatch, ctx: z.RefinementCtx) {
  for (const [name, key] of Object.entries(LISTING_REQUIRED_FIELDS)) {
    const value = form[name as ListingFormField];
    if (value === undefined || value === null) ctx.addIssue({ code: "custom", path: [name], message: key });
  }
  // A bill the rent does not include needs its estimate (0 for none): students see the total.
  const included = new Set(form.includedBills ?? []);
  for (const bill of BILLS) {
    const name = BILL_ESTIMATE_FIELDS[bill];
    if (!included.has(bill) && (form[name] === undefined || form[name] === null))
      ctx.addIssue({ code: "custom", path: [name], message: "listing.billEstimate.required" satisfies Key });
  }
  if (typeof form.minAge === "number" && typeof form.maxAge === "number" && form.maxAge < form.minAge) {
    ctx.addIssue({ code: "custom", path: ["maxAge"], message: "listing.age.order" satisfies Key });
  }
  // A maximum below the minimum would let nobody in: no stay is both long and short enough.
  if (
    typeof form.minContractMonths === "number" &&
    typeof form.maxStayMonths === "number" &&
    form.maxStayMonths < form.minContractMonths
  ) {
    ctx.addIssue({ code: "custom", path: ["maxStayMonths"], message: "listing.maxStay.order" satisfies Key });
  }
}

/** A listing ready for review: the draft's checks plus every required field and the age order. */
export const listingSubmitSchema = listingDraftSchema.superRefine(checkComplete);

/** Applies an autosave to the saved form: sent values replace, nulls clear, absent keys stay. */
export function mergeListingForm(current: ListingForm, patch: ListingFormPatch): ListingForm {
  const next: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next as ListingForm;
}
