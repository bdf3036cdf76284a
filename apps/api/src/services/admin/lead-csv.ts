import type { LeadRow } from "@campuslar/domain/admin/admin-dto";
import { LEAD_KIND_LABELS, leadFieldLabel } from "@campuslar/domain/admin/lead-field-labels";
import type { Locale } from "@campuslar/domain/i18n/locales";

/** Excel reads a UTF-8 file as such only when it starts with the byte order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * trim first) as a formula: a lead's name like `=HYPERLINK(...)` would run on staff's machine.
 * A leading apostrophe makes it text, and the apostrophe itself is not shown (OWASP's advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvCell(value: string): string {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: string[]): string => `${cells.map(csvCell).join(",")}\r\n`;

const COLUMNS = [
  "reference",
  "kind",
  "status",
  "createdAt",
  "name",
  "email",
  "phone",
  "propertyCode",
  "summary",
  "locale",
  "staffNotes",
] as const;

const SUMMARY_LABEL: Record<Locale, string> = { pt: "Resumo", en: "Summary" };

/** The inbox as a CSV document: a header row in the reader's language, one line per lead, CRLF. */
export function leadsCsv(rows: LeadRow[], locale: Locale): string {
  const header = COLUMNS.map((column) =>
    column === "summary" ? SUMMARY_LABEL[locale] : leadFieldLabel(column, locale),
  );
  const lines = rows.map((row) =>
    csvLine([
      `${row.kind.slice(0, 3).toUpperCase()}-${row.id}`,
      LEAD_KIND_LABELS[row.kind][locale],
      row.status,
      row.createdAt,
      row.name,
      row.email ?? "",
      row.phone ?? "",
      row.propertyCode ?? "",
      row.summary,
      row.locale,
      row.staffNotes,
    ]),
  );
  return UTF8_BOM + csvLine(header) + lines.join("");
}
