import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** A rental's conversation (issue 35, point 3) on the rental's page. */
export const conversationMessages = defineMessages({
  pt: {
    "conversation.title": "Mensagens",
    "conversation.masking":
      "Até o contrato ser assinado, telefones, e-mails, links e chaves Pix são ocultados. Nunca pague por mensagem.",
    "conversation.empty": "Nenhuma mensagem ainda. Tire suas dúvidas por aqui.",
    "conversation.you": "Você",
    "conversation.author.owner": "Proprietário",
    "conversation.author.student": "Estudante",
    "conversation.author.staff": "Equipe CampusLar",
    "conversation.field": "Sua mensagem",
    "conversation.send": "Enviar mensagem",
    "conversation.sending": "Enviando…",
    "conversation.ended": "Esta conversa foi encerrada com o aluguel.",
    "conversation.report": "Denunciar",
    "conversation.reportReason": "Por que você denuncia esta mensagem?",
    "conversation.reportSend": "Enviar denúncia",
    "conversation.reported": "Denunciada",
    "conversation.reportedThanks": "Denúncia enviada. Nossa equipe vai analisar.",
    "conversation.unavailable": "Não foi possível enviar agora. Tente de novo em instantes.",
  },
  en: {
    "conversation.title": "Messages",
    "conversation.masking":
      "Until the lease is signed, phone numbers, e-mail addresses, links and Pix keys are hidden. Never pay through a message.",
    "conversation.empty": "No messages yet. Ask your questions here.",
    "conversation.you": "You",
    "conversation.author.owner": "Owner",
    "conversation.author.student": "Student",
    "conversation.author.staff": "CampusLar team",
    "conversation.field": "Your message",
    "conversation.send": "Send message",
    "conversation.sending": "Sending…",
    "conversation.ended": "This conversation ended with the rental.",
    "conversation.report": "Report",
    "conversation.reportReason": "Why do you report this message?",
    "conversation.reportSend": "Send report",
    "conversation.reported": "Reported",
    "conversation.reportedThanks": "Report sent. Our team will look into it.",
    "conversation.unavailable": "We could not send it now. Try again in a moment.",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof conversationMessages> {}
}
