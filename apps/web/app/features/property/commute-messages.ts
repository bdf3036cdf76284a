import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The listing page's "Getting to campus": each university's way there, leg by leg. */
export const listingCommute = defineMessages({
  pt: {
    "listing.commute.heading": "Como chegar ao campus",
    "listing.commute.about.ride": "Cerca de {minutes} min até {university} de {rides}",
    "listing.commute.about.walk": "Cerca de {minutes} min a pé até {university}",
    "listing.commute.walkOnly": "ou {minutes} min a pé",
    "listing.commute.more.one": "Ver mais {count} faculdade",
    "listing.commute.more.other": "Ver mais {count} faculdades",
    "listing.commute.legs": "O trajeto até {university}, etapa por etapa",
    "listing.commute.leg.change": "Baldeação: {minutes} min a pé",
    "listing.commute.leg.wait": "espera de ~{minutes} min",
    "listing.commute.leg.ride": "{minutes} min a bordo",
    "listing.commute.leg.stops.one": "{count} parada",
    "listing.commute.leg.stops.other": "{count} paradas",
    "listing.commute.leg.toCampus": "{minutes} min a pé até o campus",
    "listing.commute.leg.toStation": "{minutes} min a pé até a estação",
    "listing.commute.leg.toStop": "{minutes} min a pé do ponto até o campus",
    "listing.commute.leg.shuttle.route": "{from} → campus",
    "listing.commute.leg.shuttle.operator": "operada por {operator}",
    "listing.commute.walkFaster": "Daqui, ir a pé é mais rápido que de metrô ou trem.",
    "listing.commute.noStation":
      "Não há estação de metrô ou trem a até {distance} (em linha reta) do imóvel ou do campus: o trajeto é a pé.",
  },
  en: {
    "listing.commute.heading": "Getting to campus",
    "listing.commute.about.ride": "About {minutes} min to {university} by {rides}",
    "listing.commute.about.walk": "About {minutes} min to {university} on foot",
    "listing.commute.walkOnly": "or {minutes} min on foot",
    "listing.commute.more.one": "See {count} more university",
    "listing.commute.more.other": "See {count} more universities",
    "listing.commute.legs": "The way to {university}, step by step",
    "listing.commute.leg.change": "Change lines: walk {minutes} min",
    "listing.commute.leg.wait": "wait ~{minutes} min",
    "listing.commute.leg.ride": "{minutes} min on board",
    "listing.commute.leg.stops.one": "{count} stop",
    "listing.commute.leg.stops.other": "{count} stops",
    "listing.commute.leg.toCampus": "Walk {minutes} min to the campus",
    "listing.commute.leg.toStation": "Walk {minutes} min to the station",
    "listing.commute.leg.toStop": "Walk {minutes} min from the stop to the campus",
    "listing.commute.leg.shuttle.route": "{from} → campus",
    "listing.commute.leg.shuttle.operator": "run by {operator}",
    "listing.commute.walkFaster": "From here, walking is quicker than the metro or train.",
    "listing.commute.noStation":
      "No metro or train station is within {distance} (straight line) of the home or the campus, so the way is on foot.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof listingCommute> {}
}
