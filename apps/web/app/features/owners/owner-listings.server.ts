import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import { LISTING_FORM_FIELDS, listingDraftSchema } from "@campuslar/domain/listing/listing-form";
import { type ListingMessageKey, listingMessage } from "@campuslar/domain/listing/listing-messages";
import {
  OwnerInterestListSchema,
  type OwnerListing,
  OwnerListingListSchema,
  OwnerListingSchema,
  type PostalCodeLookup,
  PostalCodeLookupSchema,
} from "@campuslar/domain/listing/owner-listing-dto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import type { FormErrors } from "../../api/api-form.server.ts";
import { phoneText } from "../../api/phone-text.server.ts";
import { LIST_FIELDS, listValues, type ReceivedInterest } from "./owner-listing-values.ts";

type Context = Readonly<RouterContextProvider>;

/** What an owner call came to: done, or refused with the messages to show (503 when the API could not be reached). */
export type OwnerResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: FormErrors };

const listingPath = (code: string) => `/v2/owner/listings/${encodeURIComponent(code)}`;

async function call(context: Context, path: string, locale: Locale, init: RequestInit = {}): Promise<Response | null> {
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", locale);
  const separator = path.includes("?") ? "&" : "?";
  try {
    return await context.get(apiContext)(`${path}${separator}lang=${locale}`, { ...init, headers });
  } catch (error) {
    console.error(`${init.method ?? "GET"} ${path} failed`, error);
    return null;
  }
}

const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/**
 * The API's answer as the page needs it: the listing, or the API's messages per field (keys or
 * text, both shown in the visitor's language) and otherwise one for the form.
 */
async function listingAnswer(
  response: Response | null,
  locale: Locale,
  unavailable: string,
): Promise<OwnerResult<OwnerListing>> {
  if (!response) return { ok: false, status: 503, errors: { fields: {}, form: unavailable } };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = OwnerListingSchema.safeParse(body);
    if (parsed.success) return { ok: true, data: parsed.data };
    console.error("An owner listing came back in an unexpected shape", parsed.error.issues.slice(0, 3));
    return { ok: false, status: 503, errors: { fields: {}, form: unavailable } };
  }
  const error = ApiErrorBodySchema.safeParse(body);
  if (!error.success || response.status >= 500) {
    console.warn(`An owner listing call answered ${response.status}`);
    return { ok: false, status: 503, errors: { fields: {}, form: unavailable } };
  }
  const fields = Object.fromEntries(
    Object.entries(error.data.error.fields ?? {}).map(([name, text]) => [name, listingMessage(text, locale)]),
  );
  return {
    ok: false,
    status: response.status,
    errors: { fields, form: Object.keys(fields).length > 0 ? undefined : error.data.error.message },
  };
}

/** The logged-in owner's listings, or `null` when the API could not say. */
export async function loadOwnerListings(context: Context, locale: Locale): Promise<OwnerListing[] | null> {
  const response = await call(context, "/v2/owner/listings", locale);
  if (!response?.ok) return null;
  const parsed = OwnerListingListSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error("GET /v2/owner/listings answered an unexpected shape", parsed.error.issues.slice(0, 3));
    return null;
  }
  return parsed.data.items;
}

/** One of the owner's listings; `null` when it is not theirs (or does not exist), `undefined` when the API failed. */
export async function loadOwnerListing(
  context: Context,
  code: string,
  locale: Locale,
): Promise<OwnerListing | null | undefined> {
  const response = await call(context, listingPath(code), locale);
  if (response?.status === 404) return null;
  if (!response?.ok) return undefined;
  const parsed = OwnerListingSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : undefined;
}

export async function loadOwnerInterests(context: Context, locale: Locale): Promise<ReceivedInterest[] | null> {
  const response = await call(context, "/v2/owner/interests", locale);
  if (!response?.ok) return null;
  const parsed = OwnerInterestListSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error("GET /v2/owner/interests answered an unexpected shape", parsed.error.issues.slice(0, 3));
    return null;
  }
  const long = new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "America/Sao_Paulo" });
  const day = new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "UTC" });
  return parsed.data.items.map((item) => ({
    ...item,
    phone: phoneText(item.phone),
    receivedOn: long.format(new Date(item.createdAt)),
    moveOn: /^\d{4}-\d{2}-\d{2}$/.test(item.moveDate)
      ? day.format(new Date(`${item.moveDate}T00:00:00Z`))
      : item.moveDate,
  }));
}

/**
 * The listing form's fields as the API takes them: text as typed (a blank clears it), the
 * repeated tick boxes as lists. A radio left unanswered is not sent, so it stays as saved.
 */
export function listingBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of LISTING_FORM_FIELDS) {
    if ((LIST_FIELDS as readonly string[]).includes(name)) {
      body[name] = listValues(form, name);
      continue;
    }
    const value = form.get(name);
    if (typeof value === "string") body[name] = value;
  }
  return body;
}

/** The draft's own checks, before the API is asked: the same messages next to the same fields. */
export function checkDraft(body: Record<string, unknown>, locale: Locale): FormErrors | null {
  const parsed = listingDraftSchema.safeParse(body);
  if (parsed.success) return null;
  return { fields: localizeFieldErrors(parsed.error.issues, (key) => listingMessage(key, locale)) };
}

