import { PHOTO_MAX_BYTES } from "@campuslar/domain/listing/listing-form";

/** Room for the multipart boundaries and part headers around the one file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const PHOTO_UPLOAD_MAX_BODY_BYTES = PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export class BodyTooLargeError extends Error {}

/**
 * Reads a request body into memory but never more than `maxBytes`: a declared length above it
 * is refused before reading, and a body without one (chunked) is cut off as soon as it passes.
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The one file of a multipart body, parsed from bytes already capped in size. */
export async function fileFromMultipart(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  field: string,
): Promise<File | null> {
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  const file = form.get(field);
  return file instanceof File ? file : null;
}
