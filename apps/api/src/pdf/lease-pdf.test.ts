import { createHash } from "node:crypto";
import type { LeaseTerms } from "@campuslar/domain/rentals/lease-terms";
import { sampleLeaseTerms } from "@campuslar/domain/rentals/lease-terms.test-support";
import { describe, expect, it } from "vitest";
import { renderHousingLetterPdf } from "./housing-letter-pdf.ts";
import { renderLeasePdf, renderSignedLeasePdf } from "./lease-pdf.ts";
import { pdfText } from "./pdf-text.test-support.ts";

const terms: LeaseTerms = sampleLeaseTerms();

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** pdf.js may break a line anywhere: compare with runs of white space as one space. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the lease PDF", () => {
  it("is the same bytes, and so the same SHA-256, for the same terms", async () => {
    const [a, b] = await Promise.all([renderLeasePdf(terms), renderLeasePdf(terms)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(sha(a)).toBe(sha(b));
    const other = await renderLeasePdf({ ...terms, monthlyRentCents: 260_000 });
    expect(sha(other)).not.toBe(sha(a));
  });

  it("holds the agreed terms in Portuguese with the English beside them, accents intact", async () => {
    const text = flat(await pdfText(await renderLeasePdf(terms)));
    expect(text).toContain("Contrato de locação residencial");
    expect(text).toContain("LOCADOR: Rita Souza. LOCATÁRIO: Ana Müller.");
    expect(text).toContain("Rua Augusta, 100 - Consolação - São Paulo/SP");
    expect(text).toContain("Aluguel mensal de R$ 2.500,00");
    expect(text).toContain("12 meses, de 01/02/2027 a 31/01/2028");
    expect(text).toContain("12 months, from 1 Feb 2027 to 31 Jan 2028");
    expect(text).toContain("caução em dinheiro de R$ 7.500,00");
    expect(text).toContain("R$ 7.500,00 × meses restantes ÷ 12");
    expect(text).toContain("não é aconselhamento jurídico");
    expect(text).toContain("is not legal advice");
    expect(text).toContain("ção");
  });

  it("signed, ends with a page naming each signature with its time, address, browser and the lease's hash", async () => {
    const leaseSha = sha(await renderLeasePdf(terms));
    const signed = await renderSignedLeasePdf(terms, leaseSha, [
      {
        side: "student",
        typedName: "Ana Müller",
        signedAt: new Date("2027-01-11T10:00:00Z"),
        ip: "203.0.113.7",
        userAgent: "Firefox/130",
        documentSha256: leaseSha,
      },
      {
        side: "owner",
        typedName: "Rita Souza",
        signedAt: new Date("2027-01-11T12:30:00Z"),
        ip: "198.51.100.2",
        userAgent: "Chrome/129",
        documentSha256: leaseSha,
      },
    ]);
    const text = flat(await pdfText(signed));
    expect(text).toContain("Página de assinaturas");
    expect(text).toContain("Nome digitado / Typed name: Ana Müller");
    expect(text).toContain("2027-01-11T12:30:00.000Z");
    expect(text).toContain("203.0.113.7");
    expect(text).toContain("Chrome/129");
    expect(text).toContain(leaseSha);
  });
});

describe("the housing letter", () => {
  it("names the student, the address, the dates and the company, in both languages, the asked one first", async () => {
    const en = flat(
      await pdfText(await renderHousingLetterPdf(terms, { name: "CampusLar", creci: "CRECI-SP 12.345-J" }, "en")),
    );
    expect(en).toContain("Ana Müller is the tenant of the home at Rua Augusta, 100");
    expect(en).toContain("from 1 Feb 2027 to 31 Jan 2028");
    expect(en).toContain("Declaração de moradia");
    expect(en).toContain("Polícia Federal");
    expect(en).toContain("CampusLar · CRECI-SP 12.345-J");
    expect(en.indexOf("Housing letter")).toBeLessThan(en.indexOf("Declaração de moradia"));
    const pt = flat(await pdfText(await renderHousingLetterPdf(terms, { name: "CampusLar", creci: null }, "pt")));
    expect(pt.indexOf("Declaração de moradia")).toBeLessThan(pt.indexOf("Housing letter"));
    expect(pt).toContain("CRECI [demonstração: configure COMPANY_CRECI]");
  });
});
