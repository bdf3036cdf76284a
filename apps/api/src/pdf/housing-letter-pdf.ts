import type { Locale } from "@campuslar/domain/i18n/locales";
import { addressLine, lastDayOf, leaseDate } from "@campuslar/domain/rentals/lease-messages";
import type { LeaseTerms } from "@campuslar/domain/rentals/lease-terms";
import { heading, newPdf, paragraph, pdfBytes } from "./pdf-document.ts";

/*
 * The housing letter (issue 35, point 7): a proof of address a student shows the consulate for a
 * visa and the Polícia Federal for the RNM registration. Both languages on one page, the
 * requested one first; the company's name and registry (CRECI) at the foot.
 */

export type Company = { name: string; creci: string | null };

/** Pages write the registry like this when an install has not stated it (site/creci.ts). */
const CRECI_DEMO: Record<Locale, string> = {
  pt: "CRECI [demonstração: configure COMPANY_CRECI]",
  en: "CRECI [demo value: set COMPANY_CRECI]",
};

function letter(terms: LeaseTerms, locale: Locale): { title: string; body: string } {
  const from = leaseDate(terms.moveIn, locale);
  const to = leaseDate(lastDayOf(terms.moveOut), locale);
  const address = addressLine(terms.address);
  const room =
    terms.roomNumber === null ? "" : locale === "pt" ? `, quarto ${terms.roomNumber}` : `, room ${terms.roomNumber}`;
  return locale === "pt"
    ? {
        title: "Declaração de moradia",
        body: `Declaramos, para fins de comprovação de endereço junto ao consulado e à Polícia Federal (registro RNM), que ${terms.student.name} é locatário(a) do imóvel situado em ${address}${room}, por contrato de locação residencial assinado eletronicamente (aluguel ${terms.rentalCode}), com vigência de ${from} a ${to} (${terms.months} meses).`,
      }
    : {
        title: "Housing letter (proof of address)",
        body: `We declare, as proof of address for the consulate and the Polícia Federal (RNM registration), that ${terms.student.name} is the tenant of the home at ${address}${room}, under a residential lease signed electronically (rental ${terms.rentalCode}), from ${from} to ${to} (${terms.months} months).`,
      };
}

/** The letter dated the day the lease was made, so the same lease makes the same bytes. */
export async function renderHousingLetterPdf(terms: LeaseTerms, company: Company, lang: Locale): Promise<Uint8Array> {
  const doc = newPdf({
    title: `Housing letter ${terms.rentalCode}`,
    subject: "Proof of address",
    date: terms.issuedOn,
  });
  const order: Locale[] = lang === "en" ? ["en", "pt"] : ["pt", "en"];
  heading(doc, company.name, 18);
  for (const locale of order) {
    const { title, body } = letter(terms, locale);
    doc.moveDown(0.5);
    heading(doc, title);
    paragraph(doc, body, { size: 11 });
    paragraph(doc, `São Paulo, ${leaseDate(terms.issuedOn, locale)}.`, { size: 11 });
  }
  doc.moveDown(1);
  for (const locale of order) paragraph(doc, `${company.name} · ${company.creci ?? CRECI_DEMO[locale]}`, { size: 9 });
  return pdfBytes(doc);
}
