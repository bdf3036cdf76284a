import type { Plugin } from "vite";

/**
 * Spec §4 and §8: a failed page-chunk load reloads the page "at most once per minute".
 * React Router reloads on every failed route-module import, with no limit, so a chunk that is
 * gone for good would cost a reload per click; and it reloads the page the visitor was
 * leaving. This rewrites that one call to hand the failure to the app first
 * (`globalThis.__campuslarRouteModuleFailed`, installed by root.tsx from features/shell/chunk-reload.ts):
 * it loads the page the visitor asked for, or, within the minute, answers a stand-in module
 * that shows the "could not load" page.
 *
 * The build fails if the code it rewrites is not found: after a React Router upgrade, look at
 * `loadRouteModule` again rather than silently losing the limit.
 */
const MARKER = "reloading page...";
const RELOAD = /(\n\s*)window\.location\.reload\(\);(\s*return new Promise\(\(\) => \{)/;

export function routeModuleReloadGuard(): Plugin {
  return {
    name: "campuslar:route-module-reload-guard",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes("/react-router/dist/") || !code.includes(MARKER)) return null;
      if (!RELOAD.test(code)) {
        this.error(`react-router's loadRouteModule changed: the reload guard could not be applied to ${id}`);
      }
      return {
        code: code.replace(
          RELOAD,
          "$1{ const handled = globalThis.__campuslarRouteModuleFailed?.(error); if (handled) return handled; }$1window.location.reload();$2",
        ),
        map: null,
      };
    },
  };
}
