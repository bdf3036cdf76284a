import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";

/*
 * What the home page says about the company in others' words: press mentions and testimonials.
 * Staff keep them in the backoffice (`/v2/admin/press-mentions`, `/v2/admin/testimonials`); the
 * home page shows the published ones and hides a section with none. Nothing here is written in
 * code: a claim on the site is one that a person entered and can answer for
 * (docs/decisions/014-content-claims.md). Field messages are keys of CONTENT_MESSAGES.
 */

export const OUTLET_MAX = 80;
export const HEADLINE_MAX = 200;
export const FIRST_NAME_MAX = 40;
export const CONTEXT_MAX = 120;
export const QUOTE_MAX = 600;
export const POSITION_MAX = 999;

/** A required text: trimmed, at least one character, at most `max`. */
const required = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** An optional translation: an empty field means "none" (null). */
const optional = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const day = z.iso
  .date({ error: "admin.content.date.invalid" })
  .refine(isCalendarDate, { error: "admin.content.date.invalid" });
const published = z.boolean({ error: "admin.content.published.invalid" });
/** Lower first; equal positions go newest first. */
const position = z
  .number({ error: "admin.content.position.invalid" })
  .int("admin.content.position.invalid")
  .min(0, "admin.content.position.invalid")
  .max(POSITION_MAX, "admin.content.position.invalid");

const articleUrl = z
  .string({ error: "admin.content.url.invalid" })
  .trim()
  .max(2000, "admin.content.url.invalid")
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "admin.content.url.invalid" }));

const PressMentionFields = z.object({
  /** The publication, as it writes its own name. */
  outlet: required(OUTLET_MAX, "admin.content.outlet.required", "admin.content.outlet.tooLong"),
  /** The article's headline as published (usually Portuguese), and an English rendering if staff give one. */
  headlinePt: required(HEADLINE_MAX, "admin.content.headline.required", "admin.content.headline.tooLong"),
  headlineEn: optional(HEADLINE_MAX, "admin.content.headline.tooLong"),
  /** Where a visitor can read it: the claim is checkable. */
  url: articleUrl,
  /** The article's date (a São Paulo calendar day). */
  publishedOn: day,
  published,
  position,
});

/** A new mention: hidden from the site until staff publish it. */
export const PressMentionInputSchema = PressMentionFields.extend({
  published: published.default(false),
  position: position.default(0),
});
export type PressMentionInput = z.input<typeof PressMentionInputSchema>;

/** A change: any of the fields, the others kept (publishing and unpublishing send `published` alone). */
export const PressMentionUpdateSchema = PressMentionFields.partial();
export type PressMentionUpdate = z.input<typeof PressMentionUpdateSchema>;

export const PressMentionSchema = z.object({
  id: z.number().int(),
  outlet: z.string(),
  headlinePt: z.string(),
  headlineEn: z.string().nullable(),
  url: z.string(),
  publishedOn: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  /** Written by the demo seed on request (`SEED_EXAMPLE_CONTENT=1`): shown with an "Example" badge. */
  example: z.boolean(),
});
export type PressMention = z.infer<typeof PressMentionSchema>;

const TestimonialFields = z.object({
  /** The first name only: enough to be real, not enough to find the person. */
  firstName: required(FIRST_NAME_MAX, "admin.content.firstName.required", "admin.content.firstName.tooLong"),
  /** Who they are to the site, e.g. "Intercambista da Alemanha, FGV". */
  contextPt: required(CONTEXT_MAX, "admin.content.context.required", "admin.content.context.tooLong"),
  contextEn: optional(CONTEXT_MAX, "admin.content.context.tooLong"),
  /** What they said, as they said it, and an English rendering if staff give one. */
  quotePt: required(QUOTE_MAX, "admin.content.quote.required", "admin.content.quote.tooLong"),
  quoteEn: optional(QUOTE_MAX, "admin.content.quote.tooLong"),
  /** When they said it. */
  givenOn: day,
  published,
  position,
});

export const TestimonialInputSchema = TestimonialFields.extend({
  published: published.default(false),
  position: position.default(0),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;

export const TestimonialUpdateSchema = TestimonialFields.partial();
export type TestimonialUpdate = z.input<typeof TestimonialUpdateSchema>;

export const TestimonialSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  contextPt: z.string(),
  contextEn: z.string().nullable(),
  quotePt: z.string(),
  quoteEn: z.string().nullable(),
  givenOn: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  example: z.boolean(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const PressMentionListSchema = z.object({ items: z.array(PressMentionSchema) });
export const TestimonialListSchema = z.object({ items: z.array(TestimonialSchema) });

/** `GET /v2/content/home`: the published items, in their order; an empty list hides its section. */
export const HomeContentSchema = z.object({
  pressMentions: z.array(PressMentionSchema),
  testimonials: z.array(TestimonialSchema),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;
