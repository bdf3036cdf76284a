import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { minuteOfText } from "../dates/zoned-time.ts";
import { EMAIL_MAX, NAME_MAX } from "../lead/lead-forms.ts";
import { phoneCountrySchema, phoneSchema, withPhoneCountries } from "../phone/phone-schema.ts";
import type { VisitMessageKey } from "./visit-messages.ts";
import {
  LIVE_VISIT_STATUSES,
  VIDEO_CALL_KINDS,
  VIDEO_LINK_MAX,
  VISIT_EXCEPTIONS_MAX,
  VISIT_MODES,
  VISIT_SLOT_MINUTES,
  VISIT_STATUSES,
  WINDOWS_PER_DAY_MAX,
} from "./visit-rules.ts";

/*
 * Visits (issue 23), checked once here for the API and the web forms: the owner's schedule, a
 * student's booking and move, and what the API answers. Bodies may come from JSON or an HTML
 * form, so blanks count as missing. Every issue message is a `VisitMessageKey` (`visitMessage`).
 * Times of day are `HH:MM` on São Paulo's clock; instants are ISO 8601 with their offset.
 */

type Key = VisitMessageKey;

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

// ---------------------------------------------------------------------------------------------
// The owner's schedule

/** `HH:MM` on the half hour, 00:00 to 24:00. */
const timeOfDay = z
  .string({ error: "visit.window.invalid" satisfies Key })
  .refine((text) => {
    const minute = minuteOfText(text);
    return minute !== undefined && minute % VISIT_SLOT_MINUTES === 0;
  }, "visit.window.invalid" satisfies Key)
  .meta({ description: "`HH:MM` on São Paulo's clock, on the half hour", examples: ["09:00"] });

export const DayWindowSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((w) => (minuteOfText(w.start) ?? 0) < (minuteOfText(w.end) ?? 0), {
    message: "visit.window.invalid" satisfies Key,
    path: ["end"],
  });
export type DayWindowForm = z.infer<typeof DayWindowSchema>;

export const WeeklyWindowSchema = z
  .object({
    weekday: z.coerce
      .number({ error: "visit.weekday.invalid" satisfies Key })
      .int("visit.weekday.invalid" satisfies Key)
      .min(0, "visit.weekday.invalid" satisfies Key)
      .max(6, "visit.weekday.invalid" satisfies Key)
      .meta({ description: "0 = Sunday … 6 = Saturday", examples: [2] }),
    start: timeOfDay,
    end: timeOfDay,
  })
  .refine((w) => (minuteOfText(w.start) ?? 0) < (minuteOfText(w.end) ?? 0), {
    message: "visit.window.invalid" satisfies Key,
    path: ["end"],
  });
export type WeeklyWindowForm = z.infer<typeof WeeklyWindowSchema>;

export const ExceptionSchema = z.object({
  date: z
    .string({ error: "visit.date.invalid" satisfies Key })
    .refine(isCalendarDate, "visit.date.invalid" satisfies Key)
    .meta({ examples: ["2026-12-24"] }),
  closed: z.boolean({ error: "visit.window.invalid" satisfies Key }),
  /** The day's own windows when it is not closed; ignored when it is. */
  windows: z
    .array(DayWindowSchema)
    .max(WINDOWS_PER_DAY_MAX, "visit.window.tooMany" satisfies Key)
    .default([]),
});
export type ExceptionForm = z.infer<typeof ExceptionSchema>;

type Span = { start: string; end: string };
/** Index of the first window overlapping an earlier one in the list, or -1. */
function firstOverlap(windows: readonly Span[]): number {
  const spans = windows.map((w, i) => ({ i, s: minuteOfText(w.start) ?? 0, e: minuteOfText(w.end) ?? 0 }));
  for (const a of spans) {
    if (spans.some((b) => b.i < a.i && a.s < b.e && b.s < a.e)) return a.i;
  }
  return -1;
}

