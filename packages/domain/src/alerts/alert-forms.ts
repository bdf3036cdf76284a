import { z } from "zod";
import { EMAIL_MAX } from "../lead/lead-forms.ts";
import { type PropertySearchFilters, PropertySearchFiltersSchema } from "../property/property-search-query.ts";
import type { AlertMessageKey } from "./alert-messages.ts";
import { ALERT_FREQUENCIES, ALERT_NAME_MAX } from "./alert-rules.ts";

/*
 * A saved search (issue 23), checked once here for the API and the web form. Its filters are the
 * search page's query string as a record, exactly what `PropertySearchFiltersSchema` reads, so an
 * alert opens back as the search it came from. Paging, order, view and language are not filters
 * and are left out. Every issue message is an `AlertMessageKey` (see `alertMessage`).
 */

type Key = AlertMessageKey;

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** The query parameters a saved search keeps: the search's filters, nothing else. */
export const ALERT_FILTER_KEYS: readonly string[] = Object.keys(PropertySearchFiltersSchema.shape);
const isFilterKey = (key: string) => ALERT_FILTER_KEYS.includes(key);

/** The search page's own stay choice meaning "a move-out date": not a value of the API's `stay`. */
const STAY_DATES = "dates";

/** The filters' own sentences (property-search-query.ts) as the alert's keys, in either language. */
const FILTER_ISSUE_KEYS: Record<string, Key> = {
  "must not be below minPrice": "alert.filters.priceOrder",
  "maxCommute needs a university": "alert.filters.commuteNeedsUniversity",
  "must be after moveIn": "alert.filters.datesOrder",
  "give a stay or a move-out date, not both": "alert.filters.oneStay",
};

/**
 * A query string's filters as a saved search keeps them: known filter names only, values trimmed
 * and as strings, blanks and the screen-only `stay=dates` left out, in a stable order.
 */
export function alertFilterRecord(input: Record<string, unknown>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of ALERT_FILTER_KEYS) {
    const raw = input[key];
    if (raw === undefined || raw === null || !isFilterKey(key)) continue;
    if (typeof raw !== "string" && typeof raw !== "number" && typeof raw !== "boolean") continue;
    const value = String(raw).trim();
    if (value === "" || (key === "stay" && value === STAY_DATES)) continue;
    record[key] = value;
  }
  return record;
}

/** The search's filters of a record kept by `alertFilterRecord` (the matcher's input). */
export const alertSearchFilters = (record: Record<string, string>): PropertySearchFilters =>
  PropertySearchFiltersSchema.parse(record);

/** A filters record: an object of strings, numbers or booleans, checked with the search's own schema. */
export const AlertFiltersSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
    error: "alert.filters.invalid" satisfies Key,
  })
  .transform((input, ctx) => {
    const record = alertFilterRecord(input);
    const parsed = PropertySearchFiltersSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: "custom",
          path: issue.path.map(String),
          message: FILTER_ISSUE_KEYS[issue.message] ?? ("alert.filters.invalid" satisfies Key),
        });
      }
      return z.NEVER;
    }
    return record;
  })
  .meta({
    description:
      "The search's filters as its query string reads them (`GET /v2/properties`): `university`, `minPrice`, " +
      "`maxPrice`, `maxTotal`, `type`, `bedrooms`, `maxCommute`, `neighbourhood`, `furnished`, `pets`, `stay`… " +
      "Paging, order and language are left out.",
    examples: [{ university: "usp", type: "apartamento", maxPrice: "2500" }],
  });

const frequency = z.preprocess(
  blankToUndefined,
  z.enum(ALERT_FREQUENCIES, { error: "alert.frequency.invalid" satisfies Key }),
);

const name = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "alert.name.tooLong" satisfies Key })
    .max(ALERT_NAME_MAX, "alert.name.tooLong" satisfies Key)
    .optional(),
);

export const AlertEmailSchema = z
  .string({ error: "alert.email.invalid" satisfies Key })
  .max(EMAIL_MAX, "alert.email.invalid" satisfies Key)
  .pipe(z.email({ error: "alert.email.invalid" satisfies Key }))
  .transform((email) => email.toLowerCase());

/**
 * `POST /v2/alerts`: the filters, a frequency, a name (suggested from the filters when blank), and
 * an e-mail when nobody is signed in (a signed-in user's alerts go to the account's e-mail).
 */
export const AlertCreateSchema = z.object({
  name: name.optional().meta({ examples: ["Apartamento perto da USP até R$ 2.500"] }),
  frequency: frequency.optional().default("daily"),
  email: z
    .preprocess(blankToUndefined, AlertEmailSchema.optional())
    .optional()
    .meta({
      description: "Needed without a session: a confirmation e-mail goes there first (double opt-in).",
      examples: ["ana@example.com"],
    }),
  filters: AlertFiltersSchema,
});
export type AlertCreate = z.infer<typeof AlertCreateSchema>;

/** `PATCH /v2/alerts/{id}`: a new name, a new frequency, or both. */
export const AlertUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, {
    path: ["frequency"],
    message: "alert.frequency.invalid" satisfies Key,
  });
export type AlertUpdate = z.infer<typeof AlertUpdateSchema>;

/** The token of a confirmation or unsubscribe link. */
export const AlertTokenSchema = z.object({
  token: z
    .string({ error: "alert.token.invalid" satisfies Key })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, "alert.token.invalid" satisfies Key)
    .meta({ examples: ["u8Jk2QmX0rT5vW9yZa3bC6dE"] }),
});
export type AlertToken = z.infer<typeof AlertTokenSchema>;

/** A saved search as its owner sees it. */
export const SavedAlertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  locale: z.enum(["pt", "en"]),
  filters: z.record(z.string(), z.string()),
  /** The filters in a few words, in the reader's language. */
  summary: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type SavedAlert = z.infer<typeof SavedAlertSchema>;

export const SavedAlertListSchema = z.object({ items: z.array(SavedAlertSchema) });
export type SavedAlertList = z.infer<typeof SavedAlertListSchema>;

/** The answer to a new alert: signed in, the alert itself; otherwise only that a confirmation went out. */
export const AlertReceiptSchema = z.object({
  id: z.uuid(),
  confirmed: z.boolean(),
  message: z.string(),
  alert: SavedAlertSchema.optional(),
});
export type AlertReceipt = z.infer<typeof AlertReceiptSchema>;

/** The answer to a confirmation or an unsubscribe: which alert, and a sentence in its language. */
export const AlertTokenAnswerSchema = z.object({ name: z.string(), message: z.string() });
export type AlertTokenAnswer = z.infer<typeof AlertTokenAnswerSchema>;
