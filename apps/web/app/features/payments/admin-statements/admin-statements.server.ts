import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { type WaitingList, WaitingListSchema } from "@campuslar/domain/payments/statement-views";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "../../../api/api-context.ts";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { redirectIfSecondFactorRequired } from "../../../api/second-factor.server.ts";
import { t } from "../../../i18n/t.ts";
import { loginRedirect } from "../../../session/require-user.server.ts";
import "./messages.ts";

type Context = Readonly<RouterContextProvider>;

export type {
  ChargeCandidate,
  ImportSummary,
  RefundCandidate,
  WaitingLine,
  WaitingList,
} from "@campuslar/domain/payments/statement-views";

export type SendResult<T> = { ok: true; body: T } | { ok: false; status: number; errors: FormErrors };

async function call(context: Context, url: URL, path: string, init: RequestInit): Promise<Response | null> {
  const locale = localeFromPath(url.pathname);
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", locale);
  try {
    return await context.get(apiContext)(`${path}?lang=${locale}`, { ...init, headers });
  } catch (error) {
    console.error(`${init.method ?? "GET"} ${path} failed`, error);
    return null;
  }
}

/**
 * Refusals every statement call shares: no session logs in and comes back; a session without a
 * recent second factor goes to the code prompt and back here; anyone else refused gets the 403 page.
 */
async function refuseAccess(response: Response, url: URL): Promise<void> {
  if (response.status === 401) throw loginRedirect(url);
  await redirectIfSecondFactorRequired(response, url);
  if (response.status === 403) throw data(null, { status: 403 });
}

/** The waiting list; an API that cannot answer gives the 503 page. */
export async function waitingList(context: Context, url: URL): Promise<WaitingList> {
  const response = await call(context, url, "/v2/admin/statements/unmatched", { method: "GET" });
  if (!response) throw data(null, { status: 503 });
  if (response.ok) {
    // Read with the API's own schema (packages/domain/src/payments/statement-views.ts).
    const parsed = WaitingListSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    console.error("GET /v2/admin/statements/unmatched answered an unexpected body", parsed.error);
    throw data(null, { status: 503 });
  }
  await refuseAccess(response, url);
  console.warn(`GET /v2/admin/statements/unmatched answered ${response.status}`);
  throw data(null, { status: 503 });
}

/**
 * An import (multipart) or a decision on a line (JSON). A refusal becomes messages for the form:
 * the API's per-field (per-line) messages in the page's language, and its sentence above them.
 */
export async function statementSend<T>(
  context: Context,
  url: URL,
  path: string,
  body: FormData | Record<string, string>,
  schema: z.ZodType<T>,
): Promise<SendResult<T>> {
  const locale = localeFromPath(url.pathname);
  const init: RequestInit =
    body instanceof FormData
      ? { method: "POST", body }
      : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const response = await call(context, url, path, init);
  const unavailable = {
    ok: false as const,
    status: 503,
    errors: { fields: {}, form: t(locale, "adminPayments.unavailable") },
  };
  if (!response) return unavailable;
  if (response.ok) {
    const parsed = schema.safeParse(await response.json());
    if (parsed.success) return { ok: true, body: parsed.data };
    console.error(`POST ${path} answered an unexpected body`, parsed.error);
    return unavailable;
  }
  await refuseAccess(response, url);
  const parsed = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || response.status >= 500) return unavailable;
  const { fields, message } = parsed.data.error;
  return { ok: false, status: response.status, errors: { fields: fields ?? {}, form: message } };
}
