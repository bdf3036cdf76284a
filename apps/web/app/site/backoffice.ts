import { PAGES } from "@campuslar/domain/routes/route-table";
import { useMatches } from "react-router";

/**
 * The staff backoffice's pages, every page under /admin: a work tool, without the marketing
 * site's footer and bubble. Read from the route table, so a new backoffice page is one of them.
 */
const BACKOFFICE_PAGES = Object.entries(PAGES)
  .filter(([, page]) => page.path === "/admin" || page.path.startsWith("/admin/"))
  .map(([id]) => id);
const BACKOFFICE_ROUTE_IDS = new Set(BACKOFFICE_PAGES.flatMap((page) => [`pt/${page}`, `en/${page}`]));

/** Whether the page being shown is one of the backoffice's. */
export function useOnBackoffice(): boolean {
  return useMatches().some((match) => BACKOFFICE_ROUTE_IDS.has(match.id));
}
