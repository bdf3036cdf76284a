import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "../../../api/api-context.ts";
import type { FormErrors } from "../../../api/api-form.server.ts";

/*
 * The calls of the arrival, cancellation and claims pages to the API, with the caller's session
 * (an httpOnly cookie the browser cannot send to the API itself).
 */

export type Context = Readonly<RouterContextProvider>;

export type SendResult = { ok: true; body: unknown } | { ok: false; status: number; errors: FormErrors; code?: string };

/** A call that changes something: success with its body, or the API's messages (already in the visitor's language). */
export async function sendToApi(
  context: Context,
  path: string,
  locale: Locale,
  init: RequestInit,
  unavailable: string,
): Promise<SendResult> {
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", locale);
  let response: Response;
  try {
    response = await context.get(apiContext)(`${path}?lang=${locale}`, { ...init, headers });
  } catch (error) {
    console.error(`${init.method} ${path} failed`, error);
    return { ok: false, status: 503, errors: { fields: {}, form: unavailable } };
  }
  if (response.ok) return { ok: true, body: await response.json().catch(() => null) };
  const parsed = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || response.status >= 500) {
    console.warn(`${init.method} ${path} answered ${response.status}`);
    return { ok: false, status: 503, errors: { fields: {}, form: unavailable } };
  }
  const { fields, message, code } = parsed.data.error;
  const some = fields && Object.keys(fields).length > 0;
  return {
    ok: false,
    status: response.status,
    errors: { fields: fields ?? {}, ...(some ? {} : { form: message }) },
    code,
  };
}

/** A GET whose refusal (403, 404) the page shows as "nothing here" rather than an error page; null then. */
export async function readFromApi<T extends z.ZodType>(
  context: Context,
  path: string,
  schema: T,
  locale: Locale,
): Promise<z.infer<T> | null> {
  const response = await context
    .get(apiContext)(`${path}?lang=${locale}`, { headers: { "Accept-Language": locale } })
    .catch(() => null);
  if (!response?.ok) return null;
  const parsed = schema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}
