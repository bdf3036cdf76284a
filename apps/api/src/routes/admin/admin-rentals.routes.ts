import { isCalendarDate } from "@campuslar/domain/dates/calendar-date";
import { WARRANTY_TYPES } from "@campuslar/domain/lead/lead-enums";
import { RENTAL_STATES } from "@campuslar/domain/rentals/rental-process";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json } from "../../lib/openapi-responses.ts";
import { ADMIN_RENTAL_STAGES } from "../../services/admin/admin-rentals.ts";

/*
 * Staff's pipeline of rentals (issue 35, point 8). Mounted after `adminRouter`, whose `/admin/*`
 * guard answers 401 without a session and 403 for anyone but staff before any validation.
 */

const bearer = [{ bearerAuth: [] }];
const tags = ["Backoffice"];
const invalid = error("A parameter is invalid; `fields` names it with a message in the reader's language");
const staffOnly = { 401: error("Missing, expired or revoked token"), 403: error("The caller is not staff") };

/** An empty field of the filters form means "any". */
const blank = (value: unknown) => (value === "" ? undefined : value);
const day = z.preprocess(
  blank,
  z.iso.date({ error: "admin.date.invalid" }).refine(isCalendarDate, { error: "admin.date.invalid" }).optional(),
);

export const AdminRentalFiltersSchema = z.object({
  stage: z
    .preprocess(blank, z.enum(ADMIN_RENTAL_STAGES, { error: "admin.status.invalid" }).optional())
    .openapi({ description: "The pipeline's tab; none: every rental, newest first" }),
  q: z
    .preprocess(blank, z.string().trim().max(200, "admin.search.tooLong").optional())
    .openapi({ description: "Part of the rental's or listing's code, or of the student's or owner's name or e-mail" }),
  from: day.openapi({ description: "First São Paulo day the proposal was sent (inclusive)", example: "2026-12-01" }),
  to: day.openapi({ description: "Last São Paulo day the proposal was sent (inclusive)", example: "2026-12-14" }),
});

export const AdminRentalQuerySchema = AdminRentalFiltersSchema.extend({
  page: z.coerce
    .number({ error: "admin.page.invalid" })
    .int("admin.page.invalid")
    .min(1, "admin.page.invalid")
    .max(10_000, "admin.page.invalid")
    .default(1),
});

const party = z.object({ name: z.string(), email: z.string() });

const AdminRentalRowSchema = z.object({
  id: z.string().uuid(),
  code: z.string().openapi({ example: "AL7K3Q" }),
  state: z.enum(RENTAL_STATES),
  listing: z.object({ code: z.string(), titlePt: z.string(), titleEn: z.string() }),
  student: party,
  owner: party.nullable().openapi({ description: "Null: the listing has no owner account, staff answer" }),
  terms: z.object({
    moveIn: z.string(),
    months: z.number().int(),
    monthlyRent: z.number().openapi({ description: "Reais" }),
    guarantee: z.enum(WARRANTY_TYPES),
    occupants: z.number().int(),
    roomNumber: z.number().int().nullable(),
  }),
  dueAt: z.string().nullable().openapi({ description: "When the answer falls due (ISO 8601)" }),
  pendingDocuments: z.number().int(),
  signedBy: z.array(z.enum(["student", "owner"])),
  lastMove: z.object({ move: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
});

const AdminRentalPageSchema = z.object({
  items: z.array(AdminRentalRowSchema),
  counts: z.object(
    Object.fromEntries(ADMIN_RENTAL_STAGES.map((s) => [s, z.number().int()])) as Record<
      (typeof ADMIN_RENTAL_STAGES)[number],
      z.ZodNumber
    >,
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const listAdminRentalsRoute = createRoute({
  method: "get",
  path: "/admin/rentals",
  tags,
  summary: "The rentals pipeline: one stage's rentals (answers due soonest first) and every stage's count",
  security: bearer,
  request: { query: AdminRentalQuerySchema },
  responses: { 200: json(AdminRentalPageSchema, "A page of rentals"), 400: invalid, ...staffOnly },
});

export const exportAdminRentalsRoute = createRoute({
  method: "get",
  path: "/admin/rentals.csv",
  tags,
  summary: "The pipeline with the same filters as a CSV file (UTF-8 with BOM, header row, formula-safe cells)",
  security: bearer,
  request: { query: AdminRentalFiltersSchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "The rentals, one per line" },
    400: invalid,
    ...staffOnly,
  },
});
