import { PHOTO_ACCEPTED_TYPES, type PhotoAcceptedType } from "@campuslar/domain/listing/listing-form";
import { PHOTO_ASPECT, PHOTO_WIDTHS, type PhotoWidth } from "@campuslar/domain/media/photo-sizes";
import sharp, { type OutputInfo } from "sharp";
import type { PhotoStorage } from "./photo-storage.ts";

/**
 * What an upload really is, from its first bytes: a file's name and declared type are the
 * sender's word, its signature is not. Null for anything but JPEG, PNG and WebP.
 */
export function sniffImageType(bytes: Uint8Array): PhotoAcceptedType | null {
  const starts = (offset: number, signature: readonly number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

const SHARP_FORMAT: Record<PhotoAcceptedType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Refused past this many pixels (a 48-megapixel phone fits): a small file may decode huge. */
const MAX_INPUT_PIXELS = 50_000_000;

export type EncodedPhoto = {
  /** Every size in both formats, named by the suffix a storage key takes: `-800.webp`. */
  files: { suffix: string; bytes: Buffer; contentType: string }[];
  /** The largest size, as stored in `property_photos`. */
  width: number;
  height: number;
};

export class NotAnImageError extends Error {}

/**
 * Checks that `bytes` hold a JPEG, PNG or WebP that sharp can read (signature, then header),
 * then re-encodes it into every width of domain `PHOTO_WIDTHS`, 4:3 cropped around the centre
 * as the catalogue's photos are, in WebP and AVIF. Re-encoding drops every metadata block (EXIF
 * with GPS, XMP, comments): sharp writes none unless asked. `rotate()` first turns the pixels
 * the way the camera's orientation tag said, since that tag goes with the rest.
 */
export async function encodeListingPhoto(bytes: Uint8Array): Promise<EncodedPhoto> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new NotAnImageError("not a JPEG, PNG or WebP");
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, options).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) throw new NotAnImageError("no dimensions");
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
  if (format !== SHARP_FORMAT[sniffed]) throw new NotAnImageError(`signature ${sniffed} but content ${format}`);

  const largest = Math.max(...PHOTO_WIDTHS);
  const largestHeight = Math.round(largest / PHOTO_ASPECT);
  // Decode, orient and crop once at the largest size; the smaller sizes scale that raster.
  let raster: { data: Buffer; info: OutputInfo };
  try {
    raster = await sharp(bytes, options)
      .rotate()
      .resize(largest, largestHeight, { fit: "cover", position: "centre" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
  const raw = { raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels } };
  const sized = (width: PhotoWidth) =>
    sharp(raster.data, raw).resize(width, Math.round(width / PHOTO_ASPECT), { fit: "fill" });
  const files = await Promise.all(
    PHOTO_WIDTHS.flatMap((width) => [
      sized(width)
        .webp({ quality: 80 })
        .toBuffer()
        .then((out) => ({ suffix: `-${width}.webp`, bytes: out, contentType: "image/webp" })),
      // Low effort: AVIF's default costs seconds per photo on a small server.
      sized(width)
        .avif({ quality: 50, effort: 2 })
        .toBuffer()
        .then((out) => ({ suffix: `-${width}.avif`, bytes: out, contentType: "image/avif" })),
    ]),
  );
  return { files, width: largest, height: largestHeight };
}

/** Every file a photo's storage key stands for, to delete them all. */
export const photoFileKeys = (storageKey: string): string[] =>
  PHOTO_WIDTHS.flatMap((width) => [`${storageKey}-${width}.webp`, `${storageKey}-${width}.avif`]);

/** Removes every stored size of one photo. */
export async function removePhotoFiles(storage: PhotoStorage, storageKey: string): Promise<void> {
  await Promise.all(photoFileKeys(storageKey).map((key) => storage.delete(key)));
}

export const isAcceptedPhotoType = (type: string): type is PhotoAcceptedType =>
  (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(type);
