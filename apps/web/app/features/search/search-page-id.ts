import type { PageId } from "@campuslar/domain/routes/route-table";
import { pageIdOf } from "../../seo/page-id.ts";

/** The three pages the search screen shows: the whole list, a university's and a sponsor's. */
export type SearchPageId = Extract<PageId, "search" | "searchUniversity" | "searchCustomer">;

export const searchPageOf = (routeId: string | undefined): SearchPageId => {
  const page = pageIdOf(routeId);
  return page === "searchUniversity" || page === "searchCustomer" ? page : "search";
};
