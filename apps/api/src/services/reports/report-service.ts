import type { Locale } from "@campuslar/domain/i18n/locales";
import type { ReportStatus } from "@campuslar/domain/report/report-enums";
import { REPORTS_TO_FLAG } from "@campuslar/domain/report/report-enums";
import {
  type AdminReport,
  type AdminReportPage,
  REPORT_PAGE_SIZE,
  type ReportForm,
  type ReportListQuery,
  type ReportReceipt,
} from "@campuslar/domain/report/report-forms";
import { reportMessage } from "@campuslar/domain/report/report-messages";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { hashToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { listingReports } from "../../db/schema/reports.ts";
import { HttpError } from "../../lib/errors.ts";

export type ReportContext = {
  locale: Locale;
  userId: string | null;
  /** The client's address, when known: who an anonymous reporter without an e-mail is. */
  clientIp: string | null;
  idempotencyKey: string | null;
  now: Date;
};

/**
 * Who a report comes from, for its `Idempotency-Key` alone: the account, else the e-mail given,
 * else the client's address, kept only as a hash. Without any, every anonymous reporter is one.
 */
export function reporterKey(form: ReportForm, ctx: Pick<ReportContext, "userId" | "clientIp">): string {
  const who = ctx.userId
    ? `user:${ctx.userId}`
    : form.email
      ? `email:${form.email.toLowerCase()}`
      : ctx.clientIp
        ? `address:${ctx.clientIp}`
        : "anonymous";
  return hashToken(who);
}

/** 404 naming no field: the listing in the path is unknown or not published. */
export const unknownReportedListing = (locale: Locale) =>
  new HttpError("not_found", reportMessage("report.listing.unknown", locale));

/**
 * Stores a report of a published listing. The same `Idempotency-Key` from the same reporter on
 * the same listing answers the first report's receipt again instead of adding a second one (a
 * retried or double-clicked submit); anyone else's report with that key is a report of its own.
 */
export async function createReport(db: Db, code: string, form: ReportForm, ctx: ReportContext): Promise<ReportReceipt> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.code, code.toUpperCase()), eq(properties.status, "published")));
  if (!listing) throw unknownReportedListing(ctx.locale);
  const receipt = (id: number) => ({ id, message: reportMessage("report.received", ctx.locale) });
  const reporter = reporterKey(form, ctx);
  const [row] = await db
    .insert(listingReports)
    .values({
      propertyId: listing.id,
      reason: form.reason,
      message: form.message ?? "",
      email: form.email ?? null,
      userId: ctx.userId,
      locale: ctx.locale,
      idempotencyKey: ctx.idempotencyKey,
      reporterKey: reporter,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (row) return receipt(row.id);
  const [first] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.propertyId, listing.id),
        eq(listingReports.reporterKey, reporter),
        eq(listingReports.idempotencyKey, ctx.idempotencyKey ?? ""),
      ),
    );
  if (!first) throw new Error("report insert conflicted without an idempotency key");
  return receipt(first.id);
}

/** Open reports per listing, for the listings given. */
export async function openReportCounts(db: Db, propertyIds: readonly number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: listingReports.propertyId, open: count() })
    .from(listingReports)
    .where(and(eq(listingReports.status, "open"), inArray(listingReports.propertyId, [...new Set(propertyIds)])))
    .groupBy(listingReports.propertyId);
  return new Map(rows.map((r) => [r.propertyId, Number(r.open)]));
}

/** Open reports per listing code, for the review queue's flag. */
export async function openReportCountsByCode(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: properties.code, open: count() })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .where(and(eq(listingReports.status, "open"), inArray(properties.code, [...new Set(codes)])))
    .groupBy(properties.code);
  return new Map(rows.map((r) => [r.code, Number(r.open)]));
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** A report's columns as the inbox shows it, with its listing's code and titles. */
const reportColumns = {
  id: listingReports.id,
  propertyId: listingReports.propertyId,
  code: properties.code,
  titlePt: properties.titlePt,
  titleEn: properties.titleEn,
  reason: listingReports.reason,
  message: listingReports.message,
  email: listingReports.email,
  status: listingReports.status,
  createdAt: listingReports.createdAt,
  closedAt: listingReports.closedAt,
};

/** Reports with their listing, for a `where` (the inbox's page, one closed report). */
const selectReports = (db: Db) =>
  db.select(reportColumns).from(listingReports).innerJoin(properties, eq(properties.id, listingReports.propertyId));

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

/** A report as staff see it, with its listing's open reports and whether they flag it. */
function toAdminReport(r: ReportRow, openReports: number, locale: Locale): AdminReport {
  return {
    id: r.id,
    propertyCode: r.code,
    propertyTitle: locale === "en" && r.titleEn ? r.titleEn : r.titlePt,
    reason: r.reason,
    message: r.message,
    email: r.email,
    status: r.status,
    createdAt: iso(r.createdAt) ?? "",
    closedAt: iso(r.closedAt),
    openReports,
    flagged: openReports >= REPORTS_TO_FLAG,
  };
}

/** The staff inbox: reports of one status, newest first, each with its listing's open count. */
export async function listReports(db: Db, query: ReportListQuery, locale: Locale): Promise<AdminReportPage> {
  const where = eq(listingReports.status, query.status);
  const offset = (query.page - 1) * REPORT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
      .limit(REPORT_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(listingReports).where(where),
  ]);
  const open = await openReportCounts(
    db,
    rows.map((r) => r.propertyId),
  );
  const items = rows.map((r) => toAdminReport(r, open.get(r.propertyId) ?? 0, locale));
  const n = Number(total?.n ?? 0);
  return { items, page: query.page, pageSize: REPORT_PAGE_SIZE, total: n, totalPages: Math.ceil(n / REPORT_PAGE_SIZE) };
}

/** Staff close a report (resolved or dismissed): who and when are kept. */
export async function closeReport(
  db: Db,
  id: number,
  status: Exclude<ReportStatus, "open">,
  staffId: string,
  now: Date,
  locale: Locale,
): Promise<AdminReport> {
  const [row] = await db
    .update(listingReports)
    .set({ status, closedBy: staffId, closedAt: now, updatedAt: now })
    .where(eq(listingReports.id, id))
    .returning({ propertyId: listingReports.propertyId });
  if (!row) throw new HttpError("not_found", reportMessage("report.notFound", locale));
  const [[report], open] = await Promise.all([
    selectReports(db).where(eq(listingReports.id, id)),
    openReportCounts(db, [row.propertyId]),
  ]);
  if (!report) throw new HttpError("not_found", reportMessage("report.notFound", locale));
  return toAdminReport(report, open.get(row.propertyId) ?? 0, locale);
}
