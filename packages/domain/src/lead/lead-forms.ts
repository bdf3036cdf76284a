import { z } from "zod";
import { normalizeCep } from "../address/cep.ts";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { parseTypedReais } from "../money/money.ts";
import { phoneCountrySchema, phoneSchema, withPhoneCountries } from "../phone/phone-schema.ts";
import { PROPERTY_CODE_PATTERN } from "../property/property-code.ts";
import { type InterestFormBounds, UNBOUNDED_STAY } from "./interest-bounds.ts";
import { CONTACT_METHODS, FOUND_VIA, SERVICE_KINDS, WARRANTY_TYPES } from "./lead-enums.ts";
import type { LeadMessageKey } from "./lead-messages.ts";

/*
 * The lead forms of spec §3, validated once here for the API and the web forms. Every issue
 * message is a `LeadMessageKey`; the caller translates it (see `leadMessage`). Bodies may come
 * from JSON or from HTML forms, so blanks count as missing (the "required" message, never
 * "invalid") and numbers and booleans may arrive as text.
 *
 * Dates "not in the past" need today's date in São Paulo, which only the caller knows: domain
 * code never reads the clock. Hence the factories (`interestFormSchemaFor({ today })`); the plain
 * schemas check the format only and suit documentation.
 */

type Key = LeadMessageKey;

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
export const COUPON_MAX = 40;
export const MONTHS_MAX = 60;
export const ROOMS_MAX = 20;
export const PROPOSAL_MAX_REAIS = 1_000_000;
export const RENT_MAX_REAIS = 100_000;
/** A buyer's offer: no floor beyond a centavo, and a ceiling only to catch typing slips. */
export const OFFER_MAX_REAIS = 100_000_000;

/** Trimmed text, with blanks and null read as "not given". */
const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** Missing gives `requiredKey`; a value of the wrong type gives `invalidKey`. */
const missingOr = (requiredKey: Key, invalidKey: Key) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredKey : invalidKey;

const requiredText = (requiredKey: Key, max: number, invalidKey: Key = "lead.value.invalid") =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: missingOr(requiredKey, invalidKey) }).max(max, "lead.text.tooLong" satisfies Key),
  );

export const optionalText = (max: number) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: "lead.value.invalid" satisfies Key })
        .max(max, "lead.text.tooLong" satisfies Key)
        .optional(),
    )
    .optional();

/** An option from a fixed list: missing and unknown get the same "select" message. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, key: Key) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: key }));

/**
 * Yes/no answers: JSON booleans, or the text an HTML form sends ("true"/"false", "on" for a
 * ticked box). Anything else is not an answer.
 */
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, on: true, off: false, "1": true, "0": false };
const toBoolean = (value: unknown): unknown => {
  const given = blankToUndefined(value);
  if (typeof given !== "string") return given;
  const lower = given.toLowerCase();
  return Object.hasOwn(BOOLEAN_TEXT, lower) ? BOOLEAN_TEXT[lower] : given;
};
const yesNo = (key: Key) => z.preprocess(toBoolean, z.boolean({ error: key }));
/** A checkbox: absent means not ticked. */
const tick = () => z.preprocess(toBoolean, z.boolean({ error: "lead.option.required" satisfies Key }).default(false));

// ---------------------------------------------------------------------------------------------
// Numbers

/** Reais as typed (`parseTypedReais`); text that is no amount stays text and fails as invalid. */
const toReais = (value: unknown): unknown => {
  const given = blankToUndefined(value);
  return typeof given === "string" ? (parseTypedReais(given) ?? given) : given;
};

/**
 * Whole centavos. The tolerance suits small amounts whose `value * 100` is off by a rounding
 * error; the exact round trip suits large ones, where a double's step outgrows the tolerance.
 */
