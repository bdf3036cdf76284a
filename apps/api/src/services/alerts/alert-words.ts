import { alertSearchFilters } from "@campuslar/domain/alerts/alert-forms";
import { describeAlertFilters } from "@campuslar/domain/alerts/alert-summary";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { universities } from "../../db/schema/catalogue.ts";

/** The short names of the universities some filters name, by slug (the words need names, not slugs). */
export async function universityNames(
  db: Db,
  records: readonly Record<string, string>[],
): Promise<Map<string, string>> {
  const slugs = [...new Set(records.map((r) => r.university).filter((s): s is string => s !== undefined))];
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: universities.slug, shortName: universities.shortName })
    .from(universities)
    .where(inArray(universities.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.shortName]));
}

/** A stored filters record in words, in `locale`. */
export const summaryOf = (record: Record<string, string>, locale: Locale, names: Map<string, string>): string =>
  describeAlertFilters(alertSearchFilters(record), locale, {
    universityName: record.university ? names.get(record.university) : undefined,
  });

/** The search's query string of a record (`?university=usp&maxPrice=2500`, or ""). */
export function searchQueryOf(record: Record<string, string>): string {
  const entries = Object.entries(record).filter(([key]) => key !== "purpose");
  if (entries.length === 0) return "";
  return `?${new URLSearchParams(entries).toString().replace(/%2C/gi, ",")}`;
}
