import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The page shown after a visitor says they are interested in a listing. */
export const interestThanks = defineMessages({
  pt: {
    "interestThanks.next.title": "O que acontece agora",
    "interestThanks.step.received.title": "Seu pedido chegou",
    "interestThanks.step.received.text":
      "Recebemos os seus dados e o imóvel que você escolheu. Enviamos também uma confirmação para o seu e-mail.",
    "interestThanks.step.contact.title": "Entramos em contato em até um dia útil",
    "interestThanks.step.contact.text":
      "Alguém da equipe fala com você pelo meio de contato que você escolheu (WhatsApp, e-mail ou telefone) para tirar dúvidas e combinar a visita.",
    "interestThanks.step.documents.title": "Separe os documentos",
    "interestThanks.step.documents.text": "Para fechar o contrato, tenha em mãos: {documents}. Não é preciso fiador.",
    "interestThanks.actions.title": "Enquanto isso",
    "interestThanks.propose.title": "Quer garantir o imóvel agora?",
    "interestThanks.propose.text":
      "Transforme seu interesse em uma proposta: já preenchemos com o que você informou. O proprietário responde em até 48 horas.",
    "interestThanks.propose.link": "Transformar em proposta",
    "interestThanks.actions.search": "Continuar buscando imóveis",
    "interestThanks.actions.favorites": "Ver meus favoritos",
    "interestThanks.actions.whatsapp": "Falar agora pelo WhatsApp",
    "interestThanks.actions.faq": "Dúvidas sobre caução, prazos e documentos? Veja as perguntas frequentes.",
  },
  en: {
    "interestThanks.next.title": "What happens next",
    "interestThanks.step.received.title": "Your request has arrived",
    "interestThanks.step.received.text":
      "We have your details and the home you chose. We have also sent a confirmation to your e-mail.",
    "interestThanks.step.contact.title": "We get in touch within one business day",
    "interestThanks.step.contact.text":
      "Someone from the team reaches you by the contact method you chose (WhatsApp, e-mail or phone) to answer your questions and arrange a viewing.",
    "interestThanks.step.documents.title": "Get your documents ready",
    "interestThanks.step.documents.text":
      "To sign the contract, have these at hand: {documents}. No guarantor is needed.",
    "interestThanks.actions.title": "Meanwhile",
    "interestThanks.propose.title": "Want to secure the home now?",
    "interestThanks.propose.text":
      "Turn your interest into a proposal: we filled it in with what you told us. The owner answers within 48 hours.",
    "interestThanks.propose.link": "Turn it into a proposal",
    "interestThanks.actions.search": "Keep looking for homes",
    "interestThanks.actions.favorites": "See my favourites",
    "interestThanks.actions.whatsapp": "Chat on WhatsApp now",
    "interestThanks.actions.faq": "Questions about the deposit, contract lengths or documents? Read the FAQ.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof interestThanks> {}
}
