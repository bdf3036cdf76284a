import type { Locale } from "../i18n/locales.ts";

/**
 * Every page of the site, declared once. Paths are the spec's (§2): Portuguese without a
 * prefix, English under `/en` with the same segments, except where `en` says otherwise
 * (`/en/imovel/sale/:code`). The web's route config and every link are built from this table.
 */
export const PAGES = {
  home: { path: "/" },
  concierge: { path: "/concierge" },
  conciergeFgv: { path: "/concierge/fgv" },
  faq: { path: "/faq" },
  search: { path: "/imoveis" },
  searchUniversity: { path: "/imoveis/faculdade/:slug" },
  searchCustomer: { path: "/imoveis/parceiro/:customer" },
  property: { path: "/imovel/:code" },
  propertySale: { path: "/imovel/compra/:code", en: "/imovel/sale/:code" },
  privacy: { path: "/politica-privacidade" },
  advertise: { path: "/proprietario" },
  // The other offers of spec §1 (photos, marketing, guarantees, repairs...), with a request form.
  services: { path: "/servicos" },
  resetPassword: { path: "/redefinir-senha" },
  about: { path: "/sobre" },
  terms: { path: "/termos-de-uso" },
  sale: { path: "/venda" },
  interestThanks: { path: "/interesse/obrigado" },
  // Spec §2: login, signup and forgot-password pages exist, their routes are not shown.
  login: { path: "/entrar" },
  signup: { path: "/cadastro" },
  forgotPassword: { path: "/esqueci-a-senha" },
  // Issue 34: "check your e-mail" after signing up, and where the link e-mailed to verify the address lands.
  verifyEmail: { path: "/verificar-email" },
  favorites: { path: "/favoritos" },
  account: { path: "/conta" },
  // An owner's listings (dashboard) and the full-page form of one listing (the modal's no-JS twin).
  ownerListings: { path: "/meus-imoveis" },
  ownerListingEdit: { path: "/meus-imoveis/:code" },
  // Staff backoffice: the leads inbox, the listings review queue, the users and their roles.
  admin: { path: "/admin" },
  adminListings: { path: "/admin/anuncios" },
  adminUsers: { path: "/admin/usuarios" },
  // What the home page says in others' words: press mentions and testimonials.
  adminContent: { path: "/admin/conteudo" },
  // Reports of a listing (issue 22): the form on its own page (the property page's no-JS twin), and staff's inbox.
  reportListing: { path: "/denunciar/:code" },
  // Issue 22: how to tell a fake listing, linked from a listing priced far below its median.
  safety: { path: "/seguranca" },
  adminReports: { path: "/admin/denuncias" },
  // Roommate matching: the service and its community, the questionnaire, the matches.
  roommates: { path: "/colegas-de-quarto" },
  roommateProfile: { path: "/colegas-de-quarto/questionario" },
  roommateMatches: { path: "/colegas-de-quarto/combinacoes" },
  // Saved searches with e-mail alerts (issue 23): a new alert from a search, the account's alerts,
  // and the two pages an alert's e-mails link to (confirm a visitor's alert, unsubscribe).
  alertNew: { path: "/alertas/novo" },
  accountAlerts: { path: "/conta/alertas" },
  alertConfirm: { path: "/alertas/confirmar" },
  alertUnsubscribe: { path: "/alertas/cancelar" },
  // Visits booked in an owner's free slots (issue 23): the booking form of a picked slot, the
  // student's page of a visit (by its token), the owner's answer page (by the owner's token), the
  // owner's schedule of a listing and their coming visits, and staff's list beside the leads.
  visitBook: { path: "/visitas/agendar/:code" },
  visitManage: { path: "/visitas/:token" },
  visitOwnerAnswer: { path: "/visitas/proprietario/:token" },
  ownerVisitSchedule: { path: "/meus-imoveis/:code/visitas" },
  ownerVisits: { path: "/agenda-de-visitas" },
  adminVisits: { path: "/admin/visitas" },
  // Issue 34: the transit network commutes are computed on, and staff loading a newer GTFS feed.
  adminTransit: { path: "/admin/transporte" },
  // Decision 032: staff keep each university's access connections (a shuttle from a station).
  adminAccessConnections: { path: "/admin/conexoes-campus" },
  // Issue 35, point 8: staff's pipeline of rentals by stage.
  adminRentals: { path: "/admin/alugueis" },
  // Issue 35, renting online: a student's proposal from a listing, one rental's page (both sides
  // and staff), the student's rentals and the proposals an owner received.
  rentalPropose: { path: "/propor/:code" },
  rental: { path: "/alugueis/:id" },
  accountRentals: { path: "/conta/alugueis" },
  ownerRentals: { path: "/meus-imoveis/propostas" },
  // Issue 35, point 6: a rental's lease, read and signed with a code from the e-mail.
  rentalLease: { path: "/alugueis/:id/contrato" },
  // Issue 35, point 4: the student's documents for a rental, reviewed by staff on the same page.
  rentalDocuments: { path: "/alugueis/:id/documentos" },
  // Issue 36, points 2, 3 and 9: a rental's charges, its Pix code and transfer details, what is held.
  rentalPayments: { path: "/alugueis/:id/pagamentos" },
  // Issue 36, point 6: where an owner is paid and their monthly statement, the link e-mailed to
  // confirm a new payout account, and staff's payout batches.
  ownerPayouts: { path: "/meus-imoveis/recebimentos" },
  payoutConfirm: { path: "/recebimentos/confirmar/:token" },
  adminPayouts: { path: "/admin/repasses" },
  // Issue 36, points 5 and 7: the student's arrival (move-in or a claim), a cancellation by policy, staff's claims.
  rentalArrival: { path: "/alugueis/:id/chegada" },
  rentalCancel: { path: "/alugueis/:id/cancelar" },
  adminClaims: { path: "/admin/reclamacoes" },
  // Issue 36, point 8: staff's second factor (set up, verify this session) and the audit log.
  adminSecurity: { path: "/admin/seguranca" },
  adminAudit: { path: "/admin/auditoria" },
  // Issue 36, point 4: staff import the bank's statement and decide the lines nothing matched.
  adminPayments: { path: "/admin/pagamentos" },
} as const satisfies Record<string, { path: string; en?: string }>;

export type PageId = keyof typeof PAGES;

/** The path pattern of a page in one language, e.g. `/en/imovel/sale/:code`. */
export function pagePattern(page: PageId, locale: Locale): string {
  const entry: { path: string; en?: string } = PAGES[page];
  if (locale === "pt") return entry.path;
  const path = entry.en ?? entry.path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** A concrete link: `href("property", "en", { code: "SP10001" })` → `/en/imovel/SP10001`. */
export function href(page: PageId, locale: Locale, params: Record<string, string> = {}): string {
  return pagePattern(page, locale).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${page}): missing :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The same page in the other language: adds or removes `/en` (spec §2, language toggle) and
 * maps the sale detail's `compra` ⇄ `sale` segment. Query and hash are the caller's to keep.
 */
export function switchLocalePath(pathname: string, to: Locale): string {
  const ptPath = pathname === "/en" ? "/" : pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
  const bare = ptPath.replace(/^\/imovel\/sale\//, "/imovel/compra/");
  if (to === "pt") return bare;
  const enPath = bare.replace(/^\/imovel\/compra\//, "/imovel/sale/");
  return enPath === "/" ? "/en" : `/en${enPath}`;
}
