import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The top bar's search-as-you-type box on the /imoveis pages (spec §2, §4): universities,
 * neighbourhoods and listings, grouped. The status lines are read out by screen readers as
 * results arrive; `{query}` is what the visitor typed, `{found}` the counts of the groups
 * ("1 universidade, 2 bairros e 10 imóveis"), `{street}` a street typed that no home stands on.
 */
export const searchBox = defineMessages({
  pt: {
    "searchBox.label": "Buscar imóveis",
    "searchBox.placeholder": "Bairro, faculdade ou rua",
    "searchBox.searching": "Buscando…",
    "searchBox.found": "Sugestões: {found}. Use as setas para escolher.",
    "searchBox.found.universities.one": "1 universidade",
    "searchBox.found.universities.other": "{count} universidades",
    "searchBox.found.neighbourhoods.one": "1 bairro",
    "searchBox.found.neighbourhoods.other": "{count} bairros",
    "searchBox.empty": "Nenhum imóvel encontrado para “{query}”",
    "searchBox.noStreet": "Nenhum imóvel em “{street}” por enquanto",
    "searchBox.byNeighbourhood": "Buscar por bairro",
    "searchBox.group.universities": "Universidades",
    "searchBox.group.neighbourhoods": "Bairros",
    "searchBox.group.homes": "Imóveis",
    "searchBox.homes.one": "1 imóvel",
    "searchBox.homes.other": "{count} imóveis",
    "searchBox.nearby.zero": "Nenhum imóvel por perto ainda",
    "searchBox.nearby.one": "1 imóvel por perto",
    "searchBox.nearby.other": "{count} imóveis por perto",
    "searchBox.forSale": "À venda",
    "searchBox.code": "Cód. {code}",
    "searchBox.submit": "Buscar",
  },
  en: {
    "searchBox.label": "Search homes",
    "searchBox.placeholder": "Area, university or street",
    "searchBox.searching": "Searching…",
    "searchBox.found": "Suggestions: {found}. Use the arrow keys to choose.",
    "searchBox.found.universities.one": "1 university",
    "searchBox.found.universities.other": "{count} universities",
    "searchBox.found.neighbourhoods.one": "1 neighbourhood",
    "searchBox.found.neighbourhoods.other": "{count} neighbourhoods",
    "searchBox.empty": "No homes match “{query}”",
    "searchBox.noStreet": "No homes on “{street}” yet",
    "searchBox.byNeighbourhood": "Search by neighbourhood",
    "searchBox.group.universities": "Universities",
    "searchBox.group.neighbourhoods": "Neighbourhoods",
    "searchBox.group.homes": "Homes",
    "searchBox.homes.one": "1 home",
    "searchBox.homes.other": "{count} homes",
    "searchBox.nearby.zero": "No homes nearby yet",
    "searchBox.nearby.one": "1 home nearby",
    "searchBox.nearby.other": "{count} homes nearby",
    "searchBox.forSale": "For sale",
    "searchBox.code": "Code {code}",
    "searchBox.submit": "Search",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof searchBox> {}
}
