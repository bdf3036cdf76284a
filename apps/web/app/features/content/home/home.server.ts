import { HomeContentSchema } from "@campuslar/domain/content/home-content";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { type PropertyListItem, PropertyListSchema } from "@campuslar/domain/property/property-dto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../../api/api-context.ts";
import { type HomeContentView, homeContentView, NO_HOME_CONTENT } from "./home-content.ts";

/** How many listings the home page highlights: two rows of three on a wide screen. */
export const HIGHLIGHT_COUNT = 6;

export type Highlights = {
  /** Sponsored listings first (the API's `featured`), then the newest, each listing once. */
  items: PropertyListItem[];
  /** Published rent listings in all. */
  total: number;
};

/**
 * The listings the home page shows: the API's sponsored picks, then the most recent listings
 * to fill the rows. Like the other home sections, a failure is logged and answered with `null`:
 * the landing page renders whatever it can.
 */
export async function loadHighlights(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<Highlights | null> {
  const path = `/v2/properties?purpose=rent&order=recent&pageSize=${HIGHLIGHT_COUNT}&lang=${locale}`;
  try {
    const response = await context.get(apiContext)(path);
    if (!response.ok) {
      console.warn(`GET ${path} answered ${response.status}`);
      return null;
    }
    const list = PropertyListSchema.parse(await response.json());
    // A card shows one photo: the others would only weigh down the page's data.
    const items = sponsoredFirst(list.featured, list.items, HIGHLIGHT_COUNT).map((item) => ({
      ...item,
      photos: item.photos.slice(0, 1),
    }));
    return { items, total: list.total };
  } catch (error) {
    console.error("Could not load the home page's listings", error);
    return null;
  }
}

/**
 * `featured` then `items`, without repeating a listing, sponsored ones first (each group keeps
 * the API's order), at most `count` of them.
 */
export function sponsoredFirst<T extends { code: string; sponsored: boolean }>(
  featured: readonly T[],
  items: readonly T[],
  count: number,
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...featured, ...items]) {
    if (seen.has(item.code)) continue;
    seen.add(item.code);
    merged.push(item);
  }
  return merged.toSorted((a, b) => Number(b.sponsored) - Number(a.sponsored)).slice(0, count);
}

/**
 * The published press mentions and testimonials. Not kept like the counts: what staff publish or
 * withdraw is on the page at the next visit (a claim withdrawn must not linger for a minute).
 * A failure hides both sections, as if there were none.
 */
export async function loadHomeContent(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<HomeContentView> {
  const path = "/v2/content/home";
  try {
    const response = await context.get(apiContext)(path);
    if (!response.ok) {
      console.warn(`GET ${path} answered ${response.status}`);
      return NO_HOME_CONTENT;
    }
    return homeContentView(HomeContentSchema.parse(await response.json()), locale);
  } catch (error) {
    console.error("Could not load the home page's press mentions and testimonials", error);
    return NO_HOME_CONTENT;
  }
}

/** How long the home page reuses what the API answered: counts a minute old are still true enough. */
export const HOME_DATA_TTL_MS = 60_000;

const memo = new Map<string, { expires: number; value: Promise<unknown> }>();

/**
 * The landing page's data is the same for every visitor (per language), and the page is the
 * most visited: each process keeps an answer for `HOME_DATA_TTL_MS` instead of asking the API
 * again for every visit. A failure (`null`) is not kept, so the next visit tries again.
 */
export function remembered<T>(key: string, load: () => Promise<T | null>, now = Date.now()): Promise<T | null> {
  const hit = memo.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T | null>;
  const value = load().then((result) => {
    if (result === null) memo.delete(key);
    return result;
  });
  memo.set(key, { expires: now + HOME_DATA_TTL_MS, value });
  return value;
}
