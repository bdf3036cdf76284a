import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** The search's map: its toggle, its pins and clusters, the chosen listing's card, the area search. */
export const searchMap = defineMessages({
  pt: {
    "searchMap.label": "Mapa dos imóveis da busca",
    "searchMap.show": "Mapa",
    "searchMap.hide": "Lista",
    "searchMap.showLong": "Ver os imóveis no mapa",
    "searchMap.hideLong": "Voltar para a lista",
    "searchMap.moveSearch": "Buscar ao mover o mapa",
    "searchMap.cluster.one": "{count} imóvel aqui: aproxime",
    "searchMap.cluster.other": "{count} imóveis aqui: aproxime",
    "searchMap.campus": "Campus: {university}",
    "searchMap.count.zero": "Nenhum imóvel nesta área do mapa",
    "searchMap.count.one": "{count} imóvel no mapa",
    "searchMap.count.other": "{count} imóveis no mapa",
    "searchMap.truncated": "Mostrando {shown} de {total}: aproxime o mapa para ver todos",
    "searchMap.loading": "Carregando o mapa…",
    "searchMap.failed": "O mapa não carregou agora. A lista tem todos os imóveis.",
    "searchMap.card.close": "Fechar o imóvel escolhido",
    "searchMap.card.previous": "Imóvel anterior no mapa",
    "searchMap.card.next": "Próximo imóvel no mapa",
    "searchMap.card.position": "{position} de {count} no mapa",
    "searchMap.area": "Só imóveis na área do mapa.",
    "searchMap.area.clear": "Ver todas as áreas",
    "searchMap.area.error": "Não foi possível ler a área do mapa no endereço; a lista mostra todas as áreas.",
  },
  en: {
    "searchMap.label": "Map of the search's homes",
    "searchMap.show": "Map",
    "searchMap.hide": "List",
    "searchMap.showLong": "Show the homes on a map",
    "searchMap.hideLong": "Back to the list",
    "searchMap.moveSearch": "Search as I move the map",
    "searchMap.cluster.one": "{count} home here: zoom in",
    "searchMap.cluster.other": "{count} homes here: zoom in",
    "searchMap.campus": "Campus: {university}",
    "searchMap.count.zero": "No homes in this part of the map",
    "searchMap.count.one": "{count} home on the map",
    "searchMap.count.other": "{count} homes on the map",
    "searchMap.truncated": "Showing {shown} of {total}: zoom in to see them all",
    "searchMap.loading": "Loading the map…",
    "searchMap.failed": "The map could not load just now. The list has every home.",
    "searchMap.card.close": "Close the chosen home",
    "searchMap.card.previous": "Previous home on the map",
    "searchMap.card.next": "Next home on the map",
    "searchMap.card.position": "{position} of {count} on the map",
    "searchMap.area": "Only homes in the map's area.",
    "searchMap.area.clear": "Show every area",
    "searchMap.area.error": "The map area in the address could not be read, so the list shows every area.",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof searchMap> {}
}
