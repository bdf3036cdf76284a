import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** A metro or train line's name, as the listing's legs and the map's lines say it. */
export const transitLine = defineMessages({
  pt: {
    "commute.line.metro": "Linha {number} do metrô",
    "commute.line.train": "Linha {number} da CPTM",
    "commute.line.bus": "Ônibus {number}",
  },
  en: {
    "commute.line.metro": "Metro line {number}",
    "commute.line.train": "CPTM line {number}",
    "commute.line.bus": "Bus {number}",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof transitLine> {}
}
