import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `false` in the server render and while the page hydrates, `true` from then on (and at once
 * for anything mounted later). Lets a component show its no-JavaScript form until its
 * script can answer a click, with no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
