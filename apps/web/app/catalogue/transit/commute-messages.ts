import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * A commute to campus wherever a listing shows one (a search card, the listing's page, the
 * search's map): the kinds of transport and the note on what the figure is.
 * Each sentence is whole in each language, so word order is the language's own.
 */
export const commute = defineMessages({
  pt: {
    "commute.ride.metro": "metrô",
    "commute.ride.train": "trem",
    "commute.ride.bus": "ônibus",
    "commute.ride.shuttle": "ônibus circular",
    "commute.access.after": "{ride} até {station}, depois {line} · {minutes} min",
    "commute.access.from": "{line} desde {station} · {minutes} min",
    "commute.card.ride": "{minutes} min até {university} de {rides}",
    "commute.card.walk": "{minutes} min a pé até {university}",
    "commute.card.distance": "a {distance}",
    "commute.note":
      "Estimativas para um dia útil de manhã ({hours}) na rede de metrô e trem de {year}; a pé a {speed} km/h.",
  },
  en: {
    "commute.ride.metro": "metro",
    "commute.ride.train": "train",
    "commute.ride.bus": "bus",
    "commute.ride.shuttle": "campus shuttle",
    "commute.access.after": "{ride} to {station}, then {line} · {minutes} min",
    "commute.access.from": "{line} from {station} · {minutes} min",
    "commute.card.ride": "{minutes} min to {university} by {rides}",
    "commute.card.walk": "{minutes} min to {university} on foot",
    "commute.card.distance": "{distance} away",
    "commute.note":
      "Estimates for a weekday morning ({hours}) on the {year} metro and train network; walking at {speed} km/h.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof commute> {}
}
