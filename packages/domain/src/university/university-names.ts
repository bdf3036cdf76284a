import type { Locale } from "../i18n/locales.ts";
import { normalizeSearchText } from "../search/normalize.ts";
import { bestPlaceMatch, type PlaceName, preparePlaceName, preparePlaceQuery } from "../search/place-match.ts";
import type { University } from "./university-dto.ts";

/*
 * The universities are few (a few dozen) and every visitor knows them by a short name of two
 * to four letters: FGV, USP, PUC, FMU. The search box suggests them from UNIVERSITY_MIN_CHARS
 * characters, by short and full name, with the rule the API uses for places
 * (`search/place-match.ts`), and opens a university's filter when what was typed is its name.
 */

/** A university's short name is often two or three letters: it is suggested from two. */
export const UNIVERSITY_MIN_CHARS = 2;

/**
 * Search-as-you-type suggests at most this many universities, whether the API or the page
 * matched them. Here, not with the API's schemas, so the page has it without the schema library.
 */
export const TERM_MAX_UNIVERSITIES = 3;

/** What matching a university by name needs. */
export type NamedUniversity = Pick<University, "slug" | "shortName" | "names" | "nearbyListings">;

/** The names a university is known by: short name, full name in each language. */
const namesOf = (u: NamedUniversity): PlaceName[] => [u.shortName, u.names.pt, u.names.en].map(preparePlaceName);

/**
 * The universities `typed` names, best match first (among equals, more listings nearby first,
 * then by short name), at most `limit`; none under UNIVERSITY_MIN_CHARS characters.
 */
export function universitiesMatching<U extends NamedUniversity>(
  typed: string,
  universities: readonly U[],
  limit: number,
): U[] {
  if (Array.from(typed.trim()).length < UNIVERSITY_MIN_CHARS) return [];
  const query = preparePlaceQuery(typed);
  const scored: { university: U; score: number }[] = [];
  for (const university of universities) {
    const score = bestPlaceMatch(query, namesOf(university));
    if (score !== undefined) scored.push({ university, score });
  }
  return scored
    .sort(
      (a, b) =>
        a.score - b.score ||
        b.university.nearbyListings - a.university.nearbyListings ||
        a.university.shortName.localeCompare(b.university.shortName, "pt-BR"),
    )
    .map(({ university }) => university)
    .slice(0, limit);
}

/**
 * The acronym a short name starts with, when written in capitals: "USP" of "USP Butantã",
 * "PUC" of "PUC-SP". A leading ordinary word ("São" of "São Judas") is nobody's name.
 */
function acronymOf(shortName: string): string | undefined {
  const first = shortName.split(/[\s-]+/)[0] ?? "";
  return /^\p{Lu}{2,}$/u.test(first) && first !== shortName ? normalizeSearchText(first) : undefined;
}

/**
 * The one university whose name `typed` is (accents, case and punctuation aside): its short
 * name, its acronym, or its full name in either language; undefined when it names none or
 * more than one.
 */
export function universityNamedBy<U extends NamedUniversity>(typed: string, universities: readonly U[]): U | undefined {
  const text = normalizeSearchText(typed);
  if (text === "") return undefined;
  const named = universities.filter((u) =>
    [u.shortName, u.names.pt, u.names.en]
      .map(normalizeSearchText)
      .concat(acronymOf(u.shortName) ?? [])
      .includes(text),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** A university as the search box shows it: its full name in the visitor's language. */
export const universityInLocale = <U extends NamedUniversity & { neighbourhood: string }>(u: U, locale: Locale) => ({
  slug: u.slug,
  shortName: u.shortName,
  name: u.names[locale],
  neighbourhood: u.neighbourhood,
  nearbyListings: u.nearbyListings,
});
