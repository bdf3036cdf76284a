import type { ComponentType } from "react";

/** Spec §4 and §8: a failed page-chunk load reloads the page, at most once a minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = "campuslar:chunk-reload-at";

/** Messages browsers give when a dynamically imported module (a page's code) cannot load. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Whether a reload may happen now, given when the last one happened (ms epoch, or null). */
export function mayReloadAgain(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/**
 * Takes this minute's reload if it is still free (and records it). A new deploy removes old
 * chunks and one reload fetches the new ones; the minute stops a reload per click when a chunk
 * is missing for good, and the error page shows instead.
 */
export function claimChunkReload(storage: Pick<Storage, "getItem" | "setItem">, now = Date.now()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY));
  if (!mayReloadAgain(Number.isFinite(last) && last > 0 ? last : null, now)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

type PendingLocation = { pathname: string; search: string; hash: string };

declare global {
  /** Asked by React Router when a route module fails to load (vite-plugins/route-module-reload-guard.ts). */
  var __campuslarRouteModuleFailed: ((error: unknown) => Promise<never> | { default: ComponentType }) | undefined;
  /** React Router's router in framework mode: its pending navigation says where the visitor was going. */
  var __reactRouterDataRouter: { state: { navigation: { location?: PendingLocation } } } | undefined;
}

/**
 * When a page's code cannot load: the first time in a minute, load the page the visitor asked
 * for from the server (the new deploy's code comes with it); after that, show `Fallback` in its
 * place, which explains and offers to try again.
 */
export function installChunkReloadGuard(Fallback: ComponentType): void {
  globalThis.__campuslarRouteModuleFailed = () => {
    if (!claimChunkReload(window.sessionStorage)) return { default: Fallback };
    const target = globalThis.__reactRouterDataRouter?.state.navigation.location;
    if (target) window.location.assign(`${target.pathname}${target.search}${target.hash}`);
    else window.location.reload();
    // The page is going away; nothing should render meanwhile.
    return new Promise<never>(() => {});
  };
}

/** Reloads for a chunk error met elsewhere (a preload, a lazy component), within the same limit. */
export function reloadForChunkError(): boolean {
  if (!claimChunkReload(window.sessionStorage)) return false;
  window.location.reload();
  return true;
}
