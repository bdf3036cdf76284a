import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { RentalDocumentsSchema } from "@campuslar/domain/rentals/document-rules";
import { RentalViewSchema } from "@campuslar/domain/rentals/rental-forms";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../../api/api-context.ts";
import { loadApiData } from "../../../api/api-data.server.ts";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { t } from "../../../i18n/t.ts";
import "./messages.ts";

/*
 * The documents page's calls to the API. The session is an httpOnly cookie the browser cannot
 * send to the API itself, so every file and review goes through here, with the caller's session.
 */

type Context = Readonly<RouterContextProvider>;
const rentalPath = (id: string) => `/v2/rentals/${encodeURIComponent(id)}`;

export const loadDocumentsPage = async (context: Context, id: string, locale: Locale) => {
  const init = { headers: { "Accept-Language": locale } };
  const [rental, documents] = await Promise.all([
    loadApiData(context, `${rentalPath(id)}?lang=${locale}`, RentalViewSchema, init),
    loadApiData(context, `${rentalPath(id)}/documents?lang=${locale}`, RentalDocumentsSchema, init),
  ]);
  return { rental, documents };
};

export type SendResult = { ok: true } | { ok: false; status: number; errors: FormErrors };

/** Any call of the page: success, or the API's messages (already in the visitor's language). */
async function send(context: Context, path: string, locale: Locale, init: RequestInit): Promise<SendResult> {
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", locale);
  let response: Response;
  try {
    response = await context.get(apiContext)(`${path}?lang=${locale}`, { ...init, headers });
  } catch (error) {
    console.error(`${init.method} ${path} failed`, error);
    return { ok: false, status: 503, errors: { fields: {}, form: t(locale, "rentalDocs.page.unavailable") } };
  }
  if (response.ok) return { ok: true };
  const parsed = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || response.status >= 500) {
    console.warn(`${init.method} ${path} answered ${response.status}`);
    return { ok: false, status: 503, errors: { fields: {}, form: t(locale, "rentalDocs.page.unavailable") } };
  }
  const { fields, message } = parsed.data.error;
  const some = fields && Object.keys(fields).length > 0;
  return { ok: false, status: response.status, errors: { fields: fields ?? {}, ...(some ? {} : { form: message }) } };
}

/** One document, as the API takes it: multipart, the file (if any) in `file`. */
export const sendDocument = (context: Context, id: string, body: FormData, locale: Locale) =>
  send(context, `${rentalPath(id)}/documents`, locale, { method: "POST", body });

export const deleteDocument = (context: Context, id: string, docId: string, locale: Locale) =>
  send(context, `${rentalPath(id)}/documents/${encodeURIComponent(docId)}`, locale, { method: "DELETE" });

export const reviewDocument = (
  context: Context,
  docId: string,
  review: { decision: "approve" } | { decision: "reject"; reason: string },
  locale: Locale,
) =>
  send(context, `/v2/admin/rental-documents/${encodeURIComponent(docId)}/${review.decision}`, locale, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(review.decision === "reject" ? { reason: review.reason } : {}),
  });

/** The file, as the API answers it (status and headers kept), or null when the API cannot be reached. */
export async function fetchDocumentFile(context: Context, id: string, docId: string): Promise<Response | null> {
  try {
    return await context.get(apiContext)(`${rentalPath(id)}/documents/${encodeURIComponent(docId)}/file`);
  } catch (error) {
    console.error("GET document file failed", error);
    return null;
  }
}
