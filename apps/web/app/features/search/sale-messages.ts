import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The page of listings for sale (spec §3): its introduction, the list and its pages. */
export const saleList = defineMessages({
  pt: {
    "sale.list.count": "{count} imóveis à venda",
    "sale.list.countOne": "1 imóvel à venda",
    "sale.list.empty": "Nenhum imóvel à venda agora. Volte em breve ou fale com a gente.",
    "sale.list.heading": "Imóveis à venda",
    "sale.hero.point1": "Apartamentos perto das principais universidades",
    "sale.hero.point2": "Bons para morar ou alugar para estudantes",
    "sale.hero.point3": "Atendimento da CampusLar do primeiro contato à escritura",
    "sale.pagination.label": "Páginas de resultados",
    "sale.pagination.previous": "Anterior",
    "sale.pagination.next": "Próxima",
    "sale.pagination.page": "Página {page}",
    "sale.pagination.status": "Página {page} de {pages}",
  },
  en: {
    "sale.list.count": "{count} homes for sale",
    "sale.list.countOne": "1 home for sale",
    "sale.list.empty": "No homes for sale right now. Come back soon or talk to us.",
    "sale.list.heading": "Homes for sale",
    "sale.hero.point1": "Apartments close to the main universities",
    "sale.hero.point2": "Good to live in or to let to students",
    "sale.hero.point3": "CampusLar by your side from the first call to the deed",
    "sale.pagination.label": "Result pages",
    "sale.pagination.previous": "Previous",
    "sale.pagination.next": "Next",
    "sale.pagination.page": "Page {page}",
    "sale.pagination.status": "Page {page} of {pages}",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof saleList> {}
}
