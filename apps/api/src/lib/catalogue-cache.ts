import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { JSONValue } from "hono/utils/types";
import { catalogueVersionOf } from "../db/catalogue-version.ts";
import type { Db } from "../db/client.ts";

/**
 * What browsers, proxies and a CDN may do with a catalogue answer: keep it a second, the
 * freshness promised for a listing published, repriced or archived (decision 020), so a burst of
 * visitors asking the same page reaches the server once a second; after that the ETag lets them
 * revalidate cheaply.
 */
const CATALOGUE_CACHE_CONTROL = "public, max-age=1";

/** A catalogue answer as the JSON text sent, with a strong ETag of its bytes. */
type JsonAnswer = { body: string; etag: string };

/**
 * The hash is taken here, of the text about to be sent, in one synchronous call: left to the
 * etag middleware it clones the response and streams it through WebCrypto, which cost a
 * twentieth of a listing read under load. The middleware still answers a matching
 * If-None-Match with 304, reading the ETag set here.
 */
function toJsonAnswer(answer: unknown): JsonAnswer {
  const body = JSON.stringify(answer);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

function send<T>(c: Context, { body, etag }: JsonAnswer) {
  c.header("Cache-Control", CATALOGUE_CACHE_CONTROL);
  c.header("ETag", etag);
  c.header("Content-Type", "application/json");
  // Typed as `c.json`'s answer, which the OpenAPI routes check against their declared schema.
  return c.body(body, 200) as unknown as ReturnType<typeof c.json<T, 200>>;
}

/** A catalogue answer as JSON, with the caching headers above and a strong ETag of its bytes. */
export const catalogueJson = <T extends JSONValue | object>(c: Context, answer: T) => send<T>(c, toJsonAnswer(answer));

/**
 * Catalogue answers kept until the catalogue changes (decision 020), as the JSON text they are
 * sent as, with its ETag: a repeated request costs neither a serialisation nor a hash, and a
 * kept answer is one string, which the garbage collector never walks. Kept as objects, 5,000
 * search pages held most of a gigabyte that every major collection marked through, and the
 * process spent more time collecting than searching (decision 021).
 */
export function catalogueResponses(maxEntries: number) {
  const cache = catalogueCache<JsonAnswer>(maxEntries);
  return async <T extends JSONValue | object>(c: Context, db: Db, key: string, compute: () => Promise<T>) =>
    send<T>(c, await cache(db, key, async () => toJsonAnswer(await compute())));
}

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
