import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/*
 * The one way the API makes a PDF (issue 35: the lease, its signature page, the housing letter).
 * pdfkit, with DejaVu Sans embedded from its npm package (every Portuguese accent; never a path
 * on the machine, which a fresh CI runner may lack). A PDF's only moving parts are its dates and
 * its file ID, which pdfkit derives from the info dates: both come from the document's own date,
 * so the same content always makes the same bytes, and so the same SHA-256.
 */

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
export const FONTS = { regular: fontFile("DejaVuSans.ttf"), bold: fontFile("DejaVuSans-Bold.ttf") };

export type Pdf = InstanceType<typeof PDFDocument>;

/** A4 with the fonts registered, its info dated `date` (`YYYY-MM-DD`, noon UTC). */
export function newPdf(info: { title: string; subject: string; date: string }): Pdf {
  const date = new Date(`${info.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: "pt-BR",
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: "CampusLar",
      Creator: "CampusLar",
      Producer: "CampusLar",
      CreationDate: date,
      ModDate: date,
    },
    bufferPages: true,
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  doc.font("regular");
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.end();
  });
}

/** A heading and a paragraph, in the house style. */
export function heading(doc: Pdf, text: string, size = 15): void {
  doc.font("bold").fontSize(size).fillColor("#1f2a2e").text(text);
  doc.moveDown(0.4).font("regular");
}

export function paragraph(doc: Pdf, text: string, options: { size?: number; color?: string } = {}): void {
  doc
    .font("regular")
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? "#1f2a2e")
    .text(text, { align: "left" });
  doc.moveDown(0.5);
}
