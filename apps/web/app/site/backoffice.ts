import type { PageId } from "@campuslar/domain/routes/route-table";
import { useMatches } from "react-router";

/** The staff backoffice's pages: a work tool, without the marketing site's footer and bubble. */
const BACKOFFICE_PAGES: readonly PageId[] = [
  "admin",
  "adminListings",
  "adminUsers",
  "adminReports",
  "adminVisits",
  "adminRentals",
  "adminTransit",
  "adminSecurity",
  "adminAudit",
  "adminPayouts",
];
const BACKOFFICE_ROUTE_IDS = new Set(BACKOFFICE_PAGES.flatMap((page) => [`pt/${page}`, `en/${page}`]));

/** Whether the page being shown is one of the backoffice's. */
export function useOnBackoffice(): boolean {
  return useMatches().some((match) => BACKOFFICE_ROUTE_IDS.has(match.id));
}
