import type { DocumentFileType } from "@campuslar/domain/rentals/document-rules";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { sniffImageType } from "../../photos/process-photo.ts";

/*
 * What a sent document really is, from its content (issue 35, point 4): the name and declared
 * type are the sender's word, the bytes are not. Images are decoded and re-encoded, which drops
 * every metadata block (EXIF with GPS, XMP, comments: sharp writes none unless asked) and any
 * payload hidden after the picture; PDFs must parse, or they are refused.
 */

export class UnusableDocumentError extends Error {
  constructor(
    readonly reason: "type" | "unreadable",
    detail: string,
  ) {
    super(detail);
  }
}

/** Refused past this many pixels (a 48-megapixel phone photo fits): a small file may decode huge. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A scan's text stays legible at this size; anything larger is only more bytes to keep. */
const MAX_SIDE = 3000;

const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

export function sniffDocumentType(bytes: Uint8Array): DocumentFileType | null {
  return sniffImageType(bytes) ?? (isPdf(bytes) ? "application/pdf" : null);
}

export type CheckedDocument = { bytes: Uint8Array; contentType: DocumentFileType; extension: string };

/** An image re-encoded in its own format family (JPEG stays JPEG; PNG and WebP become WebP), upright. */
async function reencodeImage(bytes: Uint8Array, sniffed: "image/jpeg" | "image/png" | "image/webp") {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    if (sniffed === "image/jpeg") {
      return {
        bytes: await image.jpeg({ quality: 88 }).toBuffer(),
        contentType: "image/jpeg",
        extension: "jpg",
      } as const;
    }
    // Lossless keeps a scanned page's small print.
    return {
      bytes: await image.webp({ lossless: true }).toBuffer(),
      contentType: "image/webp",
      extension: "webp",
    } as const;
  } catch (error) {
    throw new UnusableDocumentError("unreadable", error instanceof Error ? error.message : String(error));
  }
}

/** A PDF is kept as sent once it parses: re-writing it could change what the person signed or scanned. */
async function checkPdf(bytes: Uint8Array): Promise<CheckedDocument> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const info = await parser.getInfo();
    if (!info.total || info.total < 1) throw new UnusableDocumentError("unreadable", "a PDF without pages");
  } catch (error) {
    if (error instanceof UnusableDocumentError) throw error;
    throw new UnusableDocumentError("unreadable", error instanceof Error ? error.message : String(error));
  } finally {
    await parser.destroy().catch(() => undefined);
  }
  return { bytes, contentType: "application/pdf", extension: "pdf" };
}

/** The bytes to keep for `bytes`, or `UnusableDocumentError` ("type": not an accepted kind of file). */
export async function checkDocument(bytes: Uint8Array): Promise<CheckedDocument> {
  const sniffed = sniffDocumentType(bytes);
  if (!sniffed) throw new UnusableDocumentError("type", "not a JPEG, PNG, WebP or PDF");
  if (sniffed === "application/pdf") return checkPdf(bytes);
  return reencodeImage(bytes, sniffed);
}
