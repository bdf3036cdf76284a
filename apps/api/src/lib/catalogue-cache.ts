import { catalogueVersionOf } from "../db/catalogue-version.ts";
import type { Db } from "../db/client.ts";

/**
 * What browsers, proxies and a CDN may do with a catalogue answer: keep it a second, the
 * freshness promised for a listing published, repriced or archived (decision 020), so a burst of
 * visitors asking the same page reaches the server once a second; after that the ETag lets them
 * revalidate cheaply.
 */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=1";

type Generation<V> = { version: number; entries: Map<string, Promise<V>> };

/**
 * Answers computed from the catalogue, kept per database and key for as long as the catalogue
 * has not changed (decision 020): a committed write anywhere moves the version and every answer
 * read under the old one is dropped, so nothing stale is served, however long it was kept. At most
 * `maxEntries` keys (the least recently used goes first). Requests for a key being computed share
 * that computation; a failed one is not kept. Without a known version (no listener, or it is
 * down) every call computes afresh.
 */
export function catalogueCache<V>(maxEntries: number) {
  const byDb = new WeakMap<Db, Generation<V>>();
  return (db: Db, key: string, compute: () => Promise<V>): Promise<V> => {
    const version = catalogueVersionOf(db)?.current();
    if (version === undefined) return compute();
    let generation = byDb.get(db);
    if (generation?.version !== version) {
      generation = { version, entries: new Map() };
      byDb.set(db, generation);
    }
    const { entries } = generation;
    const hit = entries.get(key);
    if (hit) {
      // Maps iterate in insertion order: moved to the end, the key is the most recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    // Kept under the version read before computing: a write that commits meanwhile moves the
    // version, and this answer, which may predate it, is never served under the new one.
    const value = compute();
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? "");
    return value;
  };
}
