import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/** The backoffice's frame: its name and the navigation between its sections, shared by every feature with a backoffice page. */
export const backoffice = defineMessages({
  pt: {
    "backoffice.title": "Painel da equipe",
    "backoffice.nav.label": "Seções do painel",
    "backoffice.nav.admin": "Contatos",
    "backoffice.nav.adminVisits": "Visitas",
    "backoffice.nav.adminRentals": "Aluguéis",
    "backoffice.nav.adminReports": "Denúncias",
    "backoffice.nav.adminListings": "Anúncios",
    "backoffice.nav.adminUsers": "Usuários",
    "backoffice.nav.adminContent": "Imprensa e depoimentos",
    "backoffice.nav.adminAccessConnections": "Conexões ao campus",
    "backoffice.nav.adminTransit": "Transporte",
    "backoffice.nav.adminPayments": "Pagamentos",
    "backoffice.nav.adminClaims": "Reclamações",
    "backoffice.nav.adminPayouts": "Repasses",
    "backoffice.nav.adminAudit": "Auditoria",
    "backoffice.nav.adminSecurity": "Segurança",
  },
  en: {
    "backoffice.title": "Staff backoffice",
    "backoffice.nav.label": "Backoffice sections",
    "backoffice.nav.admin": "Leads",
    "backoffice.nav.adminVisits": "Visits",
    "backoffice.nav.adminRentals": "Rentals",
    "backoffice.nav.adminReports": "Reports",
    "backoffice.nav.adminListings": "Listings",
    "backoffice.nav.adminUsers": "Users",
    "backoffice.nav.adminContent": "Press and testimonials",
    "backoffice.nav.adminAccessConnections": "Campus connections",
    "backoffice.nav.adminTransit": "Transit",
    "backoffice.nav.adminPayments": "Payments",
    "backoffice.nav.adminClaims": "Arrival claims",
    "backoffice.nav.adminPayouts": "Payouts",
    "backoffice.nav.adminAudit": "Audit log",
    "backoffice.nav.adminSecurity": "Security",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof backoffice> {}
}
