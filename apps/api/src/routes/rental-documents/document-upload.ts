import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { documentMessage } from "@campuslar/domain/rentals/document-messages";
import {
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MAX_BYTES,
  DocumentUploadFormSchema,
} from "@campuslar/domain/rentals/document-rules";
import type { Context } from "hono";
import { actorOf } from "../../auth/policy.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { BodyTooLargeError, MULTIPART_OVERHEAD_BYTES, readBodyCapped } from "../../services/photos/read-upload.ts";
import { checkDocument, UnusableDocumentError } from "../../services/rentals/documents/document-content.ts";
import { addDocument, assertMayUpload, refuse } from "../../services/rentals/documents/document-service.ts";

/*
 * Sending one document: the one rental call whose body is multipart. `jsonBodyLimit` and
 * `requireJsonBody` let it by (app.ts) and it reads its body here under its own cap, after the
 * checks that need no body (who, which rental, its state), so a refused sender uploads nothing.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isDocumentUploadRequest = (method: string, path: string): boolean =>
  method === "POST" && /^\/v2\/rentals\/[^/]+\/documents\/?$/.test(path);

const MULTIPART = /^multipart\/form-data\s*;\s*boundary=/i;

async function formOf(c: Context<AppEnv>, contentType: string, locale: Locale): Promise<FormData> {
  try {
    const body = await readBodyCapped(c.req.raw, DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw refuse("payload_too_large", "rentalDocs.file.tooLarge", locale, "file");
    // A body that is not valid multipart carries no document.
    throw refuse("validation_failed", "rentalDocs.file.missing", locale, "file");
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

export async function uploadDocument(c: Context<AppEnv>) {
  const locale = localeOf(c);
  const rentalId = c.req.param("id") ?? "";
  const deps = c.var.deps;
  const actor = actorOf(c);
  if (!UUID.test(rentalId)) throw new HttpError("not_found", "No such rental");
  const contentType = c.req.header("content-type") ?? "";
  if (!MULTIPART.test(contentType)) throw refuse("unsupported_media_type", "rentalDocs.file.type", locale, "file");
  await assertMayUpload(deps.db, actor, rentalId, locale);

  const form = await formOf(c, contentType, locale);
  const parsed = DocumentUploadFormSchema.safeParse({
    subject: text(form, "subject"),
    kind: text(form, "kind"),
    idType: text(form, "idType"),
    cpf: text(form, "cpf"),
    noCpf: text(form, "noCpf"),
  });
  if (!parsed.success) {
    const fields = localizeFieldErrors(parsed.error.issues, (key) => documentMessage(key, locale));
    throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
  }

  let file: Parameters<typeof addDocument>[4]["file"] = null;
  if (parsed.data.kind !== "cpf") {
    const sent = form.get(DOCUMENT_FILE_FIELD);
    if (!(sent instanceof File) || sent.size === 0)
      throw refuse("validation_failed", "rentalDocs.file.missing", locale, "file");
    if (sent.size > DOCUMENT_MAX_BYTES) throw refuse("payload_too_large", "rentalDocs.file.tooLarge", locale, "file");
    try {
      file = { ...(await checkDocument(new Uint8Array(await sent.arrayBuffer()))), name: sent.name };
    } catch (error) {
      if (!(error instanceof UnusableDocumentError)) throw error;
      c.var.log.info({ reason: error.message }, "document refused");
      throw error.reason === "type"
        ? refuse("unsupported_media_type", "rentalDocs.file.type", locale, "file")
        : refuse("unprocessable", "rentalDocs.file.unreadable", locale, "file");
    }
  }
  const view = await addDocument(
    deps.db,
    deps.privateFiles,
    actor,
    rentalId,
    { form: parsed.data, file },
    locale,
    deps.now(),
  );
  return c.json(view, 201);
}

/** The file of a document, as an attachment that no browser runs: the bytes came from a stranger. */
export function fileResponse(file: { bytes: Uint8Array; contentType: string; fileName: string }): Response {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "content-type": file.contentType || "application/octet-stream",
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
    },
  });
}

export const isUuid = (value: string) => UUID.test(value);
