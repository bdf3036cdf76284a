import { DEFAULT_MAP_TILES, type MapTiles } from "@campuslar/domain/site/map-tiles";
import type { User } from "@campuslar/domain/user/user-forms";
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page: the site's origin and who is logged in. */
export type RootData = {
  /** Public origin without a trailing slash, for absolute links (canonical, sharing). */
  origin: string;
  /** The logged-in user, or `null` for a visitor (spec §6: only this distinction exists). */
  user: User | null;
  /** The configured real-estate registry number; null shows the demo placeholder (site/creci.ts). */
  creci: string | null;
  /** Where the maps' tiles come from (`MAP_TILE_*`), with the attribution to show. */
  mapTiles: MapTiles;
  /** This request's id (request/request-id.ts): the error page shows it, for a visitor's report. */
  requestId: string | null;
};

const EMPTY: RootData = { origin: "", user: null, creci: null, mapTiles: DEFAULT_MAP_TILES, requestId: null };

/** The root data from a component; an error page rendered before the root loader ran gets a visitor. */
export function useRootData(): RootData {
  return (useRouteLoaderData("root") as RootData | undefined) ?? EMPTY;
}

/** The root data from a `meta` function's matches. */
export function rootDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as RootData | undefined) ?? EMPTY;
}