/** The first save creates the draft (`POST`), every later one updates it (`PATCH`). */
export async function saveListing(
  context: Context,
  code: string | null,
  body: Record<string, unknown>,
  locale: Locale,
  unavailable: string,
  /** The dialog's `Idempotency-Key` header, for a first save: quick saves start one draft. */
  startHeaders: Record<string, string> = {},
): Promise<OwnerResult<OwnerListing>> {
  const response = code
    ? await call(context, listingPath(code), locale, jsonInit("PATCH", body))
    : await call(context, "/v2/owner/listings", locale, jsonInit("POST", body, startHeaders));
  return listingAnswer(response, locale, unavailable);
}

/**
 * Deletes a draft, or withdraws a listing waiting for review; a refusal comes with the API's
 * message (already in the owner's language), or `unavailable`.
 */
export async function deleteListing(
  context: Context,
  code: string,
  locale: Locale,
  unavailable: string,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const response = await call(context, listingPath(code), locale, { method: "DELETE" });
  if (response?.status === 204) return { ok: true };
  const error = ApiErrorBodySchema.safeParse(await response?.json().catch(() => null));
  const status = response && response.status < 500 ? response.status : 503;
  return { ok: false, status, message: status === 409 && error.success ? error.data.error.message : unavailable };
}

/** Sends the draft for review (status `pending`); a 400 names every field still missing. */
export async function submitListing(context: Context, code: string, locale: Locale, unavailable: string) {
  return listingAnswer(
    await call(context, `${listingPath(code)}/submit`, locale, { method: "POST" }),
    locale,
    unavailable,
  );
}

/** Drops the change of a published listing that waits for review (decision 017). */
export async function discardListingChanges(context: Context, code: string, locale: Locale, unavailable: string) {
  return listingAnswer(
    await call(context, `${listingPath(code)}/changes`, locale, { method: "DELETE" }),
    locale,
    unavailable,
  );
}

/** A room's red/green; for a taken one, `occupiedUntil` (null forgets it, undefined keeps it). */
export async function setRoomAvailability(
  context: Context,
  code: string,
  roomId: number,
  change: { available: boolean; occupiedUntil?: string | null },
  locale: Locale,
  unavailable: string,
) {
  return listingAnswer(
    await call(context, `${listingPath(code)}/rooms/${roomId}`, locale, jsonInit("PUT", change)),
    locale,
    unavailable,
  );
}

/** The address of a CEP from the places the site knows; `null` when unknown, `undefined` when the API failed. */
export async function lookupPostalCode(
  context: Context,
  cep: string,
  locale: Locale,
): Promise<PostalCodeLookup | null | undefined> {
  const response = await call(context, `/v2/owner/postal-codes/${encodeURIComponent(cep)}`, locale);
  if (response?.status === 404 || response?.status === 400) return null;
  if (!response?.ok) return undefined;
  const parsed = PostalCodeLookupSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : undefined;
}

/** The message for a refused photo, by what the API said: wrong content, too big, too many. */
const PHOTO_REFUSALS: Record<number, ListingMessageKey> = {
  413: "listing.photo.tooLarge",
  415: "listing.photo.type",
  409: "listing.photo.tooMany",
};

/** A photo change: the listing after it, or the refusal's message (and its key, when the domain names it). */
export type PhotoResult =
  | { ok: true; listing: OwnerListing }
  | { ok: false; status: number; message: string; key?: ListingMessageKey };

async function photoAnswer(response: Response | null, locale: Locale, unavailable: string): Promise<PhotoResult> {
  const result = await listingAnswer(response, locale, unavailable);
  if (result.ok) return { ok: true, listing: result.data };
  const refusal = PHOTO_REFUSALS[result.status];
  if (refusal) return { ok: false, status: result.status, message: listingMessage(refusal, locale), key: refusal };
  const message = Object.values(result.errors.fields)[0] ?? result.errors.form ?? unavailable;
  return { ok: false, status: result.status, message };
}

/** One photo forwarded as the API's multipart upload, with the owner's session (the browser never holds the token). */
export async function uploadPhoto(context: Context, code: string, file: File, locale: Locale, unavailable: string) {
  const body = new FormData();
  body.set("photo", file, file.name);
  return photoAnswer(
    await call(context, `${listingPath(code)}/photos`, locale, { method: "POST", body }),
    locale,
    unavailable,
  );
}

export async function deletePhoto(
  context: Context,
  code: string,
  photoId: number,
  locale: Locale,
  unavailable: string,
) {
  return photoAnswer(
    await call(context, `${listingPath(code)}/photos/${photoId}`, locale, { method: "DELETE" }),
    locale,
    unavailable,
  );
}

/** The photos in a new order (all of them; the first is the cover). */
export async function orderPhotos(context: Context, code: string, ids: number[], locale: Locale, unavailable: string) {
  return photoAnswer(
    await call(context, `${listingPath(code)}/photos/order`, locale, jsonInit("PUT", { ids })),
    locale,
    unavailable,
  );
}
