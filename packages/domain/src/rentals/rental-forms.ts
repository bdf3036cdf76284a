import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";
import type { InterestFormBounds } from "../lead/interest-bounds.ts";
import { WARRANTY_TYPES } from "../lead/lead-enums.ts";
import {
  boundedInterestFields,
  choice,
  type InterestFormContext,
  LONG_TEXT_MAX,
  optionalText,
  wholeNumber,
} from "../lead/lead-forms.ts";
import { DECLINE_REASONS, RENTAL_MOVE_NAMES, RENTAL_STATES } from "./rental-process.ts";

/*
 * The forms of renting online (issue 35) for the API and the web alike. A proposal asks what the
 * interest form asks about the stay, with the same names, bounds and messages (the spec's), so an
 * interest turns into a proposal field for field: move date, months, offer, room, guarantee. It
 * adds how many will live there and a message. Bodies may come from JSON or an HTML form.
 */

/** The most people a proposal may say will live there. */
export const OCCUPANTS_MAX = 12;

/** A proposal checked against today's date and its listing's bounds (`interestBounds`). */
export const proposalFormSchemaFor = (context: InterestFormContext = {}) => {
  const bounded = boundedInterestFields(context);
  return z.object({
    moveDate: bounded.moveDate,
    stayPeriodMonths: bounded.stayPeriodMonths,
    roomNumber: bounded.roomNumber,
    proposalValue: bounded.proposalValue,
    warrantyType: choice(WARRANTY_TYPES, "lead.warranty.required"),
    occupants: wholeNumber("lead.option.required", 1, OCCUPANTS_MAX),
    message: optionalText(LONG_TEXT_MAX),
    /** A random key per form shown, so a form sent twice makes one proposal. */
    idempotencyKey: optionalText(100),
  });
};
export const ProposalFormSchema = proposalFormSchemaFor();
export type ProposalForm = z.output<typeof ProposalFormSchema>;

/**
 * The owner's counter-proposal: rent, dates and months, within the same listing bounds as a
 * proposal (an owner cannot counter with a stay the listing does not take).
 */
export const counterFormSchemaFor = (context: { today?: string; listing?: InterestFormBounds } = {}) => {
  const bounded = boundedInterestFields(context);
  return z.object({
    moveDate: bounded.moveDate,
    stayPeriodMonths: bounded.stayPeriodMonths,
    proposalValue: bounded.proposalValue,
    message: optionalText(LONG_TEXT_MAX),
  });
};
export const CounterFormSchema = counterFormSchemaFor();
export type CounterForm = z.output<typeof CounterFormSchema>;

export const DeclineFormSchema = z.object({
  reason: choice(DECLINE_REASONS, "lead.option.required"),
  message: optionalText(LONG_TEXT_MAX),
});
export type DeclineForm = z.output<typeof DeclineFormSchema>;

const calendarDate = z.string().refine(isCalendarDate);

/** A rental's terms as the API answers them (reais, as JSON carries money). */
export const RentalTermsViewSchema = z.object({
  moveIn: calendarDate,
  moveOut: calendarDate.meta({ description: "The day after the last day of the stay" }),
  months: z.number().int(),
  monthlyRent: z.number().meta({ description: "Reais" }),
  guarantee: z.enum(WARRANTY_TYPES),
  occupants: z.number().int(),
  roomNumber: z.number().int().nullable(),
});
export type RentalTermsView = z.infer<typeof RentalTermsViewSchema>;

/** One move of a rental's history. */
export const RentalEventViewSchema = z.object({
  move: z.string(),
  actor: z.enum(["student", "owner", "staff", "clock"]),
  toState: z.enum(RENTAL_STATES),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

/**
 * A rental as one of its parties (or staff) sees it: `side` is the caller's, `moves` what the
 * caller may do now. Contact details of the other side are not here: they meet in the
 * conversation, and only its masking decides what passes before the lease is signed.
 */
export const RentalViewSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  state: z.enum(RENTAL_STATES),
  side: z.enum(["student", "owner", "staff"]),
  moves: z.array(z.enum(RENTAL_MOVE_NAMES as [string, ...string[]])),
  listing: z.object({
    code: z.string(),
    title: z.string(),
    neighbourhood: z.string(),
    photoUrl: z.string().nullable(),
  }),
  student: z.object({ name: z.string() }),
  owner: z.object({ name: z.string() }).nullable(),
  terms: RentalTermsViewSchema,
  proposedTerms: RentalTermsViewSchema,
  message: z.string(),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  /** When the timed move falls due (the proposal's or counter's expiry), ISO 8601; null: none. */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(RentalEventViewSchema),
});
export type RentalView = z.infer<typeof RentalViewSchema>;

/** A line of "Your rentals" and "Proposals for your homes". */
export const RentalSummarySchema = RentalViewSchema.pick({
  id: true,
  code: true,
  state: true,
  side: true,
  listing: true,
  terms: true,
  dueAt: true,
  createdAt: true,
});
export type RentalSummary = z.infer<typeof RentalSummarySchema>;
