import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/**
 * The top bar's search-as-you-type box on the /imoveis pages (spec §2, §4). The status lines
 * are read out by screen readers as results arrive; `{query}` is what the visitor typed.
 */
export const searchBox = defineMessages({
  pt: {
    "searchBox.label": "Buscar imóveis",
    "searchBox.placeholder": "Busque por rua, bairro ou código",
    "searchBox.searching": "Buscando…",
    "searchBox.found.one": "1 imóvel encontrado. Use as setas para escolher.",
    "searchBox.found.other": "{count} imóveis encontrados. Use as setas para escolher.",
    "searchBox.empty": "Nenhum imóvel encontrado para “{query}”",
    "searchBox.forSale": "À venda",
    "searchBox.code": "Cód. {code}",
    "searchBox.submit": "Buscar",
  },
  en: {
    "searchBox.label": "Search homes",
    "searchBox.placeholder": "Search by street, neighbourhood or code",
    "searchBox.searching": "Searching…",
    "searchBox.found.one": "1 home found. Use the arrow keys to choose.",
    "searchBox.found.other": "{count} homes found. Use the arrow keys to choose.",
    "searchBox.empty": "No homes match “{query}”",
    "searchBox.forSale": "For sale",
    "searchBox.code": "Code {code}",
    "searchBox.submit": "Search",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof searchBox> {}
}
