import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The page of a listing that is not there (issue 34.15): removed (410) or never listed (404). */
export const listingGone = defineMessages({
  pt: {
    "listingGone.removed.title": "Este anúncio foi retirado",
    "listingGone.removed.hint":
      "O imóvel {code} não está mais anunciado. Veja outros parecidos perto dele ou faça uma busca.",
    "listingGone.unknown.title": "Não encontramos este imóvel",
    "listingGone.unknown.hint":
      "Nenhum anúncio tem o código {code}. Confira o código, faça uma busca ou veja os mais recentes.",
    "listingGone.search": "Buscar um imóvel",
    "listingGone.similar.removed": "Parecidos em {neighbourhood}",
    "listingGone.similar.neighbourhood": "Outros em {neighbourhood}",
    "listingGone.similar.recent": "Anunciados recentemente",
    "listingGone.seeAll.neighbourhood": "Ver todos em {neighbourhood}",
    "listingGone.seeAll": "Ver todos os imóveis",
    "listingGone.home": "Voltar ao início",
  },
  en: {
    "listingGone.removed.title": "This listing has been removed",
    "listingGone.removed.hint": "Home {code} is no longer advertised. See similar homes near it, or search.",
    "listingGone.unknown.title": "We could not find this listing",
    "listingGone.unknown.hint": "No listing has the code {code}. Check the code, search, or see the newest homes.",
    "listingGone.search": "Search for a home",
    "listingGone.similar.removed": "Similar homes in {neighbourhood}",
    "listingGone.similar.neighbourhood": "Other homes in {neighbourhood}",
    "listingGone.similar.recent": "Recently listed",
    "listingGone.seeAll.neighbourhood": "See all in {neighbourhood}",
    "listingGone.seeAll": "See all homes",
    "listingGone.home": "Back to home",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof listingGone> {}
}
