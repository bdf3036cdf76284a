import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Reporting a listing (issue 22): the property page's discreet form and its own page. */
export const reportListing = defineMessages({
  pt: {
    "report.open": "Denunciar anúncio",
    "report.continue": "Abrir o formulário de denúncia",
    "report.title": "Denunciar este anúncio",
    "report.pageTitle": "Denunciar o anúncio {code}",
    "report.pageDescription": "Conte para a equipe CampusLar o que há de errado com este anúncio.",
    "report.intro":
      "Viu algo estranho? Anúncios falsos e golpes acontecem. Conte o que há de errado e a equipe CampusLar vai verificar.",
    "report.reason": "O que há de errado?",
    "report.reason.fake": "Anúncio falso ou golpe",
    "report.reason.unavailable": "Não está mais disponível",
    "report.reason.wrong_information": "Informações erradas",
    "report.reason.other": "Outro motivo",
    "report.message": "Mensagem",
    "report.message.hint": "Obrigatória para “Outro motivo”; até {max} caracteres.",
    "report.email": "Seu e-mail (opcional)",
    "report.email.hint": "Para podermos responder. Não é mostrado a ninguém.",
    "report.submit": "Enviar denúncia",
    "report.sending": "Enviando…",
    "report.thanks.title": "Obrigado pela denúncia",
    "report.thanks.text": "Vamos verificar este anúncio.",
    "report.back": "Voltar para o anúncio",
    "report.unavailable": "Não foi possível enviar agora. Tente de novo em instantes.",
    "report.tooMany": "Muitas denúncias em pouco tempo. Tente de novo em {minutes} min.",
  },
  en: {
    "report.open": "Report this listing",
    "report.continue": "Open the report form",
    "report.title": "Report this listing",
    "report.pageTitle": "Report listing {code}",
    "report.pageDescription": "Tell the CampusLar team what is wrong with this listing.",
    "report.intro":
      "Seen something odd? Fake listings and scams happen. Tell us what is wrong and the CampusLar team will look into it.",
    "report.reason": "What is wrong?",
    "report.reason.fake": "Fake listing or scam",
    "report.reason.unavailable": "No longer available",
    "report.reason.wrong_information": "Wrong information",
    "report.reason.other": "Other",
    "report.message": "Message",
    "report.message.hint": "Required for “Other”; up to {max} characters.",
    "report.email": "Your email (optional)",
    "report.email.hint": "So we can reply. It is shown to no one else.",
    "report.submit": "Send report",
    "report.sending": "Sending…",
    "report.thanks.title": "Thank you for your report",
    "report.thanks.text": "We will look into it.",
    "report.back": "Back to the listing",
    "report.unavailable": "The report could not be sent now. Please try again in a moment.",
    "report.tooMany": "Too many reports in a short time. Please try again in {minutes} min.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof reportListing> {}
}
