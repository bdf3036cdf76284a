import { LEAD_KINDS, type LeadFilters, type LeadKind, type LeadRow } from "@campuslar/domain/admin/admin-dto";
import { LEAD_KIND_LABELS } from "@campuslar/domain/admin/lead-field-labels";
import { calendarDayText, isCalendarDay } from "@campuslar/domain/dates/display-dates";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { LeadStatus } from "@campuslar/domain/lead/lead-enums";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { executeRows } from "../../db/execute-rows.ts";

/*
 * The staff inbox reads the five lead tables as one list. Each table is projected onto the
 * same columns (plus two it uses for its one-line summary) and the projections are joined with
 * UNION ALL, so filters, order and pages apply across all kinds in one query on either database.
 */

/** Every source names every column: the first SELECT of a UNION names them, and any kind may come first. */
const columns = (c: {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  propertyCode: string;
  s1: string;
  s2: string;
}) =>
  sql.raw(`select '${c.kind}' as kind, l.id, l.status::text as status, ${c.name} as name, ${c.email} as email,
    ${c.phone} as phone, ${c.propertyCode} as property_code, l.locale::text as locale, l.created_at,
    l.staff_notes, ${c.s1} as s1, ${c.s2} as s2`);

const KIND_SOURCES: Record<LeadKind, SQL> = {
  interest: sql`${columns({ kind: "interest", name: "l.name", email: "l.email", phone: "l.phone", propertyCode: "p.code", s1: "l.move_date::text", s2: "l.proposal_cents::text" })}
    from interest_requests l join properties p on p.id = l.property_id`,
  purchase: sql`${columns({ kind: "purchase", name: "l.name", email: "l.email", phone: "l.phone", propertyCode: "p.code", s1: "l.message", s2: "l.offer_cents::text" })}
    from purchase_interests l join properties p on p.id = l.property_id`,
  advertise: sql`${columns({ kind: "advertise", name: "l.name", email: "l.email", phone: "l.phone", propertyCode: "null::text", s1: "l.address || ', ' || l.number || ' · ' || l.neighbourhood", s2: "l.monthly_rent_cents::text" })}
    from advertise_requests l`,
  // A concierge sign-up leaves a messaging contact (WhatsApp, usually), not an e-mail.
  concierge: sql`${columns({ kind: "concierge", name: "l.full_name", email: "null::text", phone: "l.messaging_contact", propertyCode: "null::text", s1: "l.partner", s2: "null::text" })}
    from concierge_signups l`,
  service: sql`${columns({ kind: "service", name: "l.name", email: "l.email", phone: "l.phone", propertyCode: "l.property_code", s1: "l.service::text", s2: "l.message" })}
    from service_requests l`,
};

type RawLead = {
  kind: LeadKind;
  id: number;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
  property_code: string | null;
  locale: Locale;
  created_at: Date | string;
  staff_notes: string;
  s1: string | null;
  s2: string | null;
};

/** São Paulo has kept UTC−3 all year since 2019: a calendar day there starts at 03:00 UTC. */
const saoPauloDayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The leads matching `filters`, as one subquery `leads`; `only` narrows to one lead. */
function leadsQuery(filters: LeadFilters, only?: { kind: LeadKind; id: number }): SQL {
  const kinds = only ? [only.kind] : filters.kind ? [filters.kind] : [...LEAD_KINDS];
  const union = sql.join(
    kinds.map((kind) => sql`(${KIND_SOURCES[kind]})`),
    sql` union all `,
  );
  const where: SQL[] = [];
  if (only) where.push(sql`id = ${only.id}`);
  if (filters.status) where.push(sql`status = ${filters.status}`);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const digits = filters.q.replace(/\D/g, "");
    const phoneMatch =
      digits.length >= 3
        ? sql` or regexp_replace(coalesce(phone, ''), ${"[^0-9]"}, '', 'g') like ${`%${digits}%`}`
        : sql``;
    where.push(
      sql`(unaccent(lower(name)) like unaccent(${pattern}) or lower(coalesce(email, '')) like ${pattern}
        or lower(coalesce(phone, '')) like ${pattern}${phoneMatch})`,
    );
  }
  if (filters.from) where.push(sql`created_at >= ${saoPauloDayStart(filters.from).toISOString()}::timestamptz`);
  if (filters.to) {
    const end = new Date(saoPauloDayStart(filters.to).getTime() + ONE_DAY_MS);
    where.push(sql`created_at < ${end.toISOString()}::timestamptz`);
  }
  const condition = where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql`(select * from (${union}) as all_leads${condition}) as leads`;
}

const money = (cents: string | null) => (cents === null ? null : formatBRL(centsToReais(Number(cents))));

/** One line that tells a lead apart in the list, in the reader's language. */
function summaryOf(raw: RawLead, locale: Locale): string {
  const kind = LEAD_KIND_LABELS[raw.kind][locale];
  const parts: (string | null | undefined)[] = [kind];
  const en = locale === "en";
  switch (raw.kind) {
    case "interest":
      parts.push(
        raw.property_code,
        raw.s1 && `${en ? "move-in" : "mudança"} ${isCalendarDay(raw.s1) ? calendarDayText(locale, raw.s1) : raw.s1}`,
        money(raw.s2),
      );
      break;
    case "purchase":
      parts.push(raw.property_code, money(raw.s2), raw.s1?.slice(0, 80));
      break;
    case "advertise":
      parts.push(raw.s1, money(raw.s2));
      break;
    case "concierge":
      parts.push(raw.s1?.toUpperCase());
      break;
    case "service":
      parts.push(raw.s1, raw.property_code, raw.s2?.slice(0, 80));
      break;
  }
  return parts.filter((part): part is string => Boolean(part)).join(" · ");
}

const toLeadRow = (raw: RawLead, locale: Locale): LeadRow => ({
  kind: raw.kind,
  id: Number(raw.id),
  status: raw.status,
  name: raw.name,
  email: raw.email || null,
  phone: raw.phone || null,
  summary: summaryOf(raw, locale),
  propertyCode: raw.property_code,
  locale: raw.locale,
  createdAt: new Date(raw.created_at).toISOString(),
  staffNotes: raw.staff_notes,
});

/** Newest first across every kind; ties (same instant) by kind and id so pages never overlap. */
export async function findLeads(
  db: Db,
  filters: LeadFilters,
  window: { limit: number; offset: number },
  locale: Locale,
): Promise<LeadRow[]> {
  const result = await db.execute(
    sql`select * from ${leadsQuery(filters)} order by created_at desc, kind, id desc limit ${window.limit} offset ${window.offset}`,
  );
  return executeRows<RawLead>(result).map((raw) => toLeadRow(raw, locale));
}

export async function countLeads(db: Db, filters: LeadFilters): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${leadsQuery(filters)}`);
  return Number(executeRows<{ n: number }>(result)[0]?.n ?? 0);
}

/** One lead as the list shows it, or undefined. */
export async function findLead(db: Db, kind: LeadKind, id: number, locale: Locale): Promise<LeadRow | undefined> {
  const result = await db.execute(sql`select * from ${leadsQuery({}, { kind, id })}`);
  const raw = executeRows<RawLead>(result)[0];
  return raw ? toLeadRow(raw, locale) : undefined;
}
