import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Staff's list of every visit (issue 23), beside the leads. */
export const adminVisits = defineMessages({
  pt: {
    "admin.nav.visits": "Visitas",
    "admin.visits.title": "Visitas",
    "admin.visits.description": "Todas as visitas agendadas pelos estudantes, de todos os anúncios.",
    "admin.visits.filters": "Filtrar visitas",
    "admin.visits.status": "Situação",
    "admin.visits.status.all": "Todas",
    "admin.visits.from": "De",
    "admin.visits.to": "Até",
    "admin.visits.apply": "Filtrar",
    "admin.visits.empty": "Nenhuma visita com estes filtros.",
    "admin.visits.sponsored": "Patrocinado",
    "admin.visits.schedule": "Horários do anúncio",
    "admin.visits.count.zero": "Nenhuma visita",
    "admin.visits.count.one": "1 visita",
    "admin.visits.count.other": "{count} visitas",
  },
  en: {
    "admin.nav.visits": "Visits",
    "admin.visits.title": "Visits",
    "admin.visits.description": "Every visit students booked, on every listing.",
    "admin.visits.filters": "Filter visits",
    "admin.visits.status": "Status",
    "admin.visits.status.all": "All",
    "admin.visits.from": "From",
    "admin.visits.to": "To",
    "admin.visits.apply": "Filter",
    "admin.visits.empty": "No visits with these filters.",
    "admin.visits.sponsored": "Sponsored",
    "admin.visits.schedule": "Listing's hours",
    "admin.visits.count.zero": "No visits",
    "admin.visits.count.one": "1 visit",
    "admin.visits.count.other": "{count} visits",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof adminVisits> {}
}