const hasAtMostCents = (value: number) =>
  Math.round(value * 100) / 100 === value || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount in reais, above zero and up to `max`; with `min`, from `min` (a listing's bounds). */
const reais = (requiredKey: Key, max: number, min?: number) => {
  const positive = z
    .number({ error: missingOr(requiredKey, "lead.value.invalid") })
    .positive("lead.value.invalid" satisfies Key);
  return z.preprocess(
    toReais,
    (min === undefined ? positive : positive.min(min, "lead.value.invalid" satisfies Key))
      .max(max, "lead.value.invalid" satisfies Key)
      .refine(hasAtMostCents, "lead.value.invalid" satisfies Key),
  );
};

const toInteger = (value: unknown): unknown => {
  const given = blankToUndefined(value);
  if (typeof given !== "string") return given;
  return /^\d+$/.test(given) ? Number(given) : given;
};

/** `outOfRangeKey`: a whole number outside min…max (a select's option the listing does not offer). */
export const wholeNumber = (requiredKey: Key, min: number, max: number, outOfRangeKey: Key = "lead.value.invalid") =>
  z.preprocess(
    toInteger,
    z
      .number({ error: missingOr(requiredKey, "lead.value.invalid") })
      .int("lead.value.invalid" satisfies Key)
      .min(min, outOfRangeKey)
      .max(max, outOfRangeKey),
  );

// ---------------------------------------------------------------------------------------------
// Contact fields

export const leadEmail = () =>
  requiredText("lead.email.required", EMAIL_MAX, "lead.email.invalid")
    .pipe(z.email({ error: "lead.email.invalid" satisfies Key }))
    .transform((email) => email.toLowerCase());

/**
 * An e-mail a form may leave out (the owner advertise form: spec §3 lists no e-mail there, and
 * staff reply by phone). When given, it must be one, and is kept for the confirmation e-mail.
 */
export const optionalLeadEmail = () =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: "lead.email.invalid" satisfies Key })
        .max(EMAIL_MAX, "lead.text.tooLong" satisfies Key)
        .pipe(z.email({ error: "lead.email.invalid" satisfies Key }))
        .transform((email) => email.toLowerCase())
        .optional(),
    )
    .optional();

/** A phone number, stored in E.164; its country field goes beside it (`withPhoneCountries`). */
export const leadPhone = () => phoneSchema({ required: "lead.phone.required", invalid: "lead.phone.invalid" });
const leadPhoneCountry = () => phoneCountrySchema("lead.phone.invalid" satisfies Key);

const postalCode = () =>
  requiredText("lead.address.required", 20, "lead.postalCode.invalid").transform((raw, ctx) => {
    const cep = normalizeCep(raw);
    if (cep === undefined) {
      ctx.addIssue({ code: "custom", message: "lead.postalCode.invalid" satisfies Key });
      return z.NEVER;
    }
    return cep;
  });

/**
 * A listing code in the format of `PROPERTY_CODE_PATTERN`, upper-cased. Whether it exists and is
 * published only the database knows; the API reports that with the same key.
 */
export const propertyCode = () =>
  requiredText("lead.property.unknown", 20, "lead.property.unknown")
    .transform((code) => code.toUpperCase())
    .refine((code) => PROPERTY_CODE_PATTERN.test(code), "lead.property.unknown" satisfies Key);

// ---------------------------------------------------------------------------------------------
// Dates

/** Today in São Paulo as `YYYY-MM-DD`, given by the caller. */
export interface LeadFormContext {
  readonly today?: string;
}

/** The interest form also knows its listing's bounds when the caller has looked the listing up. */
export interface InterestFormContext extends LeadFormContext {
  readonly listing?: InterestFormBounds;
}

