import { ACCOMMODATION_TYPE_NAMES } from "@campuslar/domain/property/property-enums";
import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The words every page uses about a listing wherever it shows one: its type's name (spelled
 * once, in the domain), each room's name from its kind and number, the red and green of a
 * room's availability, and the notice on a text its owner wrote in Portuguese only.
 */
export const listingLabels = defineMessages({
  pt: {
    "accommodation.type.coliving": ACCOMMODATION_TYPE_NAMES.coliving.pt,
    "accommodation.type.apartamento": ACCOMMODATION_TYPE_NAMES.apartamento.pt,
    "accommodation.type.residencia_estudantil": ACCOMMODATION_TYPE_NAMES.residencia_estudantil.pt,
    "room.name.bedroom": "Quarto {number}",
    "room.name.suite": "Suíte {number}",
    "room.status.available": "Disponível",
    "room.status.occupied": "Ocupado",
    "room.list": "Disponibilidade dos quartos",
    "listingText.titleInPortuguese": "Título em português",
    "listingText.descriptionInPortuguese": "Descrição em português",
  },
  en: {
    "accommodation.type.coliving": ACCOMMODATION_TYPE_NAMES.coliving.en,
    "accommodation.type.apartamento": ACCOMMODATION_TYPE_NAMES.apartamento.en,
    "accommodation.type.residencia_estudantil": ACCOMMODATION_TYPE_NAMES.residencia_estudantil.en,
    "room.name.bedroom": "Room {number}",
    "room.name.suite": "Suite {number}",
    "room.status.available": "Available",
    "room.status.occupied": "Occupied",
    "room.list": "Room availability",
    "listingText.titleInPortuguese": "Title in Portuguese",
    "listingText.descriptionInPortuguese": "Description in Portuguese",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof listingLabels> {}
}
