import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** Cancelling a rental by its listing's policy (issue 36, point 7), and the policy where it is explained. */
export const cancellationMessages = defineMessages({
  pt: {
    "cancel.title": "Cancelar o aluguel {code}",
    "cancel.description": "Veja quanto volta para você antes de confirmar o cancelamento.",
    "cancel.back": "Voltar ao aluguel",
    "cancel.policy": "Política de cancelamento: {policy}",
    "cancel.preview.title": "Se você cancelar agora",
    "cancel.preview.held": "Retido pelo site: {amount}",
    "cancel.preview.refund": "Volta para o estudante: {amount}",
    "cancel.preview.penalty": "Fica com o proprietário (multa): {amount}",
    "cancel.preview.freeUntil": "Cancelamento sem custo até {date}.",
    "cancel.preview.owner":
      "Como proprietário, ao cancelar você devolve tudo ao estudante, e o cancelamento fica registrado no seu perfil.",
    "cancel.preview.nothingHeld":
      "Nada foi pago ao site ainda: cancelar não custa nada, e as cobranças em aberto são canceladas.",
    "cancel.reason": "Motivo (opcional)",
    "cancel.button": "Cancelar o aluguel",
    "cancel.done": "Aluguel cancelado. Enviamos um e-mail aos dois lados com o que foi devolvido.",
    "cancel.closed": "Este aluguel não pode ser cancelado aqui: só entre o aceite e a entrada no imóvel.",
    "cancel.unavailable": "Não foi possível concluir agora. Tente de novo em instantes.",
    "cancel.notLegalAdvice": "Resumo informativo das regras do site, não é aconselhamento jurídico.",
  },
  en: {
    "cancel.title": "Cancel rental {code}",
    "cancel.description": "See what you get back before you confirm the cancellation.",
    "cancel.back": "Back to the rental",
    "cancel.policy": "Cancellation policy: {policy}",
    "cancel.preview.title": "If you cancel now",
    "cancel.preview.held": "Held by the site: {amount}",
    "cancel.preview.refund": "Back to the student: {amount}",
    "cancel.preview.penalty": "Kept for the owner (penalty): {amount}",
    "cancel.preview.freeUntil": "Free cancellation until {date}.",
    "cancel.preview.owner":
      "As the owner, cancelling gives the student everything back, and the cancellation is recorded on your profile.",
    "cancel.preview.nothingHeld":
      "Nothing was paid to the site yet: cancelling costs nothing, and open charges are withdrawn.",
    "cancel.reason": "Reason (optional)",
    "cancel.button": "Cancel the rental",
    "cancel.done": "Rental cancelled. We e-mailed both sides what was refunded.",
    "cancel.closed": "This rental cannot be cancelled here: only between acceptance and move-in.",
    "cancel.unavailable": "This could not be done now. Please try again in a moment.",
    "cancel.notLegalAdvice": "A summary of the site's rules for information, not legal advice.",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof cancellationMessages> {}
}
