import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import {
  type PropertyTermItem,
  type PropertyTermList,
  TERM_MAX_ITEMS,
} from "@campuslar/domain/property/property-term-dto";
import { normalizeSearchText, SEARCH_MIN_CHARS } from "@campuslar/domain/search/normalize";
import { allowedTypos, typoDistance } from "@campuslar/domain/search/place-match";
import { normalizeStreetText } from "@campuslar/domain/search/street-types";
import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties, universities } from "../../db/schema/catalogue.ts";
import { searchPlaces } from "./property-places.ts";

/*
 * Search-as-you-type over `properties.search_text` (street, neighbourhood, city, both titles
 * and code, lower-case and accent-free, like the query after `normalizeStreetText`, which also
 * spells out street types, "R." as "rua"):
 *
 *   1. listings holding every word of the query (`LIKE '%word%'`, in any order), the ones
 *      holding the whole query as typed first; with them, the listing whose code it is;
 *   2. only when that finds fewer than ten: the words again, each also allowing its likely
 *      corrections, place and university names within one or two typing errors
 *      (`pinheros` -> `pinheiros`), fewest errors first.
 *
 * Every step is a `LIKE '%…%'` condition, which the trigram GIN index on `search_text`
 * answers and whose recheck costs microseconds. pg_trgm's similarity operators (`<%`) were
 * measured on 100,000 listings and left out: their index candidates are every row sharing
 * enough trigrams anywhere in a 150-character text, each rechecked by a similarity costing
 * tens of microseconds, and queries such as `rua augsta` or `paulsta` took 80 to 900 ms.
 * Correcting the few hundred place names in memory first keeps every step on the index.
 *
 * The typing errors a word may have are the domain's rule (`search/place-match.ts`), which
 * also decides which universities and neighbourhoods the box suggests (property-places.ts).
 */

/**
 * A step reads at most this many matches before ranking them. For a common word thousands
 * of listings match equally well; ranking a bounded pool keeps the answer in milliseconds
 * while still putting address matches before title-only ones.
 */
const POOL_SIZE = 50;

/** pg_trgm needs three characters to use the index: shorter words cannot narrow a search. */
const MIN_WORD_CHARS = 3;

/** More words than this add nothing a search box needs and only lengthen the statement. */
const MAX_WORDS = 8;

/** Corrections kept per word, closest first. */
const MAX_CORRECTIONS = 5;

/** The place and university names are re-read this often (and on first use). */
export const VOCABULARY_MAX_AGE_MS = 10 * 60_000;

export type Correction = { text: string; typos: number };

/**
 * Words of `vocabulary` within the typing errors a word of this length allows, closest first,
 * leaving out those that contain the word or a closer correction.
 * The last word of a query may still be half typed, so it is also compared with the
 * beginnings of the vocabulary's words (`pinhwi` -> `pinhei`).
 */
export function correctionsFor(word: string, vocabulary: readonly string[], isLastWord: boolean): Correction[] {
  const limit = allowedTypos(word.length);
  if (limit === 0) return [];
  const best = new Map<string, number>();
  const consider = (text: string) => {
    if (text === word || text.length < MIN_WORD_CHARS) return;
    const typos = typoDistance(word, text, limit);
    if (typos <= limit && typos < (best.get(text) ?? Number.POSITIVE_INFINITY)) best.set(text, typos);
  };
  for (const known of vocabulary) {
    consider(known);
    if (isLastWord && known.length > word.length) consider(known.slice(0, word.length));
  }
  const kept: Correction[] = [];
  for (const [text, typos] of [...best].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))) {
    // Searched as substrings, `mackenzi` already finds every `mackenzie`: the longer one adds
    // nothing but another pattern for the planner to guess about.
    if (text.includes(word) || kept.some((k) => text.includes(k.text))) continue;
    kept.push({ text, typos });
    if (kept.length === MAX_CORRECTIONS) break;
  }
  return kept;
}

// ---------------------------------------------------------------------------------------
// Vocabulary: the words of every published street, neighbourhood and city, and of the
// universities' short names (titles mention the nearest one, "a 450 m da FGV").

type VocabularyEntry = { value: Promise<string[]>; loadedAt: number; refreshing: boolean };
const vocabularies = new WeakMap<Db, VocabularyEntry>();

