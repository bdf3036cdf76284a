import { bigserial, boolean, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

/*
 * What others said about the company, as staff entered it in the backoffice: the home page shows
 * the published rows (docs/decisions/014-content-claims.md). A fresh install has none; the demo
 * seed writes a few with `example` set only when asked (SEED_EXAMPLE_CONTENT=1).
 */

export const pressMentions = pgTable(
  "press_mentions",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    outlet: text().notNull(),
    headlinePt: text().notNull(),
    headlineEn: text(),
    url: text().notNull(),
    publishedOn: date({ mode: "string" }).notNull(),
    published: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    example: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("press_mentions_published_idx").on(t.published, t.position)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    firstName: text().notNull(),
    contextPt: text().notNull(),
    contextEn: text(),
    quotePt: text().notNull(),
    quoteEn: text(),
    givenOn: date({ mode: "string" }).notNull(),
    published: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    example: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("testimonials_published_idx").on(t.published, t.position)],
);
