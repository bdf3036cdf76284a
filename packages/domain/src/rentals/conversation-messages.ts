import { listFormat } from "../i18n/intl-formats.ts";
import { HTML_LANG, type Locale } from "../i18n/locales.ts";
import type { MaskedKind } from "./conversation-forms.ts";

/*
 * The conversation's texts the API and the web both say: field messages (schemas report these
 * keys, never the text) and the notice a writer gets when part of their message was hidden.
 */
export const CONVERSATION_MESSAGES = {
  "conversation.body.required": { pt: "escreva uma mensagem", en: "please write a message" },
  "conversation.body.tooLong": {
    pt: "a mensagem passa de 2.000 caracteres",
    en: "the message is longer than 2,000 characters",
  },
  "conversation.reason.required": {
    pt: "diga por que denuncia esta mensagem",
    en: "please say why you report this message",
  },
  "conversation.reason.tooLong": { pt: "o texto informado é longo demais", en: "the text entered is too long" },
  "conversation.tooMany": {
    pt: "Muitas mensagens em pouco tempo. Espere alguns minutos e tente de novo.",
    en: "Too many messages in a short time. Wait a few minutes and try again.",
  },
  "conversation.closed": {
    pt: "Esta conversa foi encerrada com o aluguel.",
    en: "This conversation ended with the rental.",
  },
  "conversation.ownMessage": {
    pt: "Você só pode denunciar mensagens de outra pessoa.",
    en: "You can only report someone else's message.",
  },
  "conversation.staffReport": {
    pt: "A equipe modera a conversa; denúncias são dos participantes.",
    en: "Staff moderate the conversation; reports come from its participants.",
  },
  "conversation.masked.notice": {
    pt: "Ocultamos {what}: até o contrato ser assinado, os contatos ficam no site. Nunca pague por mensagem.",
    en: "We hid {what}: until the lease is signed, contact details stay on the site. Never pay through a message.",
  },
  "conversation.masked.phone": { pt: "um telefone", en: "a phone number" },
  "conversation.masked.email": { pt: "um e-mail", en: "an e-mail address" },
  "conversation.masked.link": { pt: "um link ou perfil", en: "a link or profile" },
  "conversation.masked.pix": { pt: "uma chave Pix ou dado de pagamento", en: "a Pix key or payment detail" },
} as const satisfies Record<string, Record<Locale, string>>;

export type ConversationMessageKey = keyof typeof CONVERSATION_MESSAGES;

export const isConversationMessageKey = (key: string): key is ConversationMessageKey =>
  Object.hasOwn(CONVERSATION_MESSAGES, key);

/** The text of a key in a language, `{name}` filled from `vars`; an unknown key comes back as it is. */
export function conversationMessage(key: string, locale: Locale, vars: Record<string, string | number> = {}): string {
  if (!isConversationMessageKey(key)) return key;
  return CONVERSATION_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    vars[name] === undefined ? whole : String(vars[name]),
  );
}

/** "We hid a phone number and an e-mail address: …", or null when nothing was hidden. */
export function maskedNotice(masked: readonly MaskedKind[], locale: Locale): string | null {
  if (masked.length === 0) return null;
  const what = listFormat(HTML_LANG[locale], { type: "conjunction" }).format(
    masked.map((kind) => CONVERSATION_MESSAGES[`conversation.masked.${kind}`][locale]),
  );
  return conversationMessage("conversation.masked.notice", locale, { what });
}
