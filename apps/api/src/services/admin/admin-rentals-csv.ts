import type { Locale } from "@campuslar/domain/i18n/locales";
import type { AdminRentalRow } from "./admin-rentals.ts";
import { csvLine, UTF8_BOM } from "./lead-csv.ts";

/*
 * The rentals pipeline as a CSV file for staff's spreadsheets. Cells go through the leads CSV's
 * `csvLine`, which quotes them and defuses formulas: a student can name themself `=HYPERLINK(...)`.
 */

const HEADER: Record<Locale, string[]> = {
  pt: [
    "Código",
    "Situação",
    "Anúncio",
    "Estudante",
    "E-mail do estudante",
    "Proprietário",
    "E-mail do proprietário",
    "Entrada",
    "Meses",
    "Aluguel (R$)",
    "Garantia",
    "Quarto",
    "Pessoas",
    "Prazo de resposta",
    "Último passo",
    "Último passo em",
    "Enviada em",
  ],
  en: [
    "Code",
    "State",
    "Listing",
    "Student",
    "Student's e-mail",
    "Owner",
    "Owner's e-mail",
    "Move-in",
    "Months",
    "Rent (R$)",
    "Guarantee",
    "Room",
    "People",
    "Answer due",
    "Last move",
    "Last move at",
    "Sent at",
  ],
};

/** The rows as a CSV document: header in the reader's language, one line per rental, CRLF, BOM for Excel. */
export function adminRentalsCsv(rows: AdminRentalRow[], locale: Locale): string {
  const lines = rows.map((row) =>
    csvLine([
      row.code,
      row.state,
      row.listing.code,
      row.student.name,
      row.student.email,
      row.owner?.name ?? "",
      row.owner?.email ?? "",
      row.terms.moveIn,
      String(row.terms.months),
      row.terms.monthlyRent.toFixed(2),
      row.terms.guarantee,
      row.terms.roomNumber === null ? "" : String(row.terms.roomNumber),
      String(row.terms.occupants),
      row.dueAt ?? "",
      row.lastMove?.move ?? "",
      row.lastMove?.at ?? "",
      row.createdAt,
    ]),
  );
  return UTF8_BOM + csvLine(HEADER[locale]) + lines.join("");
}
