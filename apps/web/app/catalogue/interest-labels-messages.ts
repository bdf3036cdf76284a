import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/** The choices of the interest form, named the same where the student picks them and where the owner reads them. */
export const interestLabels = defineMessages({
  pt: {
    "interest.warranty": "Tipo de garantia",
    "interest.contactMethod": "Como prefere que a gente fale com você?",
    "interest.warranty.guarantor": "Fiador",
    "interest.warranty.insurance": "Seguro-fiança",
    "interest.warranty.escrow_deposit": "Caução (depósito)",
    "interest.contactMethod.whatsapp": "WhatsApp",
    "interest.contactMethod.email": "E-mail",
    "interest.contactMethod.phone": "Ligação",
  },
  en: {
    "interest.warranty": "Type of guarantee",
    "interest.contactMethod": "How should we contact you?",
    "interest.warranty.guarantor": "Guarantor",
    "interest.warranty.insurance": "Rent guarantee insurance",
    "interest.warranty.escrow_deposit": "Security deposit",
    "interest.contactMethod.whatsapp": "WhatsApp",
    "interest.contactMethod.email": "Email",
    "interest.contactMethod.phone": "Phone call",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof interestLabels> {}
}
