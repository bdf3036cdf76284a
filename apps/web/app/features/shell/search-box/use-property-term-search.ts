import type { Locale } from "@campuslar/domain/i18n/locales";
import type {
  PropertyTermItem,
  PropertyTermNeighbourhood,
  PropertyTermUniversity,
} from "@campuslar/domain/property/property-term-dto";
import { SEARCH_MIN_CHARS } from "@campuslar/domain/search/normalize";
import { useEffect, useRef, useState } from "react";

/**
 * What the search box shows for the text typed so far.
 * - `idle`: nothing to show, because the query is shorter than SEARCH_MIN_CHARS or the last
 *   request failed (spec §8: a failed search is only logged, the visitor sees no error).
 * - `loading`: a request for `query` is waiting or on its way; `found` is the previous answer,
 *   kept so the list does not blink empty on every keystroke.
 * - `done`: `found` answers `query` (possibly empty in every group: "nothing matches").
 */
export type PropertyTermSearch =
  | { status: "idle" }
  | { status: "loading"; query: string; found: TermSuggestions }
  | { status: "done"; query: string; found: TermSuggestions };

/** What the box suggests, by group: universities, neighbourhoods, listings (`items`). */
export type TermSuggestions = {
  universities: PropertyTermUniversity[];
  neighbourhoods: PropertyTermNeighbourhood[];
  items: PropertyTermItem[];
};

const NOTHING: TermSuggestions = { universities: [], neighbourhoods: [], items: [] };

/** Long enough that a steady typist sends one request per pause, short enough to feel live. */
export const TERM_DEBOUNCE_MS = 250;

const IDLE: PropertyTermSearch = { status: "idle" };

/**
 * Search-as-you-type against `GET /v2/properties/term` (spec §4, §5): a trimmed query of at
 * least SEARCH_MIN_CHARS characters asks the API after a short pause in typing; anything
 * shorter sends nothing and shows nothing.
 *
 * Answers can arrive out of order (a slow first request, a fast second one). Only the answer to
 * the newest query may be shown: each new query aborts the request before it, and a sequence
 * number drops an answer that was already on its way when it was aborted.
 */
export function usePropertyTermSearch(input: string, locale: Locale): PropertyTermSearch {
  const query = input.trim();
  const [search, setSearch] = useState<PropertyTermSearch>(IDLE);
  const latestRequest = useRef(0);

  useEffect(() => {
    // Every change of query or language makes any answer still on its way stale.
    const requestId = ++latestRequest.current;

    if (Array.from(query).length < SEARCH_MIN_CHARS) {
      setSearch(IDLE);
      return;
    }

    setSearch((previous) => ({
      status: "loading",
      query,
      found: previous.status === "idle" ? NOTHING : previous.found,
    }));

    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q: query, lang: locale });
      try {
        const response = await fetch(`/v2/properties/term?${params}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const answer: unknown = await response.json();
        const found = suggestionsIn(answer);
        if (!found) throw new Error("unexpected answer from /v2/properties/term");
        if (requestId !== latestRequest.current) return;
        setSearch({ status: "done", query, found });
      } catch (error) {
        // Aborted on purpose: a newer query (or unmounting) took over, nothing to report.
        if (controller.signal.aborted || requestId !== latestRequest.current) return;
        // Spec §8: a failed search is only logged; the box just shows nothing.
        console.warn("Property search failed", error);
        setSearch(IDLE);
      }
    }, TERM_DEBOUNCE_MS);

    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  return search;
}

/**
 * The answer's shape, checked by hand: the schema library stays out of the browser bundle (it
 * weighs as much as the rest of the page's own code), and the box only reads these fields. A
 * group the answer leaves out counts as empty.
 */
function suggestionsIn(value: unknown): TermSuggestions | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { items, universities = [], neighbourhoods = [] } = value as Record<string, unknown>;
  if (!Array.isArray(items) || !Array.isArray(universities) || !Array.isArray(neighbourhoods)) return undefined;
  if (!items.every(isItem) || !universities.every(isUniversity) || !neighbourhoods.every(isNeighbourhood)) {
    return undefined;
  }
  return { items, universities, neighbourhoods };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isItem(item: unknown): item is PropertyTermItem {
  if (!isRecord(item)) return false;
  const { code, title, purpose, address } = item;
  return (
    typeof code === "string" &&
    typeof title === "string" &&
    (purpose === "rent" || purpose === "sale") &&
    isRecord(address) &&
    typeof address.neighbourhood === "string" &&
    typeof address.street === "string"
  );
}

const isUniversity = (u: unknown): u is PropertyTermUniversity =>
  isRecord(u) &&
  typeof u.slug === "string" &&
  typeof u.shortName === "string" &&
  typeof u.name === "string" &&
  typeof u.nearbyListings === "number";

const isNeighbourhood = (n: unknown): n is PropertyTermNeighbourhood =>
  isRecord(n) && typeof n.name === "string" && typeof n.listings === "number";
