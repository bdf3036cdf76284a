import type { Db } from "../db/client.ts";

/**
 * Keeps answers per database and key for `maxAgeMs`, at most `maxEntries` keys (the least
 * recently computed goes first). Requests for the same key while it is being computed share
 * that computation; a failed one is not kept, so the next request tries again.
 */
export function recentAnswers<V>(maxAgeMs: number, maxEntries: number) {
  const byDb = new WeakMap<Db, Map<string, { value: Promise<V>; at: number }>>();
  return (db: Db, key: string, now: number, compute: () => Promise<V>): Promise<V> => {
    const entries = byDb.get(db) ?? new Map<string, { value: Promise<V>; at: number }>();
    byDb.set(db, entries);
    const hit = entries.get(key);
    if (hit && now - hit.at < maxAgeMs) return hit.value;
    const value = compute();
    entries.delete(key);
    entries.set(key, { value, at: now });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Maps iterate in insertion order: the first key is the least recently computed.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? "");
    return value;
  };
}
