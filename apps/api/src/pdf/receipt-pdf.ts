import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import type { ChargeKind } from "@campuslar/domain/payments/payment-enums";
import { leaseDate } from "@campuslar/domain/rentals/lease-messages";
import { heading, newPdf, type Pdf, paragraph, pdfBytes } from "./pdf-document.ts";

/*
 * The receipt (recibo) for a paid charge (issue 36, point 2: "every payment has a receipt, PDF,
 * both languages"): who paid whom, through whom, for what, how much, when and with which
 * reference. Portuguese first, each part's English in grey beside it, as the lease is. Dated the
 * day of payment, so the same payment always makes the same bytes.
 */

export type ReceiptData = {
  /** The payment's id or number, printed so the receipt can be traced to it. */
  receiptNumber: string;
  /** The company that received the money as intermediary (the payee of record). */
  company: { name: string; document: string; creci: string | null };
  /** The student who paid. */
  payer: { name: string; document: string | null };
  /** The owner the rent is for (paid out by the company after the hold). */
  owner: { name: string };
  rentalCode: string;
  /** The listing's address as one line (`addressLine` of the lease terms). */
  address: string;
  charge: {
    kind: ChargeKind;
    /** The first and last day of the month a rent pays for (the first and last months may be part of one). */
    period: { start: string; end: string } | null;
    dueOn: string;
    depositCents: number;
    rentCents: number;
    /** The late fee split as the lease states it (`lateFeeOf`), or null when paid on time. */
    lateFee: { fineCents: number; interestCents: number } | null;
  };
  /** The day the money arrived, `YYYY-MM-DD` in São Paulo. */
  paidOn: string;
  /** The Pix txid or transfer reference the payment carried; null when it carried none of ours. */
  reference: string | null;
};

const MONTHS: Record<Locale, string[]> = {
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

const money = (cents: number) => formatBRL(centsToReais(cents));
type Item = { label: Record<Locale, string>; cents: number };

function monthOf(date: string, locale: Locale): string {
  const [year, month] = date.split("-");
  const name = MONTHS[locale][Number(month) - 1];
  return locale === "pt" ? `${name} de ${year}` : `${name} ${year}`;
}

/** What the payment is for, one item a row: deposit, the month's rent, the late fine and interest. */
function itemsOf(data: ReceiptData): Item[] {
  const { charge } = data;
  const items: Item[] = [];
  if (charge.depositCents > 0) {
    items.push({
      label: {
        pt: "Caução em dinheiro (Lei 8.245/1991, art. 38, § 2º)",
        en: "Cash deposit (Lei 8.245/1991, art. 38, § 2)",
      },
      cents: charge.depositCents,
    });
  }
  if (charge.rentCents > 0) {
    const period = charge.period;
    items.push({
      label: period
        ? {
            pt: `Aluguel de ${monthOf(period.start, "pt")} (${leaseDate(period.start, "pt")} a ${leaseDate(period.end, "pt")})`,
            en: `Rent for ${monthOf(period.start, "en")} (${leaseDate(period.start, "en")} to ${leaseDate(period.end, "en")})`,
          }
        : { pt: "Aluguel", en: "Rent" },
      cents: charge.rentCents,
    });
  }
  if (charge.lateFee && charge.lateFee.fineCents > 0) {
    items.push({ label: { pt: "Multa por atraso", en: "Late payment fine" }, cents: charge.lateFee.fineCents });
  }
  if (charge.lateFee && charge.lateFee.interestCents > 0) {
    items.push({ label: { pt: "Juros de mora", en: "Late payment interest" }, cents: charge.lateFee.interestCents });
  }
  return items;
}

const INK = "#1f2a2e";
const GREY = "#5b6b70";

/** A row: the Portuguese label with its English below in grey, the amount on the right. */
function itemRow(doc: Pdf, item: Item, bold = false): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc
    .font(bold ? "bold" : "regular")
    .fontSize(10)
    .fillColor(INK)
    .text(item.label.pt, left, top, { width: width - 120 });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(item.label.en, left, doc.y, { width: width - 120 });
  const bottom = doc.y;
  doc
    .font(bold ? "bold" : "regular")
    .fontSize(10)
    .fillColor(INK)
    .text(money(item.cents), left + width - 120, top, { width: 120, align: "right" });
  doc.x = left;
  doc.y = Math.max(bottom, doc.y) + 6;
}