export const VisitScheduleSchema = z
  .object({
    modes: z
      .array(z.enum(VISIT_MODES, { error: "visit.modes.required" satisfies Key }))
      .min(1, "visit.modes.required" satisfies Key)
      .max(2)
      .transform((modes) => VISIT_MODES.filter((m) => modes.includes(m)))
      .meta({ examples: [["in_person", "video"]] }),
    videoKind: z
      .preprocess(blankToUndefined, z.enum(VIDEO_CALL_KINDS, { error: "visit.videoKind.required" satisfies Key }))
      .nullish()
      .transform((v) => v ?? null),
    videoLink: z
      .preprocess(
        blankToUndefined,
        z
          .string({ error: "visit.videoLink.invalid" satisfies Key })
          .max(VIDEO_LINK_MAX, "visit.videoLink.invalid" satisfies Key)
          .pipe(z.url({ protocol: /^https$/, error: "visit.videoLink.invalid" satisfies Key })),
      )
      .nullish()
      .transform((v) => v ?? null)
      .meta({ examples: ["https://meet.google.com/abc-defg-hij"] }),
    videoPhone: z
      .preprocess(
        blankToUndefined,
        phoneSchema({ required: "visit.videoPhone.invalid", invalid: "visit.videoPhone.invalid" }).optional(),
      )
      .nullish()
      .transform((v) => v ?? null),
    windows: z.array(WeeklyWindowSchema).max(7 * WINDOWS_PER_DAY_MAX, "visit.window.tooMany" satisfies Key),
    exceptions: z.array(ExceptionSchema).max(VISIT_EXCEPTIONS_MAX, "visit.exception.tooMany" satisfies Key),
  })
  .superRefine((s, ctx) => {
    if (s.modes.includes("video")) {
      if (!s.videoKind) ctx.addIssue({ code: "custom", path: ["videoKind"], message: "visit.videoKind.required" });
      if (s.videoKind === "link" && !s.videoLink) {
        ctx.addIssue({ code: "custom", path: ["videoLink"], message: "visit.videoLink.invalid" satisfies Key });
      }
      if (s.videoKind === "whatsapp" && !s.videoPhone) {
        ctx.addIssue({ code: "custom", path: ["videoPhone"], message: "visit.videoPhone.invalid" satisfies Key });
      }
    }
    for (let weekday = 0; weekday < 7; weekday++) {
      const indexes = s.windows.flatMap((w, i) => (w.weekday === weekday ? [i] : []));
      const day = indexes.map((i) => s.windows[i] as Span);
      if (day.length > WINDOWS_PER_DAY_MAX) {
        ctx.addIssue({ code: "custom", path: ["windows"], message: "visit.window.tooMany" satisfies Key });
      }
      const overlap = firstOverlap(day);
      if (overlap >= 0) {
        ctx.addIssue({
          code: "custom",
          path: ["windows", indexes[overlap] ?? 0, "start"],
          message: "visit.window.overlap" satisfies Key,
        });
      }
    }
    const seen = new Set<string>();
    s.exceptions.forEach((e, i) => {
      if (seen.has(e.date)) {
        ctx.addIssue({ code: "custom", path: ["exceptions", i, "date"], message: "visit.exception.duplicate" });
      }
      seen.add(e.date);
      const overlap = e.closed ? -1 : firstOverlap(e.windows);
      if (overlap >= 0) {
        ctx.addIssue({
          code: "custom",
          path: ["exceptions", i, "windows", overlap, "start"],
          message: "visit.window.overlap" satisfies Key,
        });
      }
    });
  });
export type VisitScheduleForm = z.input<typeof VisitScheduleSchema>;
export type VisitSchedule = z.output<typeof VisitScheduleSchema>;

/** The schedule as the API answers it: what was saved, in the same shape. */
export const VisitScheduleViewSchema = z.object({
  propertyCode: z.string(),
  modes: z.array(z.enum(VISIT_MODES)),
  videoKind: z.enum(VIDEO_CALL_KINDS).nullable(),
  videoLink: z.string().nullable(),
  videoPhone: z.string().nullable(),
  windows: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  exceptions: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      windows: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
});
export type VisitScheduleView = z.infer<typeof VisitScheduleViewSchema>;

// ---------------------------------------------------------------------------------------------
// Slots and bookings

export const FreeSlotSchema = z.object({
  startsAt: z.string().meta({ description: "The instant, in UTC", examples: ["2026-12-01T17:00:00.000Z"] }),
  endsAt: z.string(),
  localTime: z.string().meta({ description: "`HH:MM` in São Paulo", examples: ["14:00"] }),
});
export const VisitSlotsSchema = z.object({
  propertyCode: z.string(),
  timeZone: z.literal("America/Sao_Paulo"),
  slotMinutes: z.number().int(),
  modes: z.array(z.enum(VISIT_MODES)),
  days: z.array(
    z.object({
      date: z.string().meta({ description: "The São Paulo day", examples: ["2026-12-01"] }),
      weekday: z.number().int(),
      slots: z.array(FreeSlotSchema),
    }),
  ),
});
export type VisitSlots = z.infer<typeof VisitSlotsSchema>;

