import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { fieldMessage } from "@campuslar/domain/user/account-field-messages";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "./api-context.ts";

/** What a form shows after a failed submission: a message per field and one for the form. */
export type FormErrors = { fields: Record<string, string>; form?: string };

/**
 * Checks a submitted form with its domain schema: the parsed values, or one message per field
 * in the visitor's language (DESIGN §5). Runs on the server, so the form works without
 * JavaScript and the schema library stays out of the browser.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  locale: Locale,
): { ok: true; data: z.infer<Schema> } | { ok: false; errors: FormErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    errors: { fields: localizeFieldErrors(parsed.error.issues, (key) => fieldMessage(key, locale)) },
  };
}

export type ApiFormResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: FormErrors };

/**
 * Sends a form's fields to the API as JSON in the visitor's language and turns a refusal into
 * messages for the page: the API's per-field messages (`error.fields`) land next to their
 * fields, anything else (wrong password, too many tries, the API down) above the form.
 */
export async function postApiForm<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  body: unknown,
  locale: Locale,
  texts: { unavailable: string; tooMany: (minutes: number) => string },
  /** Extra request headers, e.g. an `Idempotency-Key` so a double submit makes one lead. */
  headers: Record<string, string> = {},
  /** Another method for a change that is not a creation (`DELETE /v2/user/me`). */
  method: "POST" | "PUT" | "PATCH" | "DELETE" = "POST",
): Promise<ApiFormResult<T>> {
  let response: Response;
  try {
    response = await context.get(apiContext)(`${path}?lang=${locale}`, {
      method,
      headers: { ...headers, "Content-Type": "application/json", "Accept-Language": locale },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return { ok: false, status: 503, errors: { fields: {}, form: texts.unavailable } };
  }
  // A 204 has no body: its data is nothing.
  if (response.ok) return { ok: true, data: (response.status === 204 ? undefined : await response.json()) as T };

  const parsed = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (response.status === 429 && !parsed.data?.error.fields) {
    const seconds = Number(response.headers.get("Retry-After")) || 60;
    return {
      ok: false,
      status: 429,
      errors: { fields: {}, form: texts.tooMany(Math.max(1, Math.ceil(seconds / 60))) },
    };
  }
  // A 429 that names a field (a throwaway e-mail on signup) lands next to it, like a 400.
  if (!parsed.success || response.status >= 500) {
    console.warn(`${method} ${path} answered ${response.status}`);
    return { ok: false, status: 503, errors: { fields: {}, form: texts.unavailable } };
  }
  const { fields, message } = parsed.data.error;
  const translated = Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, text]) => [field, fieldMessage(text, locale)]),
  );
  return {
    ok: false,
    status: response.status,
    errors: { fields: translated, form: Object.keys(translated).length > 0 ? undefined : message },
  };
}
