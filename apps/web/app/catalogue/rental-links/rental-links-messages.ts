import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Issue 35: the ways to a person's rentals from the account page and the owner's listings. */
export const rentalLinksMessages = defineMessages({
  pt: {
    "rentalLinks.title": "Aluguéis",
    "rentalLinks.lead": "Suas propostas e as que seus imóveis receberam, com o prazo de cada resposta.",
    "rentalLinks.student": "Seus aluguéis",
    "rentalLinks.owner": "Propostas para seus imóveis",
    "rentalLinks.payouts": "Recebimentos: onde você recebe e seu extrato",
  },
  en: {
    "rentalLinks.title": "Rentals",
    "rentalLinks.lead": "Your proposals and those your homes received, with each answer's deadline.",
    "rentalLinks.student": "Your rentals",
    "rentalLinks.owner": "Proposals for your homes",
    "rentalLinks.payouts": "Payouts: where you are paid and your statement",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof rentalLinksMessages> {}
}
