import { LOCALES, type Locale } from "@campuslar/domain/i18n/locales";
import { PAGES, type PageId, pagePattern } from "@campuslar/domain/routes/route-table";
import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The module that renders each page. Paths are not written here: they come from the domain's
 * route table, so a page exists in Portuguese and English the moment it has a module.
 */
const PAGE_MODULES: Partial<Record<PageId, string>> = {
  home: "routes/home.tsx",
};

// Each page is mounted once per language with its own id (`pt/home`, `en/home`); the page reads
// its language from the URL. Unknown prefixes such as `/fr` match nothing and fall to the splat.
function pagesFor(locale: Locale): RouteConfigEntry[] {
  return (Object.keys(PAGES) as PageId[]).flatMap((page) => {
    const file = PAGE_MODULES[page];
    if (!file) return [];
    const pattern = pagePattern(page, locale);
    const id = `${locale}/${page}`;
    return pattern === "/" ? [index(file, { id })] : [route(pattern.slice(1), file, { id })];
  });
}

export default [
  ...LOCALES.flatMap(pagesFor),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
