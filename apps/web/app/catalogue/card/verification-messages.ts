import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * Verified listings (issue 22): the badge on a card and a listing's page, and the sentence that
 * says how and when; the search's filter and the safety page name it too.
 */
export const verification = defineMessages({
  pt: {
    "verified.badge": "Verificado",
    "verified.card": "Verificado pela equipe por visita ou videochamada",
    "verified.by.visit": "Verificado pela equipe em {date}, por visita",
    "verified.by.video_call": "Verificado pela equipe em {date}, por videochamada",
    "verified.means": "Alguém da equipe viu o imóvel e conferiu que ele corresponde ao anúncio.",
    "verified.filter": "Só verificados",
  },
  en: {
    "verified.badge": "Verified",
    "verified.card": "Verified by our team by a visit or a video call",
    "verified.by.visit": "Verified by our team on {date}, by a visit",
    "verified.by.video_call": "Verified by our team on {date}, by a video call",
    "verified.means": "Someone from our team saw the home and checked it matches the listing.",
    "verified.filter": "Verified only",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof verification> {}
}
