import type { Locale } from "@campuslar/domain/i18n/locales";
import { claimFormSchemaFor } from "@campuslar/domain/payments/claim-forms";
import type { Context } from "hono";
import { actorOf } from "../../auth/policy.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import {
  type CheckedPhoto,
  CLAIM_PHOTO_FIELD,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTOS_MAX,
  checkClaimPhoto,
  UnusablePhotoError,
} from "../../services/payments/claims/claim-photos.ts";
import { assertMayOpenClaim, openClaim } from "../../services/payments/claims/claim-service.ts";
import { BodyTooLargeError, MULTIPART_OVERHEAD_BYTES, readBodyCapped } from "../../services/photos/read-upload.ts";
import { holdContextOf, isUuid } from "./arrival-context.ts";

/*
 * Opening an arrival claim: multipart (reason, description, up to five photos). `jsonBodyLimit`
 * and `requireJsonBody` let it by (app.ts); its body is read here under its own cap, after the
 * checks that need no body (who, which rental, its state, the 48 hours), so a refused sender
 * uploads nothing.
 */

export const isClaimUploadRequest = (method: string, path: string): boolean =>
  method === "POST" && /^\/v2\/rentals\/[^/]+\/claim\/?$/.test(path);

const MULTIPART = /^multipart\/form-data\s*;\s*boundary=/i;

const PHOTO_MESSAGES = {
  type: { pt: "As fotos devem ser JPEG ou PNG.", en: "Photos must be JPEG or PNG." },
  unreadable: { pt: "Uma das fotos não pôde ser aberta.", en: "One of the photos could not be opened." },
  tooLarge: { pt: "Cada foto pode ter até 10 MB.", en: "Each photo may be at most 10 MB." },
  tooMany: { pt: "Envie no máximo 5 fotos.", en: "Send at most 5 photos." },
  notMultipart: { pt: "Envie o formulário da reclamação.", en: "Send the claim form." },
} satisfies Record<string, Record<Locale, string>>;

const photoRefusal = (
  code: ConstructorParameters<typeof HttpError>[0],
  key: keyof typeof PHOTO_MESSAGES,
  locale: Locale,
) => new HttpError(code, PHOTO_MESSAGES[key][locale], { [CLAIM_PHOTO_FIELD]: PHOTO_MESSAGES[key][locale] });

export async function uploadClaim(c: Context<AppEnv>) {
  const locale = localeOf(c);
  const rentalId = c.req.param("id");
  const deps = c.var.deps;
  const actor = actorOf(c);
  const ctx = holdContextOf(c);
  if (!isUuid(rentalId)) throw new HttpError("not_found", "No such rental");
  const contentType = c.req.header("content-type") ?? "";
  if (!MULTIPART.test(contentType)) throw photoRefusal("unsupported_media_type", "notMultipart", locale);
  await assertMayOpenClaim(deps.db, actor, rentalId, ctx.now, locale);

  let form: FormData;
  try {
    const cap = CLAIM_PHOTOS_MAX * CLAIM_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
    const body = await readBodyCapped(c.req.raw, cap);
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw photoRefusal("payload_too_large", "tooMany", locale);
    throw photoRefusal("validation_failed", "notMultipart", locale);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = claimFormSchemaFor(locale).safeParse({ reason: text("reason"), description: text("description") });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "reason")] ??= issue.message;
    throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
  }
  // A form sent without a photo still carries one empty file part.
  const sent = form
    .getAll(CLAIM_PHOTO_FIELD)
    .flatMap((part) => (typeof part !== "string" && part.size > 0 ? [part] : []));
  if (sent.length > CLAIM_PHOTOS_MAX) throw photoRefusal("validation_failed", "tooMany", locale);
  const photos: CheckedPhoto[] = [];
  for (const file of sent) {
    if (file.size > CLAIM_PHOTO_MAX_BYTES) throw photoRefusal("payload_too_large", "tooLarge", locale);
    try {
      photos.push(await checkClaimPhoto(new Uint8Array(await file.arrayBuffer())));
    } catch (error) {
      if (!(error instanceof UnusablePhotoError)) throw error;
      throw error.reason === "type"
        ? photoRefusal("unsupported_media_type", "type", locale)
        : photoRefusal("unprocessable", "unreadable", locale);
    }
  }
  const view = await openClaim(
    deps.db,
    deps.privateFiles,
    actor,
    rentalId,
    { reason: parsed.data.reason, description: parsed.data.description, photos },
    ctx,
  );
  return c.json(view, 201);
}
