import sharp from "sharp";
import { sniffImageType } from "../../photos/process-photo.ts";

/*
 * An arrival claim's photos (issue 36, point 5): JPEG or PNG, at most `CLAIM_PHOTOS_MAX` of at
 * most `CLAIM_PHOTO_MAX_BYTES` each. The bytes are checked by content, not name, and re-encoded
 * in their own format, which drops every metadata block (the phone's GPS position in its EXIF).
 */

export const CLAIM_PHOTOS_MAX = 5;
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_PHOTO_FIELD = "photos";

const MAX_INPUT_PIXELS = 50_000_000;
/** Enough to see a broken lock or a stain; anything larger is only more bytes to keep. */
const MAX_SIDE = 2400;

export class UnusablePhotoError extends Error {
  constructor(readonly reason: "type" | "unreadable") {
    super(reason);
  }
}

export type CheckedPhoto = { bytes: Uint8Array; contentType: "image/jpeg" | "image/png" };

export async function checkClaimPhoto(bytes: Uint8Array): Promise<CheckedPhoto> {
  const type = sniffImageType(bytes);
  if (type !== "image/jpeg" && type !== "image/png") throw new UnusablePhotoError("type");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    return type === "image/jpeg"
      ? { bytes: await image.jpeg({ quality: 85 }).toBuffer(), contentType: type }
      : { bytes: await image.png().toBuffer(), contentType: type };
  } catch {
    throw new UnusablePhotoError("unreadable");
  }
}

/** The type of a kept photo, from its bytes (stored files carry no name). */
export const claimPhotoType = (bytes: Uint8Array): string =>
  sniffImageType(bytes) === "image/png" ? "image/png" : "image/jpeg";
