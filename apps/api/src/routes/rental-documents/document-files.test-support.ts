import PDFDocument from "pdfkit";
import sharp from "sharp";

/*
 * Real files for the documents' tests: a phone photo carrying GPS in its EXIF, a one-page PDF,
 * and things that only look like documents by their name.
 */

/** A small JPEG with the camera's make and a GPS position (São Paulo) in its EXIF. */
export const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0603a" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
    })
    .toBuffer();

/** Whether an EXIF block points to a GPS directory (tag 0x8825, in either byte order). */
export const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A one-page PDF, as a bill scanned to PDF would be. */
export function realPdf(text = "Conta de luz - Rua Augusta, 100"): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

/** A multipart body of one document: its text fields and, when given, the file. */
export function documentForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set(
      "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return form;
}
