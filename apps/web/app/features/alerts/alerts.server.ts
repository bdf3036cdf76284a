import {
  ALERT_FILTER_KEYS,
  AlertCreateSchema,
  AlertFiltersSchema,
  AlertTokenAnswerSchema,
  AlertTokenSchema,
  AlertUpdateSchema,
  alertSearchFilters,
  type SavedAlert,
  SavedAlertListSchema,
} from "@campuslar/domain/alerts/alert-forms";
import { alertMessage } from "@campuslar/domain/alerts/alert-messages";
import { describeAlertFilters, suggestAlertName } from "@campuslar/domain/alerts/alert-summary";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { HTML_LANG, type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { type FormErrors, postApiForm } from "../../api/api-form.server.ts";
import { typedValues } from "../../api/form-values.server.ts";
import { loadUniversities } from "../../api/universities.server.ts";
import { t } from "../../i18n/t.ts";
import { loadCurrentUser } from "../../session/current-user.server.ts";
import { accountHref } from "../../session/login-href.ts";
import { loginRedirect } from "../../session/require-user.server.ts";
import "./messages.ts";

type Context = Readonly<RouterContextProvider>;

/** The alert form's own fields (the filters travel as hidden `filter.<name>` fields). */
export const ALERT_FIELDS = ["name", "frequency", "email"] as const;
const FILTER_PREFIX = "filter.";

/** The search page's address of a saved search's filters, in `locale`. */
export function searchHrefOf(filters: Record<string, string>, locale: Locale): string {
  const { purpose, ...rest } = filters;
  const query = new URLSearchParams(rest).toString().replace(/%2C/gi, ",");
  return `${href(purpose === "sale" ? "sale" : "search", locale)}${query ? `?${query}` : ""}`;
}

const texts = (locale: Locale) => ({
  unavailable: t(locale, "alerts.unavailable"),
  tooMany: (minutes: number) => t(locale, "alerts.tooMany", { minutes }),
});

/** The filters of an address (`?university=…&maxPrice=…`) as a saved search keeps them, or null when one is invalid. */
function filtersOf(params: URLSearchParams | Record<string, string>): Record<string, string> | null {
  const raw: Record<string, string> = {};
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [name, value] of entries) if (ALERT_FILTER_KEYS.includes(name)) raw[name] = value;
  const parsed = AlertFiltersSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The filters in words and the name suggested for them, with the university's short name. */
async function wordsOf(context: Context, filters: Record<string, string>, locale: Locale) {
  const universities = filters.university ? await loadUniversities(context) : null;
  const universityName = universities?.find((u) => u.slug === filters.university)?.shortName;
  const parsed = alertSearchFilters(filters);
  return {
    summary: describeAlertFilters(parsed, locale, { universityName }),
    suggestedName: suggestAlertName(parsed, locale, { universityName }),
  };
}

/** The new-alert page: the search carried from the search page, its words, and who is signed in. */
export async function loadNewAlert(context: Context, url: URL) {
  const locale = localeFromPath(url.pathname);
  const user = await loadCurrentUser(context);
  const filters = filtersOf(url.searchParams);
  const words = filters ? await wordsOf(context, filters, locale) : null;
  return {
    filters,
    summary: words?.summary ?? null,
    suggestedName: words?.suggestedName ?? "",
    searchHref: filters ? searchHrefOf(filters, locale) : href("search", locale),
    signedInEmail: user?.email ?? null,
    loginHref: accountHref("login", locale, `${url.pathname}${url.search}`),
  };
}

export type NewAlertActionData =
  | { created: true; confirmed: boolean; message: string }
  | { created: false; values: Record<string, string>; errors: FormErrors };

/**
 * The new-alert form: checked with the domain's schema (each message next to its field), then
 * sent to the API with the session when there is one. A refusal keeps everything typed.
 */
export async function createAlertAction({ request, context, url }: { request: Request; context: Context; url: URL }) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = typedValues(form, ALERT_FIELDS);
  const filters: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith(FILTER_PREFIX) && typeof value === "string") filters[name.slice(FILTER_PREFIX.length)] = value;
  }
  const refused = (errors: FormErrors, status: number) =>
    data({ created: false, values, errors } satisfies NewAlertActionData, { status });
  const parsed = AlertCreateSchema.safeParse({ ...values, filters });
  if (!parsed.success) {
    const fields = localizeFieldErrors(parsed.error.issues, (key) => alertMessage(key, locale));
    return refused({ fields }, 400);
  }
  const result = await postApiForm<{ confirmed: boolean; message: string }>(
    context,
    "/v2/alerts",
    parsed.data,
    locale,
    texts(locale),
  );
  if (!result.ok) return refused(result.errors, result.status);
  return { created: true, confirmed: result.data.confirmed, message: result.data.message } satisfies NewAlertActionData;
}

