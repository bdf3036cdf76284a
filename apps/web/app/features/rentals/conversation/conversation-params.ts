import type { MessageView } from "@campuslar/domain/rentals/conversation-forms";

/*
 * What the conversation's resource route puts in the rental page's address after a form sent
 * without JavaScript, so the page can say what happened: a message key (never a text: a link
 * must not make the page say anything else), the text typed when it was refused, and what masking hid.
 */
export const CONVERSATION_ANCHOR = "conversa";
export const PARAM = {
  error: "conversa-erro",
  text: "conversa-texto",
  masked: "conversa-ocultado",
  reported: "conversa-denuncia",
};

/** The resource route that posts and polls a rental's conversation, in every language. */
export const conversationPath = (rentalId: string) => `/alugueis/${encodeURIComponent(rentalId)}/mensagens`;

/** The key of "we could not send it now", the web's own (the others are the domain's `conversation.*`). */
export const UNAVAILABLE = "unavailable";

/** What a script reads back from a post: the message as stored, or the messages for the form. */
export type ConversationAnswer =
  | { ok: true; message: MessageView }
  | { ok: false; errors: { fields: Record<string, string>; form?: string } };
