import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * An empty search (issue 34): what it says, each active filter as a chip that removes it, and
 * which one filter, removed, gives homes again.
 */
export const emptyResultMessages = defineMessages({
  pt: {
    "search.emptyResult.title": "Nenhum imóvel combina com todos esses filtros.",
    "search.emptyResult.filters": "Filtros ativos",
    "search.emptyResult.remove": "Remover filtro: {filter}",
    "search.emptyResult.best.one": "Sem “{filter}” há {count} imóvel.",
    "search.emptyResult.best.other": "Sem “{filter}” há {count} imóveis.",
    "search.emptyResult.none": "Tirar um filtro só não basta: remova mais de um, ou comece de novo.",
    "search.emptyResult.clear": "Limpar todos os filtros",
    "search.emptyResult.nothing": "Nenhum imóvel por aqui no momento. Volte em breve.",
    "search.chip.from": "A partir de {price}",
    "search.chip.upTo": "Até {price}",
    "search.chip.allIn": "Com tudo até {price}",
    "search.chip.bedrooms.one": "{count} quarto",
    "search.chip.bedrooms.other": "{count} quartos",
    "search.chip.bedroomsOrMore": "{count}+ quartos",
    "search.chip.near": "Perto de {university}",
    "search.chip.commute": "Até {minutes} min de {university}",
    "search.chip.moveIn": "Chegada em {date}",
    "search.chip.moveOut": "Saída em {date}",
    "search.chip.area": "Área do mapa",
    "search.chip.text": "“{text}”",
    "search.chip.unfurnished": "Sem mobília",
  },
  en: {
    "search.emptyResult.title": "No home matches all of these filters.",
    "search.emptyResult.filters": "Active filters",
    "search.emptyResult.remove": "Remove filter: {filter}",
    "search.emptyResult.best.one": "Without “{filter}” there is {count} home.",
    "search.emptyResult.best.other": "Without “{filter}” there are {count} homes.",
    "search.emptyResult.none": "Removing one filter is not enough: remove more than one, or start again.",
    "search.emptyResult.clear": "Clear all filters",
    "search.emptyResult.nothing": "No homes here at the moment. Come back soon.",
    "search.chip.from": "From {price}",
    "search.chip.upTo": "Up to {price}",
    "search.chip.allIn": "All-in up to {price}",
    "search.chip.bedrooms.one": "{count} bedroom",
    "search.chip.bedrooms.other": "{count} bedrooms",
    "search.chip.bedroomsOrMore": "{count}+ bedrooms",
    "search.chip.near": "Near {university}",
    "search.chip.commute": "Up to {minutes} min to {university}",
    "search.chip.moveIn": "Moving in {date}",
    "search.chip.moveOut": "Moving out {date}",
    "search.chip.area": "Map area",
    "search.chip.text": "“{text}”",
    "search.chip.unfurnished": "Unfurnished",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof emptyResultMessages> {}
}
