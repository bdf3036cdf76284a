import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * A listing's card wherever a list of them shows (search results, the home page's highlights,
 * favourites): apart from the search page's own text, so the home page does not carry that.
 */
export const listingCard = defineMessages({
  pt: {
    "card.sponsored": "Patrocinado",
    "card.sponsoredBy": "Patrocinado por {customer}",
    "card.bedrooms.one": "{count} quarto",
    "card.bedrooms.other": "{count} quartos",
    "card.bathrooms.one": "{count} banheiro",
    "card.bathrooms.other": "{count} banheiros",
    "card.garage.one": "{count} vaga de garagem",
    "card.garage.other": "{count} vagas de garagem",
    "card.occupancy": "{occupants} de {capacity} moradores",
    "card.vacancies.zero": "Sem vagas",
    "card.vacancies.one": "{count} vaga livre",
    "card.vacancies.other": "{count} vagas livres",
    "card.area": "{area} m²",
    "card.furnished": "Mobiliado",
    "card.unfurnished": "Sem mobília",
    "card.pets": "Aceita pets",
    "card.nearby": "Perto de {names}",
    "card.distance": "{distance} até {university}",
    "card.noPhoto": "Sem foto",
    "card.availableFrom": "Disponível a partir de {date}",
    "card.code": "Cód. {code}",
  },
  en: {
    "card.sponsored": "Sponsored",
    "card.sponsoredBy": "Sponsored by {customer}",
    "card.bedrooms.one": "{count} bedroom",
    "card.bedrooms.other": "{count} bedrooms",
    "card.bathrooms.one": "{count} bathroom",
    "card.bathrooms.other": "{count} bathrooms",
    "card.garage.one": "{count} parking space",
    "card.garage.other": "{count} parking spaces",
    "card.occupancy": "{occupants} of {capacity} residents",
    "card.vacancies.zero": "No vacancies",
    "card.vacancies.one": "{count} vacancy",
    "card.vacancies.other": "{count} vacancies",
    "card.area": "{area} m²",
    "card.furnished": "Furnished",
    "card.unfurnished": "Unfurnished",
    "card.pets": "Pets allowed",
    "card.nearby": "Near {names}",
    "card.distance": "{distance} to {university}",
    "card.noPhoto": "No photo",
    "card.availableFrom": "Available from {date}",
    "card.code": "Code {code}",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof listingCard> {}
}