async function loadVocabulary(db: Db): Promise<string[]> {
  const [places, campuses] = await Promise.all([
    db
      .selectDistinct({ street: properties.street, neighbourhood: properties.neighbourhood, city: properties.city })
      .from(properties)
      .where(eq(properties.status, "published")),
    db.select({ shortName: universities.shortName }).from(universities),
  ]);
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of normalizeSearchText(text).split(" ")) if (word.length >= 4) words.add(word);
  };
  for (const place of places) {
    add(place.street);
    add(place.neighbourhood);
    add(place.city);
  }
  for (const campus of campuses) add(campus.shortName);
  return [...words].sort();
}

/**
 * The vocabulary of a database, read once and then re-read in the background when older than
 * VOCABULARY_MAX_AGE_MS (at 100,000 listings reading it takes about a tenth of a second). A
 * street that appeared since only misses its typo corrections: typed right, it is found.
 */
function vocabularyOf(db: Db, now: Date): Promise<string[]> {
  const at = now.getTime();
  const entry = vocabularies.get(db);
  if (!entry) {
    const value = loadVocabulary(db);
    vocabularies.set(db, { value, loadedAt: at, refreshing: false });
    value.catch(() => vocabularies.delete(db));
    return value;
  }
  if (at - entry.loadedAt >= VOCABULARY_MAX_AGE_MS && !entry.refreshing) {
    entry.refreshing = true;
    loadVocabulary(db).then(
      (words) => vocabularies.set(db, { value: Promise.resolve(words), loadedAt: at, refreshing: false }),
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.value;
}

// ---------------------------------------------------------------------------------------
// The search

/** Escapes LIKE's wildcards; normalised text holds none, but the pattern must not depend on it. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

type Text = SQLWrapper;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const contains = (column: Text, text: string): SQL => sql`${column} like ${likePattern(text)}`;

/** Where `text` starts a word of `column`, from 1; 0 when it starts none. */
const wordStart = (column: Text, text: string): SQL => sql`strpos(' ' || ${column}, ${` ${text}`})`;

/**
 * Best first: the whole query at the start of a word, then anywhere, the earlier the better
 * (the address comes before the titles in the search text); then listings holding the words
 * apart, the more of them starting words the better.
 */
const byRelevance = (column: Text, query: string, words: string[]): SQL[] => [
  sql`${wordStart(column, query)} = 0`,
  sql`strpos(${column}, ${query}) = 0`,
  wordStart(column, query),
  sql`strpos(${column}, ${query})`,
  sql`(${sql.join(
    words.map((w) => sql`(${wordStart(column, w)} > 0)::int`),
    sql` + `,
  )}) desc`,
];

/** Every condition at once; `and()` would also accept none and answer nothing. */
const allOf = (conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`;

const matchColumns = {
  id: properties.id,
  code: properties.code,
  purpose: properties.purpose,
  type: properties.type,
  titlePt: properties.titlePt,
  titleEn: properties.titleEn,
  street: properties.street,
  neighbourhood: properties.neighbourhood,
  city: properties.city,
  state: properties.state,
};

type Match = {
  id: number;
  code: string;
  purpose: PropertyTermItem["purpose"];
  type: PropertyTermItem["type"];
  titlePt: string;
  titleEn: string;
  street: string;
  neighbourhood: string;
  city: string;
  state: string;
};

/**
 * Up to `limit` published listings matching `where`: a pool of POOL_SIZE matches, read in
 * whatever order the index gives them, ranked by `rank` (given the pool's search text), then
 * the most recently published first.
 */
async function rankedMatches(
  db: Db | Tx,
  where: SQL | undefined,
  rank: (searchText: Text) => SQL[],
  limit: number,
): Promise<Match[]> {
  const pool = db
    .select({ ...matchColumns, searchText: properties.searchText, publishedAt: properties.publishedAt })
    .from(properties)
    .where(and(eq(properties.status, "published"), where))
    .limit(POOL_SIZE)
    .as("pool");
  return db
    .select({
      id: pool.id,
      code: pool.code,
      purpose: pool.purpose,
      type: pool.type,
      titlePt: pool.titlePt,
      titleEn: pool.titleEn,
      street: pool.street,
      neighbourhood: pool.neighbourhood,
      city: pool.city,
      state: pool.state,
    })
    .from(pool)
    .orderBy(...rank(pool.searchText), sql`${pool.publishedAt} desc nulls last`, sql`${pool.id} desc`)
    .limit(limit);
}

/** The listing with exactly this code, when the query is one (`SP10001`, `sp 10001`). */
async function byCode(db: Db, query: string): Promise<Match[]> {
  const code = query.replaceAll(" ", "").toUpperCase();
  if (!isPropertyCode(code)) return [];
  return db
    .select(matchColumns)
    .from(properties)
    .where(and(eq(properties.code, code), eq(properties.status, "published")));
}

/** The answer to anything under SEARCH_MIN_CHARS characters: nothing in any group. */
export const EMPTY_TERM_ANSWER: PropertyTermList = { items: [], universities: [], neighbourhoods: [] };

/** Whether `q` is long enough to search (spec §5: four characters, spaces around not counted). */
export const isSearchableTerm = (q: string): boolean => Array.from(q.trim()).length >= SEARCH_MIN_CHARS;

/**
 * What the search box shows for what was typed: at most TERM_MAX_ITEMS published listings,
 * best first (see the top of this file), and the universities and neighbourhoods it names
 * (property-places.ts). Under SEARCH_MIN_CHARS characters every group is empty; without a
 * word of three characters to search the index with, so are the listings.
 */
export async function searchPropertyTerm(db: Db, q: string, locale: Locale, now: Date): Promise<PropertyTermList> {
  if (!isSearchableTerm(q)) return EMPTY_TERM_ANSWER;
  // "R. Augusta" and "Av. Paulista" meet the "rua augusta" and "avenida paulista" stored.
  const query = normalizeStreetText(q);
  const [items, places] = await Promise.all([findTerm(db, query, locale, now), searchPlaces(db, query, locale)]);
  return { items, ...places };
}

async function findTerm(db: Db, query: string, locale: Locale, now: Date): Promise<PropertyTermItem[]> {
  const words = [...new Set(query.split(" "))].filter((w) => w.length >= MIN_WORD_CHARS).slice(0, MAX_WORDS);
  if (words.length === 0) return [];

  const found: Match[] = [];
  const add = (matches: Match[]) => {
    for (const match of matches) {
      if (found.length < TERM_MAX_ITEMS && !found.some((f) => f.id === match.id)) found.push(match);
    }
  };

  // 1. Every word, the whole query first, and the listing whose code was typed.
  const allWords = allOf(words.map((w) => contains(properties.searchText, w)));
  const [coded, matching] = await Promise.all([
    byCode(db, query),
    rankedMatches(db, allWords, (text) => byRelevance(text, query, words), TERM_MAX_ITEMS),
  ]);
  add(coded);
  add(matching);
  if (found.length === TERM_MAX_ITEMS) return found.map((m) => toItem(m, locale));

  // 2. Each word or one of its corrections, fewest typing errors first.
  const vocabulary = await vocabularyOf(db, now);
  const options = words.map((word, i) => [
    { text: word, typos: 0 },
    ...correctionsFor(word, vocabulary, i === words.length - 1),
  ]);
  if (options.every((o) => o.length === 1)) return found.map((m) => toItem(m, locale));
  const anyOption = allOf(options.map((o) => sql`(${or(...o.map((c) => contains(properties.searchText, c.text)))})`));
  const typos = (text: Text) =>
    sql`(${sql.join(
      options.map(
        (o) =>
          sql`case ${sql.join(
            o.map((c) => sql`when ${contains(text, c.text)} then ${c.typos}::int`),
            sql` `,
          )} end`,
      ),
      sql` + `,
    )})`;
  const corrected = await db.transaction(async (tx) => {
    // The planner guesses an OR of rare patterns to be common and would rather walk the whole
    // table (or a whole B-tree) until fifty match. Through the trigram index it reads only the
    // listings that hold a pattern: bounded by the matches, not by the size of the catalogue.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return rankedMatches(
      tx,
      sql`${anyOption} and not ${allWords}`,
      (text) => [typos(text)],
      TERM_MAX_ITEMS - found.length,
    );
  });
  add(corrected);
  return found.map((m) => toItem(m, locale));
}

const titleIn = (locale: Locale, m: Match) => {
  const { text, language } = localizedText(locale, m.titlePt, m.titleEn);
  return { title: text, titleLanguage: language };
};

const toItem = (m: Match, locale: Locale): PropertyTermItem => ({
  code: m.code,
  purpose: m.purpose,
  ...titleIn(locale, m),
  address: { street: m.street, neighbourhood: m.neighbourhood, city: m.city, state: m.state },
  type: m.type,
});
