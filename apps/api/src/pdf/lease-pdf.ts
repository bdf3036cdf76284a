import { POLICY_TERMS } from "@campuslar/domain/payments/cancellation";
import { type LeaseClause, leaseClauses, NOT_LEGAL_ADVICE } from "@campuslar/domain/rentals/lease-messages";
import type { LeaseTerms } from "@campuslar/domain/rentals/lease-terms";
import { heading, newPdf, type Pdf, paragraph, pdfBytes } from "./pdf-document.ts";

/*
 * The lease as a PDF (issue 35, point 5): each clause in Portuguese, the binding text, with its
 * English translation right after it in grey; "not legal advice" on its first page. The signed
 * copy is the same pages plus a signature page (point 6), so the pages both sides read are the
 * pages they signed.
 */

export type SignatureRecord = {
  side: "student" | "owner";
  typedName: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
};

function clause(doc: Pdf, c: LeaseClause): void {
  doc.font("bold").fontSize(11).fillColor("#1f2a2e").text(c.pt.title);
  paragraph(doc, c.pt.body);
  doc.font("bold").fontSize(9).fillColor("#5b6b70").text(c.en.title);
  paragraph(doc, c.en.body, { size: 9, color: "#5b6b70" });
  doc.moveDown(0.3);
}

function leasePages(doc: Pdf, terms: LeaseTerms): void {
  heading(doc, "Contrato de locação residencial", 17);
  paragraph(doc, `Residential lease · ${terms.rentalCode} · versão/version ${terms.version}`, { color: "#5b6b70" });
  paragraph(doc, `${NOT_LEGAL_ADVICE.pt}\n${NOT_LEGAL_ADVICE.en}`, { size: 9 });
  doc.moveDown(0.5);
  for (const c of leaseClauses(terms)) clause(doc, c);
  // Issue 36, point 7: the listing's cancellation policy, in leases made since it exists.
  const policy = terms.cancellationPolicy ? POLICY_TERMS[terms.cancellationPolicy] : null;
  if (policy) {
    const text = (locale: "pt" | "en", title: string) => ({
      title: `${title}: ${policy.title[locale]}`,
      body: policy.description[locale],
    });
    clause(doc, {
      id: "cancellation",
      pt: text("pt", "Cancelamento antes da entrada"),
      en: text("en", "Cancellation before move-in"),
    });
  }
}

const pdfInfo = (terms: LeaseTerms) => ({
  title: `Contrato de locação ${terms.rentalCode} v${terms.version}`,
  subject: "Residential lease",
  date: terms.issuedOn,
});

/** The lease the parties read and sign; its SHA-256 is what each signature binds. */
export async function renderLeasePdf(terms: LeaseTerms): Promise<Uint8Array> {
  const doc = newPdf(pdfInfo(terms));
  leasePages(doc, terms);
  return pdfBytes(doc);
}

const SIDE = { student: "LOCATÁRIO / TENANT", owner: "LOCADOR / OWNER" } as const;

/** The lease with its signature page: who typed which name, when, from where, on which document. */
export async function renderSignedLeasePdf(
  terms: LeaseTerms,
  leaseSha256: string,
  signatures: SignatureRecord[],
): Promise<Uint8Array> {
  const doc = newPdf(pdfInfo(terms));
  leasePages(doc, terms);
  doc.addPage();
  heading(doc, "Página de assinaturas / Signature page");
  paragraph(
    doc,
    "Assinaturas eletrônicas simples (Lei 14.063/2020, art. 4º, I): nome digitado e código de uso único enviado ao e-mail verificado de cada parte.\n" +
      "Simple electronic signatures (Lei 14.063/2020, art. 4, I): typed name and a one-time code sent to each party's verified e-mail.",
    { size: 9 },
  );
  paragraph(doc, `SHA-256 do contrato / of the lease:\n${leaseSha256}`, { size: 9 });
  for (const s of signatures) {
    doc.moveDown(0.5);
    doc.font("bold").fontSize(11).fillColor("#1f2a2e").text(SIDE[s.side]);
    paragraph(
      doc,
      [
        `Nome digitado / Typed name: ${s.typedName}`,
        `Data e hora (UTC) / Time (UTC): ${s.signedAt.toISOString()}`,
        `Endereço IP / IP address: ${s.ip ?? "-"}`,
        `Navegador / Browser: ${s.userAgent ?? "-"}`,
        `SHA-256 do documento assinado / of the signed document: ${s.documentSha256}`,
      ].join("\n"),
      { size: 9 },
    );
  }
  return pdfBytes(doc);
}
