import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * A listing's page. Spec §3: the price says whether it is for the whole apartment or per room;
 * issue 22: what is paid every month, all in.
 */
export const property = defineMessages({
  pt: {
    "property.price.whole": "{price} por mês, apartamento inteiro",
    "property.price.perRoom": "{price} por mês, por quarto",
    "property.code": "Código {code}",
    "property.price.allIn": "{price}/mês com tudo",
    "property.price.allIn.explain":
      "Aluguel + condomínio + IPTU + as contas que o aluguel não inclui, pela estimativa do proprietário.",
  },
  en: {
    "property.price.whole": "{price} a month, whole apartment",
    "property.price.perRoom": "{price} a month, per room",
    "property.code": "Code {code}",
    "property.price.allIn": "{price}/month all-in",
    "property.price.allIn.explain":
      "Rent + condomínio (building fee) + IPTU (property tax) + the bills the rent does not include, as the owner estimates them.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof property> {}
}
