import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The search page's way into a saved search with e-mail alerts (issue 23). */
export const alertMe = defineMessages({
  pt: {
    "alertMe.link": "Criar alerta",
    "alertMe.lead": "Receba por e-mail os imóveis novos desta busca.",
    "alertMe.lead.sale": "Receba por e-mail os imóveis que forem postos à venda.",
    "alertMe.account.title": "Alertas de busca",
    "alertMe.account.count.zero": "Nenhum alerta ainda. Faça uma busca e toque em “Criar alerta”.",
    "alertMe.account.count.one": "1 alerta ativo.",
    "alertMe.account.count.other": "{count} alertas ativos.",
    "alertMe.account.failed": "Não foi possível carregar seus alertas agora.",
    "alertMe.account.manage": "Meus alertas",
  },
  en: {
    "alertMe.link": "Alert me",
    "alertMe.lead": "Get this search's new homes by e-mail.",
    "alertMe.lead.sale": "Get the homes newly put up for sale by e-mail.",
    "alertMe.account.title": "Search alerts",
    "alertMe.account.count.zero": "No alerts yet. Search, then tap “Alert me”.",
    "alertMe.account.count.one": "1 alert on.",
    "alertMe.account.count.other": "{count} alerts on.",
    "alertMe.account.failed": "Your alerts could not be loaded just now.",
    "alertMe.account.manage": "My alerts",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof alertMe> {}
}
