import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The listing form's monthly bills (issue 22): each one included in the rent or estimated, and the all-in line. */
export const ownerBills = defineMessages({
  pt: {
    "owner.bills.heading": "Contas do mês",
    "owner.bills.hint":
      "Marque as contas que já vêm no aluguel. Para as outras, informe quanto costumam custar por mês (0 se não houver, por exemplo sem gás).",
    "owner.bills.included": "Já vem no aluguel",
    "owner.bills.estimate": "Estimativa por mês (R$)",
    "owner.bills.allIn": "Total por mês com tudo",
    "owner.bills.allIn.noRent": "informe o aluguel para ver",
    "owner.bills.allIn.hint": "Aluguel e as contas que não vêm nele: o valor que os estudantes veem no anúncio.",
    "owner.bills.allIn.hintCharges":
      "Aluguel, condomínio ({condoFee}), IPTU ({iptu}) e as contas que não vêm no aluguel: o valor que os estudantes veem no anúncio.",
  },
  en: {
    "owner.bills.heading": "Monthly bills",
    "owner.bills.hint":
      "Tick the bills the rent already includes. For the others, give what they usually cost a month (0 if there is none, e.g. no gas).",
    "owner.bills.included": "Included in the rent",
    "owner.bills.estimate": "Estimate per month (R$)",
    "owner.bills.allIn": "All-in per month",
    "owner.bills.allIn.noRent": "enter the rent to see it",
    "owner.bills.allIn.hint": "The rent and the bills it does not include: the figure students see on the listing.",
    "owner.bills.allIn.hintCharges":
      "The rent, condomínio ({condoFee}), IPTU ({iptu}) and the bills the rent does not include: the figure students see on the listing.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof ownerBills> {}
}