const checkToday = (context: LeadFormContext): string | undefined => {
  if (context.today !== undefined && !isCalendarDate(context.today)) {
    throw new TypeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(context.today)}`);
  }
  return context.today;
};

/** A calendar date `YYYY-MM-DD`; with `today`, not before it (same-format strings sort by date). */
const dateField = (today: string | undefined) =>
  z
    .string({ error: missingOr("lead.date.required", "lead.value.invalid") })
    .refine(isCalendarDate, { message: "lead.value.invalid" satisfies Key, abort: true })
    .refine((date) => today === undefined || date >= today, "lead.date.past" satisfies Key);

const requiredDate = (today: string | undefined) => z.preprocess(blankToUndefined, dateField(today));
const optionalDate = (today: string | undefined) =>
  z.preprocess(blankToUndefined, dateField(today).optional()).optional();

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * Which room of a listing priced per room (`interest-bounds.ts`): its number, among the
 * available ones. A listing let whole has no room to choose, so a room given there is refused;
 * without the listing (documentation) any room number is taken.
 */
const roomChoice = (bounds: InterestFormBounds | undefined) => {
  const roomNumber = z.number({ error: "lead.value.invalid" satisfies Key }).int("lead.value.invalid" satisfies Key);
  if (bounds === undefined)
    return z.preprocess(toInteger, roomNumber.min(1, "lead.value.invalid" satisfies Key).optional()).optional();
  if (!bounds.room.required) {
    return z.preprocess(blankToUndefined, z.undefined({ error: "lead.value.invalid" satisfies Key })).optional();
  }
  const { available } = bounds.room;
  return z.preprocess(
    toInteger,
    z
      .number({ error: missingOr("lead.option.required", "lead.value.invalid") })
      .int("lead.value.invalid" satisfies Key)
      .refine((room) => available.includes(room), "lead.room.unavailable" satisfies Key),
  );
};

/**
 * The interest form's fields that today's date and the listing bound, with the site's limits
 * when there is no listing. A stay outside the listing's lengths gets the spec's "please select
 * a period of residence", since the form offers them as choices.
 */
export const boundedInterestFields = (context: InterestFormContext) => {
  const today = checkToday(context);
  const { listing } = context;
  const stay = listing?.stay ?? UNBOUNDED_STAY;
  return {
    moveDate: requiredDate(today),
    stayPeriodMonths: wholeNumber("lead.stayPeriod.required", stay.min, stay.max, "lead.stayPeriod.required"),
    roomNumber: roomChoice(listing),
    proposalValue: listing?.proposal
      ? reais("lead.proposal.required", listing.proposal.max, listing.proposal.min)
      : reais("lead.proposal.required", PROPOSAL_MAX_REAIS),
  };
};

/**
 * Spec §3, tenant interest form. With `listing` (its `interestBounds`), the proposal, the stay
 * and the room are checked against that listing; without it, only against the site's limits.
 */
const interestFormObject = (context: InterestFormContext = {}) => {
  const bounded = boundedInterestFields(context);
  return z.object({
    propertyCode: propertyCode(),
    name: requiredText("lead.name.required", NAME_MAX),
    phone: leadPhone(),
    phoneCountry: leadPhoneCountry(),
    email: leadEmail(),
    isStudent: yesNo("lead.isStudent.required"),
    foundVia: choice(FOUND_VIA, "lead.foundVia.required"),
    moveDate: bounded.moveDate,
    stayPeriodMonths: bounded.stayPeriodMonths,
    roomNumber: bounded.roomNumber,
    warrantyType: choice(WARRANTY_TYPES, "lead.warranty.required"),
    proposalValue: bounded.proposalValue,
    comments: optionalText(LONG_TEXT_MAX),
    contactMethod: choice(CONTACT_METHODS, "lead.option.required"),
  });
};
/** The interest form checked against `context`: today's date and, when given, its listing's bounds. */
export const interestFormSchemaFor = (context: InterestFormContext = {}) =>
  withPhoneCountries(interestFormObject(context));
/** The interest form's format alone (no date, no listing): the API route's body and its documentation. */
export const InterestFormSchema = interestFormSchemaFor();
export type InterestForm = z.output<typeof InterestFormSchema>;

/**
 * What a form already read by `InterestFormSchema` still breaks of `context` (a move date before
 * today, a proposal, stay or room its listing does not take), with the same fields and messages
 * as `interestFormSchemaFor(context)`. The API reads the body's format once, then looks the
 * listing up and checks its bounds here.
 */
export const interestBoundsIssues = (form: InterestForm, context: InterestFormContext) =>
  z.object(boundedInterestFields(context)).safeParse(form).error?.issues ?? [];

/**
 * A sale listing's contact form: a buyer's question, with an offer and a day to visit if they
 * have them. Nothing a purchase does not involve (move date, stay, guarantee) is asked.
 */
const purchaseInterestFormObject = (context: LeadFormContext = {}) => {
  const today = checkToday(context);
  return z.object({
    propertyCode: propertyCode(),
    name: requiredText("lead.name.required", NAME_MAX),
    phone: leadPhone(),
    phoneCountry: leadPhoneCountry(),
    email: leadEmail(),
    isStudent: yesNo("lead.isStudent.required"),
    foundVia: choice(FOUND_VIA, "lead.foundVia.required"),
    message: requiredText("lead.message.required", LONG_TEXT_MAX),
    contactMethod: choice(CONTACT_METHODS, "lead.option.required"),
    offerValue: z.preprocess(blankToUndefined, reais("lead.value.invalid", OFFER_MAX_REAIS).optional()).optional(),
    visitDate: optionalDate(today),
  });
};
export const purchaseInterestFormSchemaFor = (context: LeadFormContext = {}) =>
  withPhoneCountries(purchaseInterestFormObject(context));
export const PurchaseInterestFormSchema = purchaseInterestFormSchemaFor();
export type PurchaseInterestForm = z.output<typeof PurchaseInterestFormSchema>;

/**
 * Spec §3, owner advertise form. The address parts share the spec's one message. The e-mail is
 * optional: the spec's form has none, and the phone (required) is how staff reply
 * (docs/decisions, "advertise form e-mail").
 */
const advertiseFormObject = (context: LeadFormContext = {}) => {
  const today = checkToday(context);
  return z.object({
    name: requiredText("lead.name.required", NAME_MAX),
    phone: leadPhone(),
    phoneCountry: leadPhoneCountry(),
    email: optionalLeadEmail(),
    address: requiredText("lead.address.required", SHORT_TEXT_MAX),
    number: requiredText("lead.address.required", 20),
    neighbourhood: requiredText("lead.address.required", NAME_MAX),
    postalCode: postalCode(),
    complement: optionalText(NAME_MAX),
    billsIncluded: z
      .object({ water: tick(), electricity: tick(), cleaning: tick() }, { error: "lead.option.required" satisfies Key })
      .default({ water: false, electricity: false, cleaning: false }),
    allowPets: yesNo("lead.option.required"),
    parking: yesNo("lead.option.required"),
    contractPeriodMonths: wholeNumber("lead.option.required", 1, MONTHS_MAX),
    monthlyRent: reais("lead.rent.required", RENT_MAX_REAIS),
    bedrooms: wholeNumber("lead.option.required", 1, ROOMS_MAX),
    bathrooms: wholeNumber("lead.option.required", 1, ROOMS_MAX),
    comments: optionalText(LONG_TEXT_MAX),
    coupon: z
      .preprocess(
        blankToUndefined,
        z
          .string({ error: "lead.value.invalid" satisfies Key })
          .max(COUPON_MAX, "lead.text.tooLong" satisfies Key)
          .regex(/^[A-Za-z0-9_-]+$/, "lead.value.invalid" satisfies Key)
          .transform((coupon) => coupon.toUpperCase())
          .optional(),
      )
      .optional(),
    visitDate: optionalDate(today),
    proposal: optionalText(LONG_TEXT_MAX),
    moveDate: optionalDate(today),
  });
};
export const advertiseFormSchemaFor = (context: LeadFormContext = {}) =>
  withPhoneCountries(advertiseFormObject(context));
export const AdvertiseFormSchema = advertiseFormSchemaFor();
export type AdvertiseForm = z.output<typeof AdvertiseFormSchema>;

/** Concierge sign-up of exchange students (FGV and other partners). */
const ConciergeSignupObject = z.object({
  fullName: requiredText("lead.name.required", NAME_MAX),
  /** The student's WhatsApp number, where the concierge writes to them. */
  messagingContact: phoneSchema({ required: "lead.contact.required", invalid: "lead.phone.invalid" }),
  messagingContactCountry: leadPhoneCountry(),
});
export const ConciergeSignupSchema = withPhoneCountries(ConciergeSignupObject, ["messagingContact"]);
export type ConciergeSignup = z.output<typeof ConciergeSignupSchema>;

/** A request for one of the other offers of spec §1. */
const ServiceRequestObject = z.object({
  service: choice(SERVICE_KINDS, "lead.option.required"),
  name: requiredText("lead.name.required", NAME_MAX),
  email: leadEmail(),
  phone: leadPhone(),
  phoneCountry: leadPhoneCountry(),
  propertyCode: z.preprocess(blankToUndefined, propertyCode().optional()).optional(),
  message: requiredText("lead.message.required", LONG_TEXT_MAX),
});
export const ServiceRequestSchema = withPhoneCountries(ServiceRequestObject);
export type ServiceRequest = z.output<typeof ServiceRequestSchema>;
