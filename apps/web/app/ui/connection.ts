import { useSyncExternalStore } from "react";

type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

const connection = (): NetworkInformation | undefined =>
  typeof navigator === "undefined"
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** Data saver on, or a 2G-class link: fetching pages the visitor may never open costs them. */
export function isSlowConnection(info: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!info) return false;
  return info.saveData === true || info.effectiveType === "2g" || info.effectiveType === "slow-2g";
}

const subscribe = (onChange: () => void) => {
  const info = connection();
  info?.addEventListener("change", onChange);
  return () => info?.removeEventListener("change", onChange);
};

/** Whether links should skip prefetching (always `false` on the server and without the API). */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSlowConnection(connection()),
    () => false,
  );
}
