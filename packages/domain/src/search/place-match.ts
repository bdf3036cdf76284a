import { normalizeSearchText } from "./normalize.ts";

/*
 * How the search box tells whether what was typed names a place (a neighbourhood, a
 * university): the same forgiveness the listing search gives street and place names, applied
 * to a handful of names in memory. Every word typed must meet a word of the name, in any order:
 *
 *   - as the start of it (`mad` -> Madalena, `mackenzi` -> Mackenzie), or
 *   - within the typing errors its length allows (`pinheros` -> Pinheiros), or, for the last
 *     word, which may still be half typed, within them of the name word's start
 *     (`pinhwi` -> Pinhei…ros).
 *
 * Accents, case and punctuation never count (`consolacao` is `Consolação`).
 */

/**
 * Typing errors forgiven in a word of this length: none under four characters (too many
 * words are one letter apart), one up to seven, two from eight (`consolasao`).
 */
export const allowedTypos = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * Edit distance counting an insertion, a deletion, a substitution or a swap of two adjacent
 * letters as one error (optimal string alignment); gives up with `limit + 1` once the words
 * are further apart than `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** A name prepared once for matching: its normalised text and words. */
export type PlaceName = { text: string; words: readonly string[] };

export function preparePlaceName(name: string): PlaceName {
  const text = normalizeSearchText(name);
  return { text, words: text === "" ? [] : text.split(" ") };
}

/** What was typed, prepared once for matching against many names. */
export type PlaceQuery = PlaceName;

export const preparePlaceQuery = (typed: string): PlaceQuery => {
  const { text, words } = preparePlaceName(typed);
  return { text, words: [...new Set(words)] };
};

/**
 * The typing errors between a typed word and a word of a name: 0 when the name's word starts
 * with it, undefined when further apart than the typed word's length allows.
 */
function wordTypos(typed: string, known: string, isLastWord: boolean): number | undefined {
  if (known.startsWith(typed)) return 0;
  const limit = allowedTypos(typed.length);
  if (limit === 0) return undefined;
  let typos = typoDistance(typed, known, limit);
  if (isLastWord && known.length > typed.length) {
    typos = Math.min(typos, typoDistance(typed, known.slice(0, typed.length), limit));
  }
  return typos <= limit ? typos : undefined;
}

/**
 * How well `query` names `name`, lower is better, or undefined when it does not: every typed
 * word must meet a word of the name (see the top of this file). The score counts the typing
 * errors first; among names with as many, one that starts with the whole text typed comes
 * first (`vila ma` puts Vila Mariana before Mariana Vila).
 */
export function placeMatchScore(query: PlaceQuery, name: PlaceName): number | undefined {
  if (query.words.length === 0 || name.words.length === 0) return undefined;
  let typos = 0;
  for (const [index, typed] of query.words.entries()) {
    const isLastWord = index === query.words.length - 1;
    let best: number | undefined;
    for (const known of name.words) {
      const found = wordTypos(typed, known, isLastWord);
      if (found !== undefined && (best === undefined || found < best)) best = found;
      if (best === 0) break;
    }
    if (best === undefined) return undefined;
    typos += best;
  }
  return typos * 2 + (name.text.startsWith(query.text) ? 0 : 1);
}

/** The best score of several names of one place (a short name, a full name in each language). */
export function bestPlaceMatch(query: PlaceQuery, names: readonly PlaceName[]): number | undefined {
  let best: number | undefined;
  for (const name of names) {
    const score = placeMatchScore(query, name);
    if (score !== undefined && (best === undefined || score < best)) best = score;
  }
  return best;
}
