import type { LeadDetail, LeadKind, LeadRow, LeadUpdate } from "@campuslar/domain/admin/admin-dto";
import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import { LEAD_KIND_LABELS, leadFieldLabel, YES_NO } from "@campuslar/domain/admin/lead-field-labels";
import { leadValueLabel } from "@campuslar/domain/admin/lead-value-labels";
import { calendarDayText, dateTimeText, isCalendarDay } from "@campuslar/domain/dates/display-dates";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { formatPhone, isPhoneField } from "@campuslar/domain/phone/phone-number";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import {
  advertiseRequests,
  conciergeSignups,
  interestRequests,
  purchaseInterests,
  serviceRequests,
} from "../../db/schema/leads.ts";
import { users } from "../../db/schema/users.ts";
import { HttpError } from "../../lib/errors.ts";
import { findLead } from "./lead-inbox.ts";

export const LEAD_TABLES = {
  interest: interestRequests,
  purchase: purchaseInterests,
  advertise: advertiseRequests,
  concierge: conciergeSignups,
  service: serviceRequests,
} as const;

/** Bookkeeping columns: shown elsewhere in the detail (status, notes) or meaningless to staff. */
const NOT_FORM_FIELDS = new Set([
  "id",
  "userId",
  "idempotencyKey",
  "updatedAt",
  "propertyId",
  "status",
  "staffNotes",
  "locale",
  "createdAt",
]);

/** How staff read a stored value: yes/no, reais for centavos, numbers as their country writes them, words for codes, blank for nothing. */
function display(field: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return "";
  if (isPhoneField(field)) return formatPhone(String(value));
  if (typeof value === "boolean") return YES_NO[locale][value ? 0 : 1];
  if (field.endsWith("Cents")) return formatBRL(centsToReais(Number(value)));
  // Every date in the one format of the backoffice (domain dates/display-dates.ts).
  if (value instanceof Date) return dateTimeText(locale, value);
  if (field === "createdAt" && typeof value === "string") return dateTimeText(locale, value);
  if (isCalendarDay(value)) return calendarDayText(locale, value);
  if (Array.isArray(value)) return value.map((item) => leadValueLabel(field, String(item), locale)).join(", ");
  return leadValueLabel(field, String(value), locale);
}

const notFound = (locale: Locale) => new HttpError("not_found", adminMessage("admin.lead.notFound", locale));

/** A lead with every field its form stored, labelled in the reader's language. */
export async function getLeadDetail(db: Db, kind: LeadKind, id: number, locale: Locale): Promise<LeadDetail> {
  const table = LEAD_TABLES[kind];
  const [stored] = (await db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  const row = await findLead(db, kind, id, locale);
  if (!stored || !row) throw notFound(locale);

  const fields: Record<string, string> = {};
  const add = (field: string, value: unknown) => {
    const text = display(field, value, locale);
    if (text !== "") fields[leadFieldLabel(field, locale)] = text;
  };
  add("reference", `${kind.slice(0, 3).toUpperCase()}-${id}`);
  add("kind", LEAD_KIND_LABELS[kind][locale]);
  add("createdAt", row.createdAt);
  add("locale", row.locale);
  if (typeof stored.userId === "string") {
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, stored.userId));
    add("account", account?.email);
  }
  if (typeof stored.propertyId === "number") {
    const [property] = await db
      .select({ code: properties.code })
      .from(properties)
      .where(eq(properties.id, stored.propertyId));
    add("propertyCode", property?.code);
  }
  for (const [field, value] of Object.entries(stored)) {
    if (!NOT_FORM_FIELDS.has(field)) add(field, value);
  }
  return { ...row, fields };
}

/** Moves a lead along (new → contacted → closed, or back) and keeps staff's notes on it. */
export async function updateLead(
  db: Db,
  kind: LeadKind,
  id: number,
  change: LeadUpdate,
  locale: Locale,
  now: Date,
): Promise<LeadRow> {
  const table = LEAD_TABLES[kind];
  const set: Record<string, unknown> = { updatedAt: now };
  if (change.status !== undefined) set.status = change.status;
  if (change.staffNotes !== undefined) set.staffNotes = change.staffNotes;
  // One table at a time: drizzle cannot type an update over a union of tables.
  const updated = await db
    .update(table as typeof interestRequests)
    .set(set)
    .where(eq((table as typeof interestRequests).id, id))
    .returning({ id: (table as typeof interestRequests).id });
  if (updated.length === 0) throw notFound(locale);
  const row = await findLead(db, kind, id, locale);
  if (!row) throw notFound(locale);
  return row;
}
