import { PAGES, type PageId } from "./route-table.ts";

/**
 * Whether search engines should index a page, for every page of the route table (the
 * `satisfies` below fails to compile when a page is added without a decision):
 *
 * - `static`: one page, listed in the sitemap in both languages;
 * - `university`: one page per university (`/imoveis/faculdade/:slug`);
 * - `listing`: one page per published listing, rent or sale (`/imovel/:code`, `/imovel/compra/:code`);
 * - `none`: private, transactional or duplicate pages (forms, the account, a thank-you page,
 *   a partner's own list of listings already in the search). robots.txt disallows them and
 *   the sitemap leaves them out.
 */
export const PAGE_INDEXING = {
  home: "static",
  concierge: "static",
  conciergeFgv: "static",
  faq: "static",
  search: "static",
  searchUniversity: "university",
  searchCustomer: "none",
  property: "listing",
  propertySale: "listing",
  privacy: "static",
  advertise: "static",
  services: "static",
  resetPassword: "none",
  about: "static",
  terms: "static",
  sale: "static",
  interestThanks: "none",
  login: "none",
  signup: "none",
  forgotPassword: "none",
  verifyEmail: "none",
  favorites: "none",
  account: "none",
  ownerListings: "none",
  ownerListingEdit: "none",
  admin: "none",
  adminListings: "none",
  adminUsers: "none",
  adminContent: "none",
  reportListing: "none",
  safety: "static",
  adminReports: "none",
  // Issue 10: people's profiles are not for search engines, and neither is the entry page.
  roommates: "none",
  roommateProfile: "none",
  roommateMatches: "none",
  // Issue 23: one person's alerts and the pages their e-mails link to.
  alertNew: "none",
  accountAlerts: "none",
  alertConfirm: "none",
  alertUnsubscribe: "none",
  // Issue 23: booking a visit, one visit's pages (by their links), an owner's schedule and visits, staff's list.
  visitBook: "none",
  visitManage: "none",
  visitOwnerAnswer: "none",
  ownerVisitSchedule: "none",
  ownerVisits: "none",
  adminVisits: "none",
  adminTransit: "none",
  adminAccessConnections: "none",
  adminRentals: "none",
  // Issue 35: a proposal and rentals are one person's pages.
  rentalPropose: "none",
  rental: "none",
  accountRentals: "none",
  ownerRentals: "none",
  rentalLease: "none",
  rentalDocuments: "none",
  // Issue 36: a rental's payments are its two sides' and staff's only.
  rentalPayments: "none",
  // Issue 36: an owner's payouts, the link that confirms a payout account, staff's batches.
  ownerPayouts: "none",
  payoutConfirm: "none",
  adminPayouts: "none",
  // Issue 36: a rental's arrival and cancellation, staff's claims.
  rentalArrival: "none",
  rentalCancel: "none",
  adminClaims: "none",
  // Issue 36, point 8: staff's second factor and audit log.
  adminSecurity: "none",
  adminAudit: "none",
  // Issue 36, point 4: staff's statement imports.
  adminPayments: "none",
} as const satisfies Record<PageId, "static" | "university" | "listing" | "none">;

export type PageIndexing = (typeof PAGE_INDEXING)[PageId];

const pagesWhere = <K extends PageIndexing>(kind: K) =>
  (Object.keys(PAGES) as PageId[]).filter((id) => PAGE_INDEXING[id] === kind) as {
    [P in PageId]: (typeof PAGE_INDEXING)[P] extends K ? P : never;
  }[PageId][];

/** Pages without parameters that search engines should index, in route-table order. */
export const STATIC_INDEXED_PAGES = pagesWhere("static");

/** Every page that search engines should index, including those with one URL per university or listing. */
export const INDEXED_PAGES: readonly PageId[] = (Object.keys(PAGES) as PageId[]).filter(
  (id) => PAGE_INDEXING[id] !== "none",
);

/** Pages kept out of search engines (robots.txt disallows them in both languages). */
export const NOT_INDEXED_PAGES = pagesWhere("none");

export const isIndexedPage = (id: PageId): boolean => PAGE_INDEXING[id] !== "none";
