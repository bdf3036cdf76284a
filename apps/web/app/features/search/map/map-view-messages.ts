import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** The search's map once loaded: its pins and clusters, the chosen listing's card, the area search's switch. */
export const searchMapView = defineMessages({
  pt: {
    "searchMap.moveSearch": "Buscar ao mover o mapa",
    "searchMap.lines": "Linhas de metrô e trem",
    "searchMap.lines.failed": "As linhas de metrô e trem não carregaram agora.",
    "searchMap.cluster.one": "{count} imóvel aqui: aproxime",
    "searchMap.cluster.other": "{count} imóveis aqui: aproxime",
    "searchMap.campus": "Campus: {university}",
    "searchMap.count.zero": "Nenhum imóvel nesta área do mapa",
    "searchMap.count.one": "{count} imóvel no mapa",
    "searchMap.count.other": "{count} imóveis no mapa",
    "searchMap.truncated": "Mostrando {shown} de {total}: aproxime o mapa para ver todos",
    "searchMap.loading": "Carregando o mapa…",
    "searchMap.card.close": "Fechar o imóvel escolhido",
    "searchMap.card.previous": "Imóvel anterior no mapa",
    "searchMap.card.next": "Próximo imóvel no mapa",
    "searchMap.card.position": "{position} de {count} no mapa",
  },
  en: {
    "searchMap.moveSearch": "Search as I move the map",
    "searchMap.lines": "Metro and train lines",
    "searchMap.lines.failed": "The metro and train lines could not load just now.",
    "searchMap.cluster.one": "{count} home here: zoom in",
    "searchMap.cluster.other": "{count} homes here: zoom in",
    "searchMap.campus": "Campus: {university}",
    "searchMap.count.zero": "No homes in this part of the map",
    "searchMap.count.one": "{count} home on the map",
    "searchMap.count.other": "{count} homes on the map",
    "searchMap.truncated": "Showing {shown} of {total}: zoom in to see them all",
    "searchMap.loading": "Loading the map…",
    "searchMap.card.close": "Close the chosen home",
    "searchMap.card.previous": "Previous home on the map",
    "searchMap.card.next": "Next home on the map",
    "searchMap.card.position": "{position} of {count} on the map",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof searchMapView> {}
}
