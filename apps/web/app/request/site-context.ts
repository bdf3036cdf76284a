import type { MapTiles } from "@campuslar/domain/site/map-tiles";
import { createContext } from "react-router";

/** What the server knows about the site that pages need: the public origin, the registry number, the map tiles. */
export type SiteConfig = {
  /** `PUBLIC_URL` without a trailing slash, e.g. `https://campuslar.com.br`. */
  publicUrl: string;
  /** `COMPANY_CRECI`, the real-estate registry number; null when the install has not stated it. */
  creci: string | null;
  /** `MAP_TILE_*`: the maps' tiles and the attribution their provider requires. */
  mapTiles: MapTiles;
};

declare global {
  var __campuslarSiteContext: ReturnType<typeof createContext<SiteConfig>> | undefined;
}

// One key per process, for the same reason as the API context (see api-context.ts).
globalThis.__campuslarSiteContext ??= createContext<SiteConfig>();
export const siteContext = globalThis.__campuslarSiteContext;
