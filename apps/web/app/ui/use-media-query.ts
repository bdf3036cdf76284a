import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following it as the window changes. `false` in the server
 * render and while the page hydrates, so what depends on it appears only in the browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
