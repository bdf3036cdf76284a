import type { Locale } from "@campuslar/domain/i18n/locales";
import { useSyncExternalStore } from "react";

/** Issue 7: the last listings a visitor opened, kept in this browser only. */
export const RECENTLY_VIEWED_MAX = 10;
const STORAGE_KEY = "campuslar:recently-viewed";
const CHANGED = "campuslar:recently-viewed-changed";

/** What a card needs to show a listing without asking the API again. */
export type RecentListing = {
  code: string;
  /** The language its texts are in; a page in the other language reads them again. */
  locale?: Locale;
  purpose: "rent" | "sale";
  title: string;
  neighbourhood: string;
  /** Price as shown when it was viewed (it may have changed since; the listing page says). */
  price: string;
  photoUrl?: string;
  photoAlt?: string;
};

/** Puts `entry` first, without a repeat of its code, keeping at most `max`. */
export function addRecent(list: readonly RecentListing[], entry: RecentListing, max = RECENTLY_VIEWED_MAX) {
  return [entry, ...list.filter((item) => item.code !== entry.code)].slice(0, max);
}

function parse(raw: string | null): RecentListing[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is RecentListing =>
        typeof item === "object" && item !== null && typeof item.code === "string" && typeof item.title === "string",
    );
  } catch {
    return [];
  }
}

const EMPTY: RecentListing[] = [];
let cache: { raw: string | null; list: RecentListing[] } = { raw: null, list: EMPTY };

function snapshot(): RecentListing[] {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw !== cache.raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

/** Records a listing the visitor opened (browser only; storage failures are ignored). */
export function recordRecentlyViewed(entry: RecentListing): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(addRecent(snapshot(), entry)));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Private mode or a full storage: the list is a convenience, not worth an error.
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The recently viewed listings, newest first; empty on the server and before hydration. */
export function useRecentlyViewed(): RecentListing[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
