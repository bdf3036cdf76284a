import type { PageId } from "@campuslar/domain/routes/route-table";

/**
 * The page a route id names: routes.ts mounts each page once per language with the id
 * `<locale>/<page>` (e.g. `en/faq`), so a module shared by several pages knows which it shows.
 */
export function pageIdOf(routeId: string | undefined): PageId | undefined {
  const page = routeId?.split("/")[1];
  return page as PageId | undefined;
}
