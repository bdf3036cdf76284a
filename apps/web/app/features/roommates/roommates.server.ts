import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import {
  ContactRequestAnswerSchema,
  RoommateMatchListSchema,
  RoommateProfileAnswerSchema,
  RoommateRequestListsSchema,
  type SavedRoommateProfile,
  SuggestedListingsSchema,
} from "@campuslar/domain/roommates/roommate-dto";
import { roommateMessage } from "@campuslar/domain/roommates/roommate-messages";
import { type RoommateMatch, roommateProfileSchemaFor } from "@campuslar/domain/roommates/roommate-profile";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "../../api/api-context.ts";
import { LIST_FIELDS, type RoommateFormErrors, type RoommateFormValues, SINGLE_FIELDS } from "./roommate-form.ts";

/*
 * The roommate pages' calls to `/v2/roommates/*`, each in the visitor's language. A failure of
 * the API (down, unexpected answer) is logged and answered as "unavailable", so the page says
 * so in words instead of breaking.
 */

type Context = Readonly<RouterContextProvider>;
type Answer = { status: number; body: unknown };

async function callApi(
  context: Context,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  locale: Locale,
  body?: unknown,
): Promise<Answer | null> {
  const url = `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
  try {
    const response = await context.get(apiContext)(url, {
      method,
      headers: {
        "Accept-Language": locale,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return null;
  }
}

function parseAnswer<Schema extends z.ZodType>(
  answer: Answer | null,
  schema: Schema,
  what: string,
): z.infer<Schema> | null {
  if (!answer) return null;
  if (answer.status < 200 || answer.status >= 300) {
    console.warn(`${what} answered ${answer.status}`);
    return null;
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    console.error(`${what} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
    return null;
  }
  return parsed.data;
}

/** The API's error message (already in the visitor's language), if it sent one. */
function apiMessage(answer: Answer | null): string | undefined {
  const parsed = ApiErrorBodySchema.safeParse(answer?.body);
  return parsed.success ? parsed.data.error.message : undefined;
}

/** One's own questionnaire: `null` when there is none, `undefined` when the API could not say. */
export async function loadOwnRoommateProfile(
  context: Context,
  locale: Locale,
): Promise<SavedRoommateProfile | null | undefined> {
  const answer = await callApi(context, "GET", "/v2/roommates/profile", locale);
  const parsed = parseAnswer(answer, RoommateProfileAnswerSchema, "GET /v2/roommates/profile");
  return parsed ? (parsed.profile as SavedRoommateProfile | null) : undefined;
}

/** The form's fields as typed: lists as repeated names, blanks dropped. */
export function readRoommateForm(form: FormData): RoommateFormValues {
  const values: RoommateFormValues = {};
  for (const field of SINGLE_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  for (const field of LIST_FIELDS) {
    values[field] = form.getAll(field).filter((value): value is string => typeof value === "string" && value !== "");
  }
  return values;
}

/** The questionnaire's body from the form: neighbourhoods typed in one box become a list. */
function profileBody(values: RoommateFormValues) {
  const neighbourhoods = (values.neighbourhoods ?? "")
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return { ...values, neighbourhoods, visible: values.visible === "on" || values.visible === "true" };
}

/** Messages keyed by the field's name (`universities.1` → `universities`), first one wins. */
function byField(fields: Record<string, string>, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(fields)) {
    const field = path.split(".")[0] ?? path;
    if (!Object.hasOwn(out, field)) out[field] = roommateMessage(text, locale);
  }
  return out;
}

export type SaveProfileResult = { ok: true; profile: SavedRoommateProfile } | { ok: false; errors: RoommateFormErrors };

/**
 * Checks the questionnaire with the domain's schema (messages next to their fields in the
 * visitor's language, without a round trip) and saves it with `PUT /v2/roommates/profile`.
 */
