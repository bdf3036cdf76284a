/** Spec §5 and §9: search-as-you-type starts at four characters. */
export const SEARCH_MIN_CHARS = 4;

/**
 * Lower-case, accent-free, single-spaced text: what the catalogue stores in its search column
 * and what a query is compared with, so `consolacao` meets `Consolação`.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, " ")
    .trim();
}
