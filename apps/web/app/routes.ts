import { LOCALES, type Locale } from "@campuslar/domain/i18n/locales";
import { PAGES, type PageId, pagePattern } from "@campuslar/domain/routes/route-table";
import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { accountExportPatterns } from "./lib/account-data.ts";

/**
 * The module that renders each page. Paths are not written here: they come from the domain's
 * route table, so a page exists in Portuguese and English the moment it has a module.
 */
const PAGE_MODULES: Record<PageId, string> = {
  home: "routes/home.tsx",
  search: "routes/search.tsx",
  searchUniversity: "routes/search.tsx",
  searchCustomer: "routes/search.tsx",
  property: "routes/property.tsx",
  propertySale: "routes/property.tsx",
  login: "routes/login.tsx",
  account: "routes/account.tsx",
  concierge: "routes/concierge.tsx",
  conciergeFgv: "routes/concierge-fgv.tsx",
  faq: "routes/faq.tsx",
  privacy: "routes/legal.tsx",
  advertise: "routes/advertise.tsx",
  services: "routes/services.tsx",
  about: "routes/about.tsx",
  terms: "routes/legal.tsx",
  sale: "routes/sale.tsx",
  interestThanks: "routes/interest-thanks.tsx",
  signup: "routes/signup.tsx",
  forgotPassword: "routes/forgot-password.tsx",
  resetPassword: "routes/reset-password.tsx",
  favorites: "routes/favorites.tsx",
  ownerListings: "routes/owner-listings.tsx",
  ownerListingEdit: "routes/owner-listing-edit.tsx",
  admin: "routes/admin-leads.tsx",
  adminListings: "routes/admin-listings.tsx",
  adminUsers: "routes/admin-users.tsx",
  adminContent: "routes/admin-content.tsx",
  roommates: "routes/roommates.tsx",
  roommateProfile: "routes/roommate-profile.tsx",
  roommateMatches: "routes/roommate-matches.tsx",
};

// Each page is mounted once per language with its own id (`pt/home`, `en/home`); the page reads
// its language from the URL. Unknown prefixes such as `/fr` match nothing and fall to the splat.
function pagesFor(locale: Locale): RouteConfigEntry[] {
  return (Object.keys(PAGES) as PageId[]).flatMap((page) => {
    const file = PAGE_MODULES[page];
    const pattern = pagePattern(page, locale);
    const id = `${locale}/${page}`;
    return pattern === "/" ? [index(file, { id })] : [route(pattern.slice(1), file, { id })];
  });
}

export default [
  ...LOCALES.flatMap(pagesFor),
  // Not pages: the logout form's target and the files crawlers read.
  route("sair", "routes/logout.ts"),
  route("favoritos/codigos", "routes/favorite-codes.ts"),
  // The account page's "Download my data (JSON)", below it in each language.
  ...accountExportPatterns().map(({ locale, pattern }) =>
    route(pattern.slice(1), "routes/account-export.ts", { id: `${locale}/account-export` }),
  ),
  // The listing form's photo actions: files and changes forwarded to the API with the session.
  route("meus-imoveis/:code/fotos", "routes/owner-photos.ts"),
  route("admin/contatos.csv", "routes/admin-leads-csv.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
