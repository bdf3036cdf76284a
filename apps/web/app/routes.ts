import { LOCALES, type Locale } from "@campuslar/domain/i18n/locales";
import { PAGES, type PageId, pagePattern } from "@campuslar/domain/routes/route-table";
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { accountExportPatterns } from "./site/account-links.ts";

/**
 * The module that renders each page. Paths are not written here: they come from the domain's
 * route table, so a page exists in Portuguese and English the moment it has a module.
 */
const PAGE_MODULES: Record<PageId, string> = {
  home: "features/content/home-page.tsx",
  search: "features/search/search-page.tsx",
  searchUniversity: "features/search/search-page.tsx",
  searchCustomer: "features/search/search-page.tsx",
  property: "features/property/property-page.tsx",
  propertySale: "features/property/property-page.tsx",
  login: "features/accounts/login-page.tsx",
  account: "features/accounts/account-page.tsx",
  concierge: "features/content/concierge-page.tsx",
  conciergeFgv: "features/leads/concierge-fgv-page.tsx",
  faq: "features/content/faq-page.tsx",
  privacy: "features/content/legal-page.tsx",
  advertise: "features/leads/advertise-page.tsx",
  services: "features/leads/services-page.tsx",
  about: "features/content/about-page.tsx",
  terms: "features/content/legal-page.tsx",
  sale: "features/search/sale-page.tsx",
  interestThanks: "features/leads/interest-thanks-page.tsx",
  signup: "features/accounts/signup-page.tsx",
  forgotPassword: "features/accounts/forgot-password-page.tsx",
  resetPassword: "features/accounts/reset-password-page.tsx",
  verifyEmail: "features/accounts/verify-email-page.tsx",
  favorites: "features/favorites/favorites-page.tsx",
  ownerListings: "features/owners/owner-listings-page.tsx",
  ownerListingEdit: "features/owners/owner-listing-edit-page.tsx",
  admin: "features/admin/admin-leads-page.tsx",
  adminListings: "features/admin/admin-listings-page.tsx",
  adminUsers: "features/admin/admin-users-page.tsx",
  adminContent: "features/admin/admin-content-page.tsx",
  reportListing: "features/reports/report-listing-page.tsx",
  safety: "features/fair-price/safety-page.tsx",
  adminReports: "features/admin/admin-reports-page.tsx",
  roommates: "features/roommates/roommates-page.tsx",
  roommateProfile: "features/roommates/roommate-profile-page.tsx",
  roommateMatches: "features/roommates/roommate-matches-page.tsx",
  visitBook: "features/visits/visit-book-page.tsx",
  visitManage: "features/visits/visit-manage-page.tsx",
  visitOwnerAnswer: "features/visits/visit-owner-answer-page.tsx",
  ownerVisitSchedule: "features/visits/owner-visit-schedule-page.tsx",
  ownerVisits: "features/visits/owner-visits-page.tsx",
  adminVisits: "features/admin/admin-visits-page.tsx",
  adminTransit: "features/admin/admin-transit-page.tsx",
  adminAccessConnections: "features/admin/admin-access-connections-page.tsx",
  adminRentals: "features/admin/admin-rentals-page.tsx",
  alertNew: "features/alerts/alert-new-page.tsx",
  accountAlerts: "features/alerts/account-alerts-page.tsx",
  alertConfirm: "features/alerts/alert-confirm-page.tsx",
  alertUnsubscribe: "features/alerts/alert-unsubscribe-page.tsx",
  rentalPropose: "features/rentals/rental-propose-page.tsx",
  rental: "features/rentals/rental-page.tsx",
  accountRentals: "features/rentals/account-rentals-page.tsx",
  ownerRentals: "features/rentals/owner-rentals-page.tsx",
  rentalLease: "features/rentals/lease/lease-page.tsx",
  rentalDocuments: "features/rentals/documents/rental-documents-page.tsx",
  rentalPayments: "features/payments/rental-payments/rental-payments-page.tsx",
  rentalArrival: "features/payments/arrival/rental-arrival-page.tsx",
  rentalCancel: "features/payments/cancellation/rental-cancel-page.tsx",
  adminClaims: "features/payments/admin-claims/admin-claims-page.tsx",
  adminSecurity: "features/staff-security/admin-security-page.tsx",
  adminAudit: "features/staff-security/admin-audit-page.tsx",
  ownerPayouts: "features/payments/payouts/owner-payouts-page.tsx",
  payoutConfirm: "features/payments/payouts/payout-confirm-page.tsx",
  adminPayouts: "features/payments/admin-payouts/admin-payouts-page.tsx",
  adminPayments: "features/payments/admin-statements/admin-statements-page.tsx",
};

