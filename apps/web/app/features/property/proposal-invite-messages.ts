import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Issue 35: the listing page's invitation to propose renting online, with the owner's answer record. */
export const proposalInviteMessages = defineMessages({
  pt: {
    "listing.propose.heading": "Quer garantir este imóvel?",
    "listing.propose.lead":
      "Envie uma proposta pelo site: o proprietário responde em até 48 horas, e o contrato é assinado online.",
    "listing.propose.link": "Propor aluguel",
    "listing.propose.stats": "Responde {rate}% das propostas, em geral em {time}",
    "listing.propose.statsRate": "Responde {rate}% das propostas",
    "listing.propose.minutes": "{n} min",
    "listing.propose.hours": "{n} h",
    "listing.propose.days": "{n} dias",
  },
  en: {
    "listing.propose.heading": "Want to secure this home?",
    "listing.propose.lead":
      "Send a proposal on the site: the owner answers within 48 hours, and the lease is signed online.",
    "listing.propose.link": "Propose to rent",
    "listing.propose.stats": "Answers {rate}% of proposals, usually within {time}",
    "listing.propose.statsRate": "Answers {rate}% of proposals",
    "listing.propose.minutes": "{n} min",
    "listing.propose.hours": "{n} h",
    "listing.propose.days": "{n} days",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof proposalInviteMessages> {}
}
