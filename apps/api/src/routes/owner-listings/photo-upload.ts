import { type Locale, negotiateLocale } from "@campuslar/domain/i18n/locales";
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from "@campuslar/domain/listing/listing-form";
import { type ListingMessageKey, listingMessage } from "@campuslar/domain/listing/listing-messages";
import type { Context } from "hono";
import { actorOf } from "../../auth/policy.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import { addListingPhoto, assertMayAddPhoto } from "../../services/owner-listings/listing-photos-service.ts";
import { encodeListingPhoto, NotAnImageError } from "../../services/photos/process-photo.ts";
import {
  BodyTooLargeError,
  fileFromMultipart,
  PHOTO_UPLOAD_MAX_BODY_BYTES,
  readBodyCapped,
} from "../../services/photos/read-upload.ts";

/**
 * The one API call whose body is not JSON: `jsonBodyLimit` and `requireJsonBody` let it by,
 * and it reads its body here under its own cap (10 MB and room for the multipart framing).
 */
export const isPhotoUploadRequest = (method: string, path: string): boolean =>
  method === "POST" && /^\/v2\/owner\/listings\/[^/]+\/photos\/?$/.test(path);

const MULTIPART = /^multipart\/form-data\s*;\s*boundary=/i;

const fail = (code: ConstructorParameters<typeof HttpError>[0], key: ListingMessageKey, locale: Locale) => {
  const message = listingMessage(key, locale);
  return new HttpError(code, message, { [PHOTO_FIELD]: message });
};

export async function uploadPhoto(c: Context<AppEnv>) {
  const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
  const code = c.req.param("code") ?? "";
  const deps = c.var.deps;
  const actor = actorOf(c);
  const contentType = c.req.header("content-type") ?? "";
  if (!MULTIPART.test(contentType)) throw fail("unsupported_media_type", "listing.photo.type", locale);
  // 404 and 409 before a byte of the upload is read.
  await assertMayAddPhoto(deps.db, actor, code, locale);

  let file: File | null;
  try {
    const body = await readBodyCapped(c.req.raw, PHOTO_UPLOAD_MAX_BODY_BYTES);
    file = await fileFromMultipart(body, contentType, PHOTO_FIELD);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw fail("payload_too_large", "listing.photo.tooLarge", locale);
    // A body that is not valid multipart carries no photo.
    throw fail("validation_failed", "listing.photo.missing", locale);
  }
  if (!file || file.size === 0) throw fail("validation_failed", "listing.photo.missing", locale);
  if (file.size > PHOTO_MAX_BYTES) throw fail("payload_too_large", "listing.photo.tooLarge", locale);

  let encoded: Awaited<ReturnType<typeof encodeListingPhoto>>;
  try {
    encoded = await encodeListingPhoto(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof NotAnImageError) {
      c.var.log.info({ reason: error.message }, "photo refused");
      throw fail("unsupported_media_type", "listing.photo.type", locale);
    }
    throw error;
  }
  const listing = await addListingPhoto(deps.db, deps.photoStorage, actor, code, encoded, locale, deps.now());
  return c.json(listing, 201);
}
