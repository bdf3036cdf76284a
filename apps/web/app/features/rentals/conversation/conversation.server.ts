import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  type Conversation,
  ConversationSchema,
  type MessageView,
  MessageViewSchema,
} from "@campuslar/domain/rentals/conversation-forms";
import { conversationMessage } from "@campuslar/domain/rentals/conversation-messages";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../../api/api-context.ts";
import { loadApiData } from "../../../api/api-data.server.ts";
import { type ApiFormResult, postApiForm } from "../../../api/api-form.server.ts";
import { t } from "../../../i18n/t.ts";
import "./messages.ts";

/*
 * The conversation of a rental as its page needs it: the messages so far, whether contact
 * details are still masked, whether the caller may write. Read and written through the API's
 * HTTP contract only, as the signed-in caller.
 */

type Context = Readonly<RouterContextProvider>;

/** What the rental page hands to `ConversationPanel`. */
export type ConversationData = Conversation;

const apiPath = (rentalId: string) => `/v2/rentals/${encodeURIComponent(rentalId)}/messages`;

/** The rental's messages for the signed-in caller; a rental they may not see ends the page (404). */
export function loadConversation(context: Context, rentalId: string): Promise<ConversationData> {
  return loadApiData(context, apiPath(rentalId), ConversationSchema);
}

/** The messages after `after`, for the page's polling: the data, or the status to answer. */
export async function pollConversation(
  context: Context,
  rentalId: string,
  after: number,
): Promise<{ ok: true; data: Conversation } | { ok: false; status: number }> {
  try {
    const response = await context.get(apiContext)(`${apiPath(rentalId)}?after=${after}`);
    if (!response.ok) return { ok: false, status: response.status >= 500 ? 503 : response.status };
    const parsed = ConversationSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 503 };
  } catch (error) {
    console.error(`GET ${apiPath(rentalId)} failed`, error);
    return { ok: false, status: 503 };
  }
}

/** A change sent as JSON; the API's field keys (the 429 names the message box) become sentences. */
async function send<T>(context: Context, path: string, body: unknown, locale: Locale): Promise<ApiFormResult<T>> {
  const unavailable = t(locale, "conversation.unavailable");
  const result = await postApiForm<T>(context, path, body, locale, {
    unavailable,
    tooMany: () => conversationMessage("conversation.tooMany", locale),
  });
  if (result.ok) return result;
  const fields = Object.fromEntries(
    Object.entries(result.errors.fields).map(([field, text]) => [field, conversationMessage(text, locale)]),
  );
  return { ...result, errors: { ...result.errors, fields } };
}

export async function sendMessage(context: Context, rentalId: string, body: string, locale: Locale) {
  const result = await send<MessageView>(context, apiPath(rentalId), { body }, locale);
  // Checked, so what reaches the browser is what the panel expects.
  if (result.ok && !MessageViewSchema.safeParse(result.data).success) {
    return { ok: false, status: 503, errors: { fields: {}, form: t(locale, "conversation.unavailable") } } as const;
  }
  return result;
}

export function reportMessage(context: Context, rentalId: string, messageId: number, reason: string, locale: Locale) {
  return send<MessageView>(context, `${apiPath(rentalId)}/${messageId}/report`, { reason }, locale);
}
