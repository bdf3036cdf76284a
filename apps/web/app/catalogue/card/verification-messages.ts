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
    "verified.until": "Vale até {date}.",
    "verified.age.recent": "este mês",
    "verified.age.one": "há 1 mês",
    "verified.age.other": "há {count} meses",
    "verified.badgeAge": "Verificado há {count} meses pela equipe",
    "verified.badgeAge.recent": "Verificado neste mês pela equipe",
    "verified.badgeAge.one": "Verificado há 1 mês pela equipe",
    "verified.stale.one": "Verificado há 1 mês — precisa de uma nova checagem",
    "verified.stale.other": "Verificado há {count} meses — precisa de uma nova checagem",
    "verified.stale.hint":
      "A equipe viu o imóvel em {date}, por {method}. Uma verificação vale {valid} meses: o imóvel pode ter mudado desde então.",
    "verified.stale.method.visit": "visita",
    "verified.stale.method.video_call": "videochamada",
  },
  en: {
    "verified.badge": "Verified",
    "verified.card": "Verified by our team by a visit or a video call",
    "verified.by.visit": "Verified by our team on {date}, by a visit",
    "verified.by.video_call": "Verified by our team on {date}, by a video call",
    "verified.means": "Someone from our team saw the home and checked it matches the listing.",
    "verified.filter": "Verified only",
    "verified.until": "Valid until {date}.",
    "verified.age.recent": "this month",
    "verified.age.one": "1 month ago",
    "verified.age.other": "{count} months ago",
    "verified.badgeAge": "Verified by our team {count} months ago",
    "verified.badgeAge.recent": "Verified by our team this month",
    "verified.badgeAge.one": "Verified by our team 1 month ago",
    "verified.stale.one": "Verified 1 month ago — due for a new check",
    "verified.stale.other": "Verified {count} months ago — due for a new check",
    "verified.stale.hint":
      "Our team saw the home on {date}, by {method}. A verification holds for {valid} months: the home may have changed since.",
    "verified.stale.method.visit": "a visit",
    "verified.stale.method.video_call": "a video call",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof verification> {}
}
