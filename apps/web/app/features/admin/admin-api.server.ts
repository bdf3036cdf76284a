import { adminMessage, isAdminMessageKey } from "@campuslar/domain/admin/admin-messages";
import { dateTimeText as formatDateTime } from "@campuslar/domain/dates/display-dates";
import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { fieldMessage } from "@campuslar/domain/user/account-field-messages";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import type { FormErrors } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import { loginRedirect } from "../../session/require-user.server.ts";
import "./messages.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * Who may use the backoffice is the API's decision (its policy module): the pages refuse early
 * with `requireStaff`, and every call follows the API's answer too, as a session may end or a
 * role be withdrawn between the two. No session (401) sends the visitor to log in and back; a
 * logged-in user who is not staff (403) gets the backoffice's 403 page in their language.
 */
function refuse(status: number, url: URL): never {
  if (status === 401) throw loginRedirect(url);
  if (status === 403) throw data(null, { status: 403 });
  throw data(null, { status: 503 });
}

async function call(context: Context, path: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await context.get(apiContext)(path, init);
  } catch (error) {
    console.error(`${init?.method ?? "GET"} ${path} failed`, error);
    return null;
  }
}

/**
 * A backoffice GET the page needs. 401 and 403 end the page as described above; a 404 is
 * `null` (a lead that does not exist); anything else the API cannot answer is a 503 page.
 */
export async function adminGet<T>(context: Context, url: URL, path: string): Promise<T | null> {
  const locale = localeFromPath(url.pathname);
  const separator = path.includes("?") ? "&" : "?";
  const full = `${path}${separator}lang=${locale}`;
  const response = await call(context, full, { headers: { "Accept-Language": locale } });
  if (!response) throw data(null, { status: 503 });
  if (response.status === 404) return null;
  if (!response.ok) {
    if (response.status >= 500) console.warn(`GET ${path} answered ${response.status}`);
    refuse(response.status, url);
  }
  return (await response.json()) as T;
}

/**
 * A backoffice change (PATCH, POST) with a JSON body. A refusal becomes messages for the form:
 * the API's per-field messages (already in the request's language) next to their fields,
 * anything else above the form. A lost session or a missing role ends the page as `adminGet`.
 */
export async function adminSend(
  context: Context,
  url: URL,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<{ ok: true } | { ok: false; status: number; errors: FormErrors }> {
  const locale = localeFromPath(url.pathname);
  const response = await call(context, `${path}?lang=${locale}`, {
    method,
    headers:
      body === undefined
        ? { "Accept-Language": locale }
        : { "Content-Type": "application/json", "Accept-Language": locale },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const unavailable = { ok: false as const, status: 503, errors: { fields: {}, form: t(locale, "admin.saveFailed") } };
  if (!response) return unavailable;
  if (response.ok) return { ok: true };
  if (response.status === 401 || response.status === 403) refuse(response.status, url);
  const parsed = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || response.status >= 500) {
    console.warn(`${method} ${path} answered ${response.status}`);
    return unavailable;
  }
  const { fields, message } = parsed.data.error;
  const translated = Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, text]) => [field, backofficeMessage(text, locale)]),
  );
  return {
    ok: false,
    status: response.status,
    errors: { fields: translated, form: Object.keys(translated).length > 0 ? undefined : message },
  };
}

/** A date and time as São Paulo's clock shows it, written on the server so hydration agrees. */
export function dateTimeText(locale: Locale, iso: string | null): string | null {
  return iso ? formatDateTime(locale, iso) : null;
}

/** A form field's text, or "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A field message from the API or a domain schema: a key of the backoffice's or the account's messages, or text. */
export function backofficeMessage(keyOrText: string, locale: Locale): string {
  return isAdminMessageKey(keyOrText) ? adminMessage(keyOrText, locale) : fieldMessage(keyOrText, locale);
}
