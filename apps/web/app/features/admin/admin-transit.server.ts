import {
  type AdminTransit,
  FEED_FIELD,
  FeedProblemsBodySchema,
  NETWORK_DATE_FIELD,
} from "@campuslar/domain/commute/transit-feed";
import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { t } from "../../i18n/t.ts";
import { loginRedirect } from "../../session/require-user.server.ts";
import { adminGet, dateTimeText, formText } from "./admin-api.server.ts";
import "./transit-messages.ts";

type Context = Readonly<RouterContextProvider>;

/** The page's data: the API's answer with its times written in the page's language. */
export async function loadAdminTransit(context: Context, url: URL) {
  const locale = localeFromPath(url.pathname);
  const answer = await adminGet<AdminTransit>(context, url, "/v2/admin/transit");
  if (!answer) throw data(null, { status: 503 });
  return {
    current: answer.current && { ...answer.current, loadedOn: dateTimeText(locale, answer.current.loadedAt) ?? "" },
    loads: answer.loads.map((load) => ({ ...load, createdOn: dateTimeText(locale, load.createdAt) ?? "" })),
  };
}

export type FeedUploadResult =
  | { ok: true }
  | {
      ok: false;
      /** A message per field (`feed`, `networkDate`), and the form's own when no field is named. */
      fields: Record<string, string>;
      form?: string;
      /** The feed's problems by file and line, when the API found some. */
      problems: string[];
      networkDate: string;
    };

/**
 * Forwards the staff member's zip to the API as its multipart upload, with their session (the
 * browser never holds the token): a refusal comes back as messages next to the fields.
 */
export async function uploadFeed(context: Context, url: URL, form: FormData): Promise<FeedUploadResult> {
  const locale: Locale = localeFromPath(url.pathname);
  const networkDate = formText(form, NETWORK_DATE_FIELD);
  const body = new FormData();
  const file = form.get(FEED_FIELD);
  if (file instanceof File && file.size > 0) body.set(FEED_FIELD, file, file.name);
  if (networkDate.trim()) body.set(NETWORK_DATE_FIELD, networkDate.trim());
  const unavailable = {
    ok: false as const,
    fields: {},
    form: t(locale, "admin.transit.unavailable"),
    problems: [],
    networkDate,
  };
  let response: Response;
  try {
    response = await context.get(apiContext)(`/v2/admin/transit/feeds?lang=${locale}`, {
      method: "POST",
      headers: { "Accept-Language": locale },
      body,
    });
  } catch (error) {
    console.error("POST /v2/admin/transit/feeds failed", error);
    return unavailable;
  }
  if (response.ok) return { ok: true };
  if (response.status === 401) throw loginRedirect(url);
  if (response.status === 403) throw data(null, { status: 403 });
  const json: unknown = await response.json().catch(() => null);
  const problems = FeedProblemsBodySchema.safeParse(json);
  if (problems.success) {
    const { message, problems: list } = problems.data.error;
    return { ok: false, fields: { [FEED_FIELD]: message }, problems: list, networkDate };
  }
  const refusal = ApiErrorBodySchema.safeParse(json);
  if (!refusal.success || response.status >= 500) {
    console.warn(`POST /v2/admin/transit/feeds answered ${response.status}`);
    return unavailable;
  }
  const { fields, message } = refusal.data.error;
  const named = fields && Object.keys(fields).length > 0;
  return { ok: false, fields: fields ?? {}, form: named ? undefined : message, problems: [], networkDate };
}