/** An instant with its offset, as a slot's `startsAt` gives it. */
const slotInstant = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "visit.slot.required" satisfies Key })
    .pipe(z.iso.datetime({ offset: true, error: "visit.slot.unavailable" satisfies Key }))
    .meta({ description: "A free slot's `startsAt`", examples: ["2026-12-01T17:00:00.000Z"] }),
);

export const VisitBookingSchema = withPhoneCountries(
  z.object({
    startsAt: slotInstant,
    mode: z.preprocess(blankToUndefined, z.enum(VISIT_MODES, { error: "visit.mode.required" satisfies Key })),
    name: z.preprocess(
      blankToUndefined,
      z.string({ error: "visit.name.required" satisfies Key }).max(NAME_MAX, "visit.text.tooLong" satisfies Key),
    ),
    email: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "visit.email.required" satisfies Key })
        .max(EMAIL_MAX, "visit.email.invalid" satisfies Key)
        .pipe(z.email({ error: "visit.email.invalid" satisfies Key }))
        .transform((e) => e.toLowerCase()),
    ),
    phone: phoneSchema({ required: "visit.phone.required", invalid: "visit.phone.invalid" }),
    phoneCountry: phoneCountrySchema("visit.phone.invalid"),
  }),
);
export type VisitBookingForm = z.input<typeof VisitBookingSchema>;
export type VisitBooking = z.output<typeof VisitBookingSchema>;

export const VisitMoveSchema = z.object({ startsAt: slotInstant });
export type VisitMove = z.output<typeof VisitMoveSchema>;

const visitCore = {
  id: z.string().meta({ examples: ["7b0f3c52-1f7e-4b43-9d55-2f5c33a0c0de"] }),
  propertyCode: z.string(),
  propertyTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  localDate: z.string().meta({ description: "The São Paulo day", examples: ["2026-12-01"] }),
  localTime: z.string().meta({ description: "`HH:MM` in São Paulo", examples: ["14:00"] }),
  mode: z.enum(VISIT_MODES),
  status: z.enum(VISIT_STATUSES),
};

/** A visit as the student sees it through their link. */
export const StudentVisitSchema = z.object({
  ...visitCore,
  name: z.string(),
  /**
   * In person: where; by video: how to join (the link, or the WhatsApp number that will call).
   * Until the owner confirms, the address has no door number and both video fields are null
   * (`revealsVisitContact`).
   */
  address: z.string().nullable(),
  videoLink: z.string().nullable(),
  videoPhone: z.string().nullable(),
  /** Whether it can still be cancelled or moved (live and not yet started). */
  changeable: z.boolean(),
});
export type StudentVisit = z.infer<typeof StudentVisitSchema>;

/** The answer to a booking: the visit, the student's manage token and a message in their language. */
export const VisitReceiptSchema = z.object({
  visit: StudentVisitSchema,
  token: z.string().meta({
    description: "A manage token of the student's (each e-mail carries one of its own); lapses 7 days after the visit",
  }),
  message: z.string(),
});
export type VisitReceipt = z.infer<typeof VisitReceiptSchema>;

/** A visit as the owner (or staff) sees it: who is coming. */
export const OwnerVisitSchema = z.object({
  ...visitCore,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  locale: z.enum(["pt", "en"]),
  createdAt: z.string(),
  /** Whether the owner can still confirm or decline it. */
  decidable: z.boolean(),
});
export type OwnerVisit = z.infer<typeof OwnerVisitSchema>;

export const OwnerVisitListSchema = z.object({ items: z.array(OwnerVisitSchema) });
export type OwnerVisitList = z.infer<typeof OwnerVisitListSchema>;

/** `GET /v2/admin/visits`: filter by status and São Paulo day range, soonest first, a page at a time. */
export const VISIT_PAGE_SIZE = 50;
const optionalDay = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isCalendarDate, "visit.date.invalid" satisfies Key)
      .optional(),
  )
  .optional();
export const AdminVisitQuerySchema = z.object({
  status: z
    .preprocess(blankToUndefined, z.enum(VISIT_STATUSES, { error: "visit.status.invalid" satisfies Key }).optional())
    .optional(),
  from: optionalDay.meta({ description: "First São Paulo day (inclusive)", examples: ["2026-12-01"] }),
  to: optionalDay.meta({ description: "Last São Paulo day (inclusive)", examples: ["2026-12-14"] }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminVisitQuery = z.infer<typeof AdminVisitQuerySchema>;

export const AdminVisitPageSchema = z.object({
  items: z.array(OwnerVisitSchema.extend({ sponsored: z.boolean() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminVisitPage = z.infer<typeof AdminVisitPageSchema>;

export { LIVE_VISIT_STATUSES };
