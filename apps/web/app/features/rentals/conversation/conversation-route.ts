import { isLocale, type Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { redirect } from "react-router";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { loginRedirectTo } from "../../../session/require-user.server.ts";
import { readSessionToken } from "../../../session/session.server.ts";
import type { Route } from "./+types/conversation-route";
import { pollConversation, reportMessage, sendMessage } from "./conversation.server.ts";
import { CONVERSATION_ANCHOR, type ConversationAnswer, PARAM, UNAVAILABLE } from "./conversation-params.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message key of a refused message, for the page to say after a form sent without JavaScript. */
function sendRefusalKey(status: number, body: string): string {
  if (status === 400) return body.trim() ? "conversation.body.tooLong" : "conversation.body.required";
  if (status === 429) return "conversation.tooMany";
  if (status === 409) return "conversation.closed";
  return UNAVAILABLE;
}

function reportRefusalKey(status: number): string {
  if (status === 400) return "conversation.reason.required";
  if (status === 403) return "conversation.ownMessage";
  return UNAVAILABLE;
}

/**
 * `GET /alugueis/:id/mensagens?after=<id>`: the messages newer than `after`, as JSON, for the
 * rental page's polling (the browser never holds the session token, so it asks through here).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) return Response.json({ ok: false }, { status: 404, headers: PRIVATE });
  if (!(await readSessionToken(request))) return Response.json({ ok: false }, { status: 401, headers: PRIVATE });
  const after = Number(new URL(request.url).searchParams.get("after") ?? 0);
  const result = await pollConversation(context, params.id, Number.isSafeInteger(after) && after > 0 ? after : 0);
  return result.ok
    ? Response.json(result.data, { headers: PRIVATE })
    : Response.json({ ok: false }, { status: result.status, headers: PRIVATE });
}

/**
 * `POST /alugueis/:id/mensagens`: `intent` `send` (`body`) or `report` (`messageId`, `reason`).
 * A script (`js=1`) gets JSON. A plain form goes back to the rental's page in its language
 * (`lang`), carrying a refusal's message key and the typed text, or what masking hid.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const locale: Locale = isLocale(text("lang")) ? (text("lang") as Locale) : "pt";
  const byScript = text("js") === "1";
  if (!UUID.test(params.id)) return Response.json({ ok: false }, { status: 404, headers: PRIVATE });
  const page = href("rental", locale, { id: params.id });
  if (!(await readSessionToken(request))) {
    if (!byScript) throw loginRedirectTo(locale, page);
    return Response.json({ ok: false, errors: { fields: {} } }, { status: 401, headers: PRIVATE });
  }

  const back = (query: Record<string, string>) =>
    redirect(`${page}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}#${CONVERSATION_ANCHOR}`);
  const refused = (status: number, errors: FormErrors, key: string, typed: Record<string, string>) =>
    byScript
      ? Response.json({ ok: false, errors } satisfies ConversationAnswer, { status, headers: PRIVATE })
      : back({ [PARAM.error]: key, ...typed });

  if (text("intent") === "report") {
    const messageId = Number(text("messageId"));
    const result = await reportMessage(context, params.id, messageId, text("reason"), locale);
    if (!result.ok) return refused(result.status, result.errors, reportRefusalKey(result.status), {});
    return byScript
      ? Response.json({ ok: true, message: result.data } satisfies ConversationAnswer, { headers: PRIVATE })
      : back({ [PARAM.reported]: String(messageId) });
  }

  const body = text("body");
  const result = await sendMessage(context, params.id, body, locale);
  // The text goes back with a refusal so nothing typed is lost (the box caps it at 2,000 characters).
  if (!result.ok) {
    return refused(result.status, result.errors, sendRefusalKey(result.status, body), {
      [PARAM.text]: body.slice(0, 2000),
    });
  }
  if (byScript)
    return Response.json({ ok: true, message: result.data } satisfies ConversationAnswer, { headers: PRIVATE });
  return back(result.data.masked.length ? { [PARAM.masked]: result.data.masked.join(",") } : {});
}
