import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** The search's map as the page shows it before the map loads: its button, its region, the area note. */
export const searchMap = defineMessages({
  pt: {
    "searchMap.label": "Mapa dos imóveis da busca",
    "searchMap.show": "Mapa",
    "searchMap.hide": "Lista",
    "searchMap.showLong": "Ver os imóveis no mapa",
    "searchMap.hideLong": "Voltar para a lista",
    "searchMap.area": "Só imóveis na área do mapa.",
    "searchMap.area.clear": "Ver todas as áreas",
    "searchMap.failed": "O mapa não carregou agora. A lista tem todos os imóveis.",
    "searchMap.area.error": "Não foi possível ler a área do mapa no endereço; a lista mostra todas as áreas.",
  },
  en: {
    "searchMap.label": "Map of the search's homes",
    "searchMap.show": "Map",
    "searchMap.hide": "List",
    "searchMap.showLong": "Show the homes on a map",
    "searchMap.hideLong": "Back to the list",
    "searchMap.area": "Only homes in the map's area.",
    "searchMap.area.clear": "Show every area",
    "searchMap.failed": "The map could not load just now. The list has every home.",
    "searchMap.area.error": "The map area in the address could not be read, so the list shows every area.",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof searchMap> {}
}