/** One alert as the list shows it: its search's address and the last e-mail's date in words. */
export type AlertRow = SavedAlert & { searchHref: string; lastSentOn: string | null };

/**
 * The signed-in user's alerts (the account area's layout sends a visitor to log in), and to log
 * in again if the session ends meanwhile. Null when the API could not say.
 */
export async function loadAccountAlerts(context: Context, url: URL): Promise<{ alerts: AlertRow[] | null }> {
  const locale = localeFromPath(url.pathname);
  const response = await context
    .get(apiContext)(`/v2/alerts?lang=${locale}`)
    .catch(() => null);
  if (response?.status === 401) throw loginRedirect(url);
  if (!response?.ok) return { alerts: null };
  const parsed = SavedAlertListSchema.safeParse(await response.json());
  if (!parsed.success) return { alerts: null };
  const date = new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "medium", timeZone: "America/Sao_Paulo" });
  return {
    alerts: parsed.data.items.map((alert) => ({
      ...alert,
      searchHref: searchHrefOf(alert.filters, locale),
      lastSentOn: alert.lastSentAt ? date.format(new Date(alert.lastSentAt)) : null,
    })),
  };
}

export type AccountAlertsActionData = { ok: boolean; id: string; message: string };

/** The list's two forms: a new frequency for one alert, or its deletion. */
export async function accountAlertsAction({ request, context, url }: { request: Request; context: Context; url: URL }) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(id))
    return data({ ok: false, id, message: alertMessage("alert.notFound", locale) }, 400);
  const path = `/v2/alerts/${id}`;
  if (form.get("intent") === "delete") {
    const result = await postApiForm(context, path, undefined, locale, texts(locale), {}, "DELETE");
    return result.ok
      ? { ok: true, id, message: t(locale, "alerts.list.deleted") }
      : data({ ok: false, id, message: result.errors.form ?? t(locale, "alerts.unavailable") }, result.status);
  }
  const change = AlertUpdateSchema.safeParse({ frequency: form.get("frequency") });
  if (!change.success) {
    return data({ ok: false, id, message: alertMessage("alert.frequency.invalid", locale) }, 400);
  }
  const result = await postApiForm(context, path, change.data, locale, texts(locale), {}, "PATCH");
  if (!result.ok) {
    const message = Object.values(result.errors.fields)[0] ?? result.errors.form ?? t(locale, "alerts.unavailable");
    return data({ ok: false, id, message }, result.status);
  }
  return { ok: true, id, message: t(locale, "alerts.list.saved") } satisfies AccountAlertsActionData;
}

export type TokenActionData = { done: true; name: string } | { done: false; message: string };

/**
 * The confirm and unsubscribe pages' button: the token from the e-mail's link, posted to the API.
 * A GET of either page changes nothing (a scanner that fetches links confirms nothing).
 */
export async function tokenAction(
  { request, context, url }: { request: Request; context: Context; url: URL },
  path: "/v2/alerts/confirm" | "/v2/alerts/unsubscribe",
) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const token = AlertTokenSchema.safeParse({ token: form.get("token") });
  if (!token.success) {
    return data({ done: false, message: alertMessage("alert.token.invalid", locale) } satisfies TokenActionData, 400);
  }
  const result = await postApiForm<unknown>(context, path, token.data, locale, texts(locale));
  if (!result.ok) {
    const message = result.errors.fields.token ?? result.errors.form ?? t(locale, "alerts.unavailable");
    return data({ done: false, message } satisfies TokenActionData, result.status);
  }
  const answer = AlertTokenAnswerSchema.safeParse(result.data);
  return { done: true, name: answer.success ? answer.data.name : "" } satisfies TokenActionData;
}
