import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** Staff's arrival claims (issue 36, point 5): the claim, its photos, and the decision on the held money. */
export const adminClaimsMessages = defineMessages({
  pt: {
    "adminClaims.title": "Reclamações de chegada",
    "adminClaims.description": "Reclamações abertas por estudantes nas 48 horas após a mudança.",
    "adminClaims.lead":
      "O valor fica retido até a decisão. Liberar paga o proprietário; reembolsar em parte ou tudo devolve ao estudante por transferência.",
    "adminClaims.empty": "Nenhuma reclamação por enquanto.",
    "adminClaims.rental": "Aluguel {code} · {listing}",
    "adminClaims.student": "Estudante: {name}",
    "adminClaims.owner": "Proprietário: {name} · cancelamentos pelo proprietário: {count}",
    "adminClaims.ownerNone": "Sem conta de proprietário",
    "adminClaims.opened": "Aberta em {date}",
    "adminClaims.held": "Retido: {amount}",
    "adminClaims.photo": "Foto {n} da reclamação {code}",
    "adminClaims.decision": "Decisão",
    "adminClaims.refundAmount": "Valor do reembolso parcial (R$)",
    "adminClaims.refundHint": "Só para reembolso parcial, ex.: 1.234,56",
    "adminClaims.note": "Observação (opcional)",
    "adminClaims.decide": "Registrar decisão",
    "adminClaims.decided": "Decidida em {date}: {decision}",
    "adminClaims.refunded": "Reembolso: {amount}",
    "adminClaims.saved": "Decisão registrada. Os dois lados foram avisados por e-mail.",
    "adminClaims.failed": "Confira os campos marcados.",
    "adminClaims.unavailable": "Não foi possível concluir agora. Tente de novo em instantes.",
  },
  en: {
    "adminClaims.title": "Arrival claims",
    "adminClaims.description": "Claims students opened in the 48 hours after moving in.",
    "adminClaims.lead":
      "The money stays held until you decide. Release pays the owner; a partial or full refund goes back to the student by transfer.",
    "adminClaims.empty": "No claims for now.",
    "adminClaims.rental": "Rental {code} · {listing}",
    "adminClaims.student": "Student: {name}",
    "adminClaims.owner": "Owner: {name} · cancellations by this owner: {count}",
    "adminClaims.ownerNone": "No owner account",
    "adminClaims.opened": "Opened on {date}",
    "adminClaims.held": "Held: {amount}",
    "adminClaims.photo": "Photo {n} of claim {code}",
    "adminClaims.decision": "Decision",
    "adminClaims.refundAmount": "Partial refund amount (R$)",
    "adminClaims.refundHint": "Only for a partial refund, e.g. 1.234,56",
    "adminClaims.note": "Note (optional)",
    "adminClaims.decide": "Record decision",
    "adminClaims.decided": "Decided on {date}: {decision}",
    "adminClaims.refunded": "Refund: {amount}",
    "adminClaims.saved": "Decision recorded. Both sides were e-mailed.",
    "adminClaims.failed": "Please check the marked fields.",
    "adminClaims.unavailable": "This could not be done now. Please try again in a moment.",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof adminClaimsMessages> {}
}
