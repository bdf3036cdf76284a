import type { Db } from "../db/client.ts";

/**
 * Caches an expensive, slowly changing read (catalogue counts) per database and key. An answer
 * is computed at most once per `maxAgeMs`; an expired one is still served while a fresh one is
 * computed in the background, so no visitor waits for the recount — only the very first request
 * of a process computes in line. A failed computation is not kept: the next request tries again.
 */
export function staleWhileRevalidate<K, V>(compute: (db: Db, key: K) => Promise<V>, maxAgeMs: number) {
  type Entry = { value: Promise<V>; computedAt: number; refreshing: boolean };
  const cache = new WeakMap<Db, Map<K, Entry>>();
  return (db: Db, key: K, now: Date): Promise<V> => {
    const entries = cache.get(db) ?? new Map<K, Entry>();
    cache.set(db, entries);
    const at = now.getTime();
    const entry = entries.get(key);
    if (!entry) {
      const value = compute(db, key);
      entries.set(key, { value, computedAt: at, refreshing: false });
      value.catch(() => entries.delete(key));
      return value;
    }
    if (at - entry.computedAt >= maxAgeMs && !entry.refreshing) {
      entry.refreshing = true;
      compute(db, key).then(
        (fresh) => entries.set(key, { value: Promise.resolve(fresh), computedAt: at, refreshing: false }),
        () => {
          entry.refreshing = false;
        },
      );
    }
    return entry.value;
  };
}