export async function saveRoommateProfile(
  context: Context,
  locale: Locale,
  values: RoommateFormValues,
  texts: { unavailable: string },
): Promise<SaveProfileResult> {
  const body = profileBody(values);
  const parsed = roommateProfileSchemaFor({ today: saoPauloDate(new Date()) }).safeParse(body);
  if (!parsed.success) {
    const fields = localizeFieldErrors(parsed.error.issues, (key) => key);
    return { ok: false, errors: { fields: byField(fields, locale) } };
  }
  const answer = await callApi(context, "PUT", "/v2/roommates/profile", locale, body);
  const saved =
    answer && answer.status === 200 ? parseAnswer(answer, RoommateProfileAnswerSchema, "PUT profile") : null;
  if (saved?.profile) return { ok: true, profile: saved.profile as SavedRoommateProfile };
  const refusal = ApiErrorBodySchema.safeParse(answer?.body);
  if (answer && answer.status < 500 && refusal.success) {
    const fields = byField(refusal.data.error.fields ?? {}, locale);
    return {
      ok: false,
      errors: { fields, form: Object.keys(fields).length > 0 ? undefined : refusal.data.error.message },
    };
  }
  if (answer) console.warn(`PUT /v2/roommates/profile answered ${answer.status}`);
  return { ok: false, errors: { fields: {}, form: texts.unavailable } };
}

/** Shows or hides one's profile; `false` when the API refused or could not answer. */
export async function setRoommateVisibility(context: Context, locale: Locale, visible: boolean): Promise<boolean> {
  const answer = await callApi(context, "PUT", "/v2/roommates/profile/visibility", locale, { visible });
  return parseAnswer(answer, RoommateProfileAnswerSchema, "PUT visibility") !== null;
}

export async function deleteRoommateProfile(context: Context, locale: Locale): Promise<boolean> {
  const answer = await callApi(context, "DELETE", "/v2/roommates/profile", locale);
  if (answer?.status === 204) return true;
  console.warn(`DELETE /v2/roommates/profile answered ${answer?.status ?? "nothing"}`);
  return false;
}

export type MatchesResult =
  | { kind: "ok"; items: RoommateMatch[]; page: number; totalPages: number; total: number }
  | { kind: "noProfile" }
  | { kind: "unavailable" };

/** The matches for the page's filters (passed on as they are in the URL; the API checks them). */
export async function loadRoommateMatches(
  context: Context,
  locale: Locale,
  filters: URLSearchParams,
): Promise<MatchesResult> {
  const query = new URLSearchParams();
  for (const name of ["university", "maxBudget", "moveBefore", "page"]) {
    const value = filters.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const path = `/v2/roommates/matches${query.size > 0 ? `?${query}` : ""}`;
  const answer = await callApi(context, "GET", path, locale);
  if (answer?.status === 409) return { kind: "noProfile" };
  const list = parseAnswer(answer, RoommateMatchListSchema, `GET ${path}`);
  if (!list) return { kind: "unavailable" };
  return { kind: "ok", items: list.items, page: list.page, totalPages: list.totalPages, total: list.total };
}

export async function loadRoommateRequests(
  context: Context,
  locale: Locale,
): Promise<{ received: RoommateMatch[]; sent: RoommateMatch[] } | null> {
  const answer = await callApi(context, "GET", "/v2/roommates/requests", locale);
  return parseAnswer(answer, RoommateRequestListsSchema, "GET /v2/roommates/requests");
}

/** Homes for a pair whose contact is shared; `null` when they could not be loaded. */
export async function loadPairListings(
  context: Context,
  locale: Locale,
  profileId: number,
): Promise<PropertyListItem[] | null> {
  const path = `/v2/roommates/matches/${profileId}/listings`;
  const answer = await callApi(context, "GET", path, locale);
  return parseAnswer(answer, SuggestedListingsSchema, `GET ${path}`)?.items ?? null;
}

export type RequestActionResult = { ok: true } | { ok: false; message?: string };

export async function askToTalk(context: Context, locale: Locale, profileId: number): Promise<RequestActionResult> {
  const answer = await callApi(context, "POST", "/v2/roommates/contact-requests", locale, { profileId });
  if (parseAnswer(answer, ContactRequestAnswerSchema, "POST contact-requests")) return { ok: true };
  return { ok: false, message: answer && answer.status < 500 ? apiMessage(answer) : undefined };
}

export async function answerContactRequest(
  context: Context,
  locale: Locale,
  requestId: number,
  answer: "accept" | "decline",
): Promise<RequestActionResult> {
  const path = `/v2/roommates/contact-requests/${requestId}/${answer}`;
  const reply = await callApi(context, "POST", path, locale);
  if (parseAnswer(reply, ContactRequestAnswerSchema, `POST ${path}`)) return { ok: true };
  return { ok: false, message: reply && reply.status < 500 ? apiMessage(reply) : undefined };
}
