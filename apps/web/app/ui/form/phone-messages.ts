import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The phone field shared by every form that asks for a number: its country selector. */
export const phone = defineMessages({
  pt: {
    "phone.country": "País do telefone",
    "phone.preferred": "Mais usados",
    "phone.allCountries": "Todos os países",
    "phone.hint": "Escolha o país, ou digite o número com + e o código do país.",
  },
  en: {
    "phone.country": "Phone country",
    "phone.preferred": "Most used",
    "phone.allCountries": "All countries",
    "phone.hint": "Choose the country, or type the number with + and its country code.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof phone> {}
}
