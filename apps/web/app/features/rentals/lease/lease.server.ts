import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { type LeaseView, LeaseViewSchema } from "@campuslar/domain/rentals/lease-view";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../../../api/api-context.ts";
import { type ApiFormResult, postApiForm } from "../../../api/api-form.server.ts";
import { t } from "../../../i18n/t.ts";
import "./messages.ts";

/*
 * The lease page's calls to the API (issue 35, points 5 to 7), over its HTTP contract only. The
 * lease is made on the first read: until the rental waits for signatures (409), or while its
 * terms break the law (422), the page says why instead of ending.
 */

type Context = Readonly<RouterContextProvider>;
const rentalPath = (id: string) => `/v2/rentals/${encodeURIComponent(id)}`;

export type LeaseLoad = { lease: LeaseView } | { lease: null; reason: string };

export async function loadLease(context: Context, id: string, locale: Locale): Promise<LeaseLoad> {
  let response: Response;
  try {
    response = await context.get(apiContext)(`${rentalPath(id)}/lease?lang=${locale}`, {
      headers: { "Accept-Language": locale },
    });
  } catch (error) {
    console.error("GET lease failed", error);
    throw data(null, { status: 503 });
  }
  if (response.status === 404 || response.status === 401) throw data(null, { status: response.status });
  if (response.status === 409 || response.status === 422) {
    const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
    return { lease: null, reason: body.data?.error.message ?? t(locale, "lease.notReady") };
  }
  const parsed = LeaseViewSchema.safeParse(response.ok ? await response.json() : null);
  if (!parsed.success) {
    console.warn(`GET lease answered ${response.status}`);
    throw data(null, { status: 503 });
  }
  return { lease: parsed.data };
}

/** "Send me a code" and "Sign": a refusal comes back as messages next to the fields or above the form. */
export const sendLease = <T>(context: Context, id: string, step: "code" | "sign", body: unknown, locale: Locale) =>
  postApiForm<T>(context, `${rentalPath(id)}/lease/${step}`, body, locale, {
    unavailable: t(locale, "lease.unavailable"),
    tooMany: (minutes) => t(locale, "lease.tooMany", { minutes }),
  }) as Promise<ApiFormResult<T>>;

/**
 * A PDF of the rental (the lease, the housing letter) passed through with its name, so a plain
 * link downloads it with the visitor's session. Refusals end as the page's 404 or 409 text.
 */
export async function pdfFromApi(context: Context, path: string, locale: Locale): Promise<Response> {
  let response: Response;
  try {
    response = await context.get(apiContext)(path, { headers: { "Accept-Language": locale } });
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    throw data(t(locale, "lease.unavailable"), { status: 503 });
  }
  if (response.status === 404 || response.status === 401) throw data(null, { status: response.status });
  if (!response.ok) {
    const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw data(body.data?.error.message ?? t(locale, "lease.unavailable"), {
      status: response.status === 409 ? 409 : 503,
    });
  }
  return new Response(response.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": response.headers.get("Content-Disposition") ?? 'attachment; filename="campuslar.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
}
