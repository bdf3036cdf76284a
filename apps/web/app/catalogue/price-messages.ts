import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/** A listing's page. Spec §3: the price says whether it is for the whole apartment or per room. */
export const property = defineMessages({
  pt: {
    "property.price.whole": "{price} por mês, apartamento inteiro",
    "property.price.perRoom": "{price} por mês, por quarto",
    "property.code": "Código {code}",
  },
  en: {
    "property.price.whole": "{price} a month, whole apartment",
    "property.price.perRoom": "{price} a month, per room",
    "property.code": "Code {code}",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof property> {}
}
