/**
 * Where the maps' background tiles come from (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`,
 * `MAP_TILE_ATTRIBUTION_URL`). The default works on a fresh install: OpenStreetMap's own
 * servers. Their usage policy (https://operations.osmfoundation.org/policies/tiles/) forbids
 * heavy use, so a site with real traffic sets a provider's URL or its own tile server
 * (README, "Maps"). Attribution is required by every provider and is always shown.
 */
export type MapTiles = {
  /** A raster tile URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`, `{r}`). */
  url: string;
  /** The attribution text the provider requires, e.g. "© OpenStreetMap contributors". */
  attribution: string;
  /** Where the attribution links to (the provider's copyright page). */
  attributionUrl: string | null;
};

export const DEFAULT_MAP_TILES: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  attributionUrl: "https://www.openstreetmap.org/copyright",
};

/** An https template's host (with `{s}` allowed as its first label) and optional port. */
const HTTPS_TEMPLATE = /^https:\/\/((?:\{s\}\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)(?:[/?#]|$)/i;

/** Why a tile URL template cannot be used, or null when it can. */
export function tileUrlProblem(url: string): string | null {
  if (!HTTPS_TEMPLATE.test(url)) return "must be an https:// URL template (pages are served over https)";
  if (!["{z}", "{x}", "{y}"].every((part) => url.includes(part))) return "must contain {z}, {x} and {y}";
  return null;
}

/**
 * The Content-Security-Policy source that lets pages load these tiles: the template's origin,
 * with a wildcard where the `{s}` subdomain goes (`https://{s}.tile.example.org` → `https://*.tile.example.org`).
 */
export function tileImageSource(url: string): string {
  const host = HTTPS_TEMPLATE.exec(url)?.[1];
  if (!host) throw new Error(`not a tile URL template: ${url}`);
  return `https://${host.toLowerCase().replace("{s}", "*")}`;
}