/**
 * Pages that share a frame, each drawn by a layout route without a path of its own, so the pages
 * keep their addresses and ids.
 * - The account area: a person's own pages, reached from the account menu and the account page.
 *   Its layout asks a visitor to log in before any of them loads. The favourites are not here: a
 *   visitor has them too, kept in the browser.
 * - Signing in: login, signup and the two password pages, under one header and one narrow column.
 */
const PAGE_GROUPS = [
  {
    layout: "session/account-layout.tsx",
    id: "account-area",
    pages: ["account", "accountAlerts", "ownerListings", "accountRentals", "ownerRentals", "ownerPayouts"],
  },
  {
    layout: "features/accounts/sign-in-layout.tsx",
    id: "sign-in",
    pages: ["login", "signup", "forgotPassword", "resetPassword"],
  },
] as const satisfies readonly { layout: string; id: string; pages: readonly PageId[] }[];

const GROUPED: ReadonlySet<PageId> = new Set(PAGE_GROUPS.flatMap((group) => group.pages));

// Each page is mounted once per language with its own id (`pt/home`, `en/home`); the page reads
// its language from the URL. Unknown prefixes such as `/fr` match nothing and fall to the splat.
function pageRoutes(pages: readonly PageId[]): RouteConfigEntry[] {
  return LOCALES.flatMap((locale: Locale) =>
    pages.map((page) => {
      const file = PAGE_MODULES[page];
      const pattern = pagePattern(page, locale);
      const id = `${locale}/${page}`;
      return pattern === "/" ? index(file, { id }) : route(pattern.slice(1), file, { id });
    }),
  );
}

export default [
  ...pageRoutes((Object.keys(PAGES) as PageId[]).filter((page) => !GROUPED.has(page))),
  ...PAGE_GROUPS.map((group) => layout(group.layout, { id: group.id }, pageRoutes(group.pages))),
  // Not pages: the logout form's target and the files crawlers read.
  route("sair", "features/accounts/logout-route.ts"),
  route("favoritos/codigos", "features/favorites/favorite-codes-route.ts"),
  // The account page's "Download my data (JSON)", below it in each language.
  ...accountExportPatterns().map(({ locale, pattern }) =>
    route(pattern.slice(1), "features/accounts/account-export-route.ts", { id: `${locale}/account-export` }),
  ),
  // The listing form's photo actions: files and changes forwarded to the API with the session.
  route("meus-imoveis/:code/fotos", "features/owners/owner-photos-route.ts"),
  // A rental's conversation: its messages polled as JSON and its forms posted, in every language.
  route("alugueis/:id/mensagens", "features/rentals/conversation/conversation-route.ts"),
  // A rental document's file, fetched with the session for the student who sent it and for staff.
  route("alugueis/:id/documentos/:docId/arquivo", "features/rentals/documents/document-file-route.ts"),
  // An arrival claim's photo, fetched with the session for the student who sent it and for staff (issue 36).
  route("alugueis/:id/reclamacao/fotos/:index", "features/payments/arrival/claim-photo-route.ts"),
  route("admin/contatos.csv", "features/admin/admin-leads-csv-route.ts"),
  // A rental's lease and housing letter, downloaded with the session (issue 35, points 6 and 7).
  route("alugueis/:id/contrato.pdf", "features/rentals/lease/lease-pdf-route.ts"),
  // A paid charge's receipt, downloaded with the session (issue 36, point 2).
  route("alugueis/:id/pagamentos/:chargeId/recibo.pdf", "features/payments/rental-payments/receipt-route.ts"),
  route("alugueis/:id/carta-de-moradia.pdf", "features/rentals/lease/housing-letter-route.ts"),
  route("admin/alugueis.csv", "features/admin/admin-rentals-csv-route.ts"),
  // A payout batch to pay in the bank (issue 36, point 6), downloaded with staff's session.
  route("admin/repasses/:id/csv", "features/payments/admin-payouts/admin-payouts-csv-route.ts"),
  route("robots.txt", "features/crawlers/robots-route.ts"),
  route("sitemap.xml", "features/crawlers/sitemap-index-route.ts"),
  route("sitemaps/:file", "features/crawlers/sitemap-route.ts"),
  route("*", "features/shell/not-found-page.tsx", { id: "not-found" }),
] satisfies RouteConfig;
