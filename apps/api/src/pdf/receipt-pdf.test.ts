import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text.test-support.ts";
import { type ReceiptData, receiptPdf } from "./receipt-pdf.ts";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** pdf.js may break a line anywhere: compare with runs of white space as one space. */
const flat = (text: string) => text.replace(/\s+/g, " ");

const firstPayment: ReceiptData = {
  receiptNumber: "PG-2027-000123",
  company: { name: "CampusLar Intermediação Ltda.", document: "12.345.678/0001-95", creci: "CRECI-SP 12.345-J" },
  payer: { name: "Ana Müller", document: "123.456.789-09" },
  owner: { name: "Rita Souza" },
  rentalCode: "AL7K3Q",
  address: "Rua Augusta, 100 - Consolação - São Paulo/SP",
  charge: {
    kind: "first_payment",
    period: null,
    dueOn: "2027-01-13",
    depositCents: 750_000,
    rentCents: 0,
    lateFee: null,
  },
  paidOn: "2027-01-12",
  reference: "CL7K2M4Q7R1T5V9X3Z6B0D2FH",
};

const lateRent: ReceiptData = {
  ...firstPayment,
  receiptNumber: "PG-2027-000456",
  charge: {
    kind: "monthly_rent",
    period: { start: "2027-02-01", end: "2027-02-28" },
    dueOn: "2027-03-05",
    depositCents: 0,
    rentCents: 250_000,
    lateFee: { fineCents: 25_000, interestCents: 833 },
  },
  paidOn: "2027-03-15",
  reference: "CLQ3W8E5R2T7Y4U1I6O9P0A2S",
};

describe("the payment receipt", () => {
  it("is the same bytes, and so the same SHA-256, for the same payment", async () => {
    const [a, b] = await Promise.all([receiptPdf(firstPayment), receiptPdf(firstPayment)]);
    expect(a.equals(b)).toBe(true);
    expect(sha(a)).toBe(sha(b));
    const other = await receiptPdf({ ...firstPayment, charge: { ...firstPayment.charge, depositCents: 750_001 } });
    expect(sha(other)).not.toBe(sha(a));
  });

  it("says who paid whom through whom, for what, how much and when, in Portuguese and English", async () => {
    const text = flat(await pdfText(await receiptPdf(firstPayment)));
    expect(text).toContain("Recibo de pagamento");
    expect(text).toContain("Payment receipt");
    expect(text).toContain("Recebemos de Ana Müller, CPF 123.456.789-09 a importância de R$ 7.500,00");
    expect(text).toContain("We received from Ana Müller, CPF 123.456.789-09 the sum of R$ 7.500,00");
    expect(text).toContain(
      "referente ao primeiro pagamento da locação AL7K3Q, imóvel em Rua Augusta, 100 - Consolação - São Paulo/SP",
    );
    expect(text).toContain("de propriedade de Rita Souza");
    expect(text).toContain("Caução em dinheiro");
    expect(text).toContain("Cash deposit");
    expect(text).toContain("Total recebido");
    expect(text).toContain("CL7K2M4Q7R1T5V9X3Z6B0D2FH");
    expect(text).toContain("Pago em / Paid on: 12/01/2027 · 12 Jan 2027");
    expect(text).toContain("48 horas após a mudança");
    expect(text).toContain("48 hours after move-in");
    expect(text).toContain("CNPJ 12.345.678/0001-95 · CRECI-SP 12.345-J");
  });

  it("splits a late month's rent from its fine and interest, and totals them", async () => {
    const text = flat(await pdfText(await receiptPdf(lateRent)));
    expect(text).toContain("Aluguel de fevereiro de 2027 (01/02/2027 a 28/02/2027)");
    expect(text).toContain("Rent for February 2027 (1 Feb 2027 to 28 Feb 2027)");
    expect(text).toMatch(/Multa por atraso Late payment fine R\$ 250,00/);
    expect(text).toMatch(/Juros de mora Late payment interest R\$ 8,33/);
    expect(text).toContain("R$ 2.500,00");
    expect(text).toContain("a importância de R$ 2.758,33, referente ao aluguel de fevereiro de 2027 da locação AL7K3Q");
    expect(text).toMatch(/Total recebido Total received R\$ 2\.758,33/);
    // A month's rent is not held: no word of the hold or the deposit.
    expect(text).not.toContain("48 horas");
    expect(text).not.toContain("Caução");
  });

  it("refuses to print a receipt for nothing", async () => {
    await expect(receiptPdf({ ...firstPayment, charge: { ...firstPayment.charge, depositCents: 0 } })).rejects.toThrow(
      RangeError,
    );
  });
});