/** The receipt's sentence in one language. */
function statement(data: ReceiptData, totalCents: number, locale: Locale): string {
  const document = data.payer.document ? `, CPF ${data.payer.document}` : "";
  const paid = leaseDate(data.paidOn, locale);
  const what =
    data.charge.kind === "first_payment"
      ? locale === "pt"
        ? "ao primeiro pagamento"
        : "the first payment"
      : locale === "pt"
        ? `ao aluguel de ${data.charge.period ? monthOf(data.charge.period.start, "pt") : "um mês"}`
        : `the rent for ${data.charge.period ? monthOf(data.charge.period.start, "en") : "the month"}`;
  return locale === "pt"
    ? `Recebemos de ${data.payer.name}${document} a importância de ${money(totalCents)}, referente ${what} da locação ${data.rentalCode}, imóvel em ${data.address}, de propriedade de ${data.owner.name}, recebida por ${data.company.name} como intermediária em ${paid}.`
    : `We received from ${data.payer.name}${document} the sum of ${money(totalCents)} for ${what} of rental ${data.rentalCode}, the home at ${data.address}, owned by ${data.owner.name}, received by ${data.company.name} as intermediary on ${paid}.`;
}

/** What happens to the money next: held until after move-in, the deposit kept for the student. */
function notes(data: ReceiptData): Record<Locale, string>[] {
  const found: Record<Locale, string>[] = [];
  if (data.charge.kind === "first_payment") {
    found.push({
      pt: "Este pagamento fica retido pela intermediária até 48 horas após a mudança, ou até a decisão de uma reclamação feita na chegada.",
      en: "This payment is held by the intermediary until 48 hours after move-in, or until a claim made on arrival is decided.",
    });
  }
  if (data.charge.depositCents > 0) {
    found.push({
      pt: "A caução continua sendo do(a) locatário(a): fica depositada durante a locação e é devolvida ao fim dela, descontado o que o contrato prevê.",
      en: "The deposit remains the tenant's: it is kept for the length of the lease and returned at its end, less what the lease provides for.",
    });
  }
  return found;
}

/** The receipt as a PDF, the same bytes for the same payment. */
export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const items = itemsOf(data);
  const totalCents = items.reduce((sum, item) => sum + item.cents, 0);
  if (items.length === 0 || items.some((item) => !Number.isSafeInteger(item.cents) || item.cents < 0)) {
    throw new RangeError(`A receipt needs whole, positive amounts (receipt ${data.receiptNumber})`);
  }
  const doc = newPdf({
    title: `Recibo ${data.receiptNumber} · ${data.rentalCode}`,
    subject: "Recibo de pagamento / Payment receipt",
    date: data.paidOn,
  });
  heading(doc, data.company.name, 18);
  heading(doc, "Recibo de pagamento", 15);
  paragraph(doc, "Payment receipt", { color: GREY });
  paragraph(
    doc,
    [
      `Recibo nº / Receipt no.: ${data.receiptNumber}`,
      `Locação / Rental: ${data.rentalCode}`,
      ...(data.reference ? [`Referência do pagamento / Payment reference: ${data.reference}`] : []),
      `Vencimento / Due on: ${leaseDate(data.charge.dueOn, "pt")} · ${leaseDate(data.charge.dueOn, "en")}`,
      `Pago em / Paid on: ${leaseDate(data.paidOn, "pt")} · ${leaseDate(data.paidOn, "en")}`,
    ].join("\n"),
    { size: 9 },
  );
  doc.moveDown(0.3);
  paragraph(doc, statement(data, totalCents, "pt"), { size: 11 });
  paragraph(doc, statement(data, totalCents, "en"), { size: 9, color: GREY });
  doc.moveDown(0.5);
  for (const item of items) itemRow(doc, item);
  itemRow(doc, { label: { pt: "Total recebido", en: "Total received" }, cents: totalCents }, true);
  doc.moveDown(0.5);
  for (const note of notes(data)) {
    paragraph(doc, note.pt, { size: 9 });
    paragraph(doc, note.en, { size: 8.5, color: GREY });
  }
  doc.moveDown(0.5);
  paragraph(
    doc,
    [
      `Pagador / Payer: ${data.payer.name}${data.payer.document ? ` · CPF ${data.payer.document}` : ""}`,
      `Locador / Owner: ${data.owner.name}`,
      `Recebedor e intermediário / Payee and intermediary: ${data.company.name} · CNPJ ${data.company.document}${
        data.company.creci ? ` · ${data.company.creci}` : ""
      }`,
    ].join("\n"),
    { size: 9 },
  );
  paragraph(doc, `São Paulo, ${leaseDate(data.paidOn, "pt")} / ${leaseDate(data.paidOn, "en")}.`, { size: 9 });
  return Buffer.from(await pdfBytes(doc));
}
