import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import type {
  HomeContent,
  PressMention,
  PressMentionInputSchema,
  PressMentionUpdateSchema,
  Testimonial,
  TestimonialInputSchema,
  TestimonialUpdateSchema,
} from "@campuslar/domain/content/home-content";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { pressMentions, testimonials } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";

/*
 * Press mentions and testimonials: staff write them, the home page reads the published ones.
 * Both lists are short (a handful each), so every read is one small query, never cached: what
 * staff publish is on the home page at the next visit.
 */

type PressRow = typeof pressMentions.$inferSelect;
type TestimonialRow = typeof testimonials.$inferSelect;

const toPressMention = (row: PressRow): PressMention => ({
  id: row.id,
  outlet: row.outlet,
  headlinePt: row.headlinePt,
  headlineEn: row.headlineEn,
  url: row.url,
  publishedOn: row.publishedOn,
  published: row.published,
  position: row.position,
  example: row.example,
});

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  firstName: row.firstName,
  contextPt: row.contextPt,
  contextEn: row.contextEn,
  quotePt: row.quotePt,
  quoteEn: row.quoteEn,
  givenOn: row.givenOn,
  published: row.published,
  position: row.position,
  example: row.example,
});

const notFound = (locale: Locale) => new HttpError("not_found", adminMessage("admin.content.notFound", locale));

/** An article or a quote dated tomorrow is a typo: said next to the date field. */
function assertNotFuture(field: string, day: string | undefined, now: Date, locale: Locale) {
  if (day === undefined || day <= saoPauloDate(now)) return;
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], {
    [field]: adminMessage("admin.content.date.future", locale),
  });
}

/** What the home page shows: the published items, by staff's position, then newest first. */
export async function homeContent(db: Db): Promise<HomeContent> {
  const [press, quotes] = await Promise.all([
    db
      .select()
      .from(pressMentions)
      .where(eq(pressMentions.published, true))
      .orderBy(asc(pressMentions.position), desc(pressMentions.publishedOn), desc(pressMentions.id)),
    db
      .select()
      .from(testimonials)
      .where(eq(testimonials.published, true))
      .orderBy(asc(testimonials.position), desc(testimonials.givenOn), desc(testimonials.id)),
  ]);
  return { pressMentions: press.map(toPressMention), testimonials: quotes.map(toTestimonial) };
}

// ---------------------------------------------------------------------------------------
// Press mentions

export async function listPressMentions(db: Db): Promise<PressMention[]> {
  const rows = await db
    .select()
    .from(pressMentions)
    .orderBy(asc(pressMentions.position), desc(pressMentions.publishedOn), desc(pressMentions.id));
  return rows.map(toPressMention);
}

export async function createPressMention(
  db: Db,
  input: z.output<typeof PressMentionInputSchema>,
  locale: Locale,
  now: Date,
): Promise<PressMention> {
  assertNotFuture("publishedOn", input.publishedOn, now, locale);
  const [row] = await db
    .insert(pressMentions)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toPressMention(row);
}

export async function updatePressMention(
  db: Db,
  id: number,
  change: z.output<typeof PressMentionUpdateSchema>,
  locale: Locale,
  now: Date,
): Promise<PressMention> {
  assertNotFuture("publishedOn", change.publishedOn, now, locale);
  const [row] = await db
    .update(pressMentions)
    .set({ ...change, updatedAt: now })
    .where(eq(pressMentions.id, id))
    .returning();
  if (!row) throw notFound(locale);
  return toPressMention(row);
}

export async function deletePressMention(db: Db, id: number, locale: Locale): Promise<void> {
  const [row] = await db.delete(pressMentions).where(eq(pressMentions.id, id)).returning({ id: pressMentions.id });
  if (!row) throw notFound(locale);
}

// ---------------------------------------------------------------------------------------
// Testimonials

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.position), desc(testimonials.givenOn), desc(testimonials.id));
  return rows.map(toTestimonial);
}

export async function createTestimonial(
  db: Db,
  input: z.output<typeof TestimonialInputSchema>,
  locale: Locale,
  now: Date,
): Promise<Testimonial> {
  assertNotFuture("givenOn", input.givenOn, now, locale);
  const [row] = await db
    .insert(testimonials)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toTestimonial(row);
}

export async function updateTestimonial(
  db: Db,
  id: number,
  change: z.output<typeof TestimonialUpdateSchema>,
  locale: Locale,
  now: Date,
): Promise<Testimonial> {
  assertNotFuture("givenOn", change.givenOn, now, locale);
  const [row] = await db
    .update(testimonials)
    .set({ ...change, updatedAt: now })
    .where(eq(testimonials.id, id))
    .returning();
  if (!row) throw notFound(locale);
  return toTestimonial(row);
}

export async function deleteTestimonial(db: Db, id: number, locale: Locale): Promise<void> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (!row) throw notFound(locale);
}
