import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./db-types.ts";

/** The channel migration 0014's triggers notify on every committed write to the catalogue. */
export const CATALOGUE_CHANNEL = "catalogue_changed";
/** A channel of this process's own, to learn that every earlier notification has arrived. */
const SYNC_CHANNEL = "catalogue_sync";

/**
 * What this process knows of the catalogue's freshness (decision 020): a number that moves on
 * every committed write to a catalogue table, from any process on the database. Cached answers
 * are kept under the number they were read at and never served under another.
 */
export type CatalogueVersion = {
  /**
   * The version now; undefined while a change could go unseen (the listening connection is
   * down or not yet up): then nothing may be served from a cache.
   */
  current: () => number | undefined;
  /**
   * Resolves once every change committed before the call is counted in `current()`: called
   * after a request that may have written, so its writer reads its own write on this instance.
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

const versions = new WeakMap<Db, CatalogueVersion>();

/** The version that guards caches of `db`'s catalogue; none (no caching) when nothing watches it. */
export const catalogueVersionOf = (db: Db): CatalogueVersion | undefined => versions.get(db);

export function registerCatalogueVersion(db: Db, version: CatalogueVersion): void {
  versions.set(db, version);
}

/**
 * PGlite runs in this process: a notification reaches its listener before the statement that
 * caused it returns, so the count is always exact and syncing has nothing to wait for.
 */
export function watchPgliteCatalogue(client: PGlite): CatalogueVersion {
  let version: number | undefined;
  const listening = client.listen(CATALOGUE_CHANNEL, () => {
    if (version !== undefined) version++;
  });
  // Until LISTEN has run (the first statement after opening), nothing is cached.
  listening.then(
    () => {
      version = 0;
    },
    () => {},
  );
  return {
    current: () => version,
    // Nothing to wait for once listening: every change was counted before its statement returned.
    sync: () =>
      listening.then(
        () => {},
        () => {},
      ),
    close: async () => {
      version = undefined;
      await (await listening.catch(() => undefined))?.();
    },
  };
}

const RECONNECT_MS = { first: 100, max: 5_000 } as const;
/** A sync whose echo does not come back in this long gives up waiting (the listener is down). */
const SYNC_TIMEOUT_MS = 2_000;
/**
 * How often the listener proves it still hears the database, and how long its echo may take.
 * A connection to a frozen server, or across a network cut, stays open without an error for as
 * long as TCP allows (hours): without this, the process would go on serving what it kept while
 * other instances' writes went unheard. Unproven, the version is unknown and caches are bypassed.
 */
const HEARTBEAT_MS = 1_000;
const HEARTBEAT_TIMEOUT_MS = 1_500;

/**
 * PostgreSQL: a connection of its own LISTENs. While it is down (a restart, a network cut) the
 * version is unknown, so caches are bypassed; it reconnects with growing pauses, and the first
 * thing it does once listening again is to move the version, since changes may have been missed.
 * `pool` sends the sync echoes: notifications arrive in commit order, so when a process's own
 * echo arrives, every write committed before it was sent has been counted.
 */
export function watchPostgresCatalogue(
  url: string,
  pool: pg.Pool,
  onProblem: (message: string) => void,
): CatalogueVersion {
  let version = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let pause: number = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;
  const echoes = new Map<string, () => void>();
  /** False from a heartbeat that went unanswered until one is answered again. */
  let heard = true;
  /** A heartbeat's query not yet answered: a frozen server holds it, and the next waits for it. */
  let beating = false;

  const lost = (why: string) => {
    if (!listening && client === undefined) return;
    listening = false;
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on("error", () => {});
    void dead?.end().catch(() => {});
    for (const resolve of echoes.values()) resolve();
    echoes.clear();
    if (closed) return;
    onProblem(`catalogue changes unheard (${why}): caches bypassed until the database answers again`);
    schedule();
  };
  const schedule = () => {
    retry = setTimeout(connect, pause);
    pause = Math.min(pause * 2, RECONNECT_MS.max);
  };
  const connect = async () => {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 3_000 });
    client = next;
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL) version++;
      else if (message.channel === SYNC_CHANNEL) echoes.get(message.payload ?? "")?.();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}; LISTEN ${SYNC_CHANNEL}`);
      if (closed || client !== next) return;
      version++;
      listening = true;
      pause = RECONNECT_MS.first;
    } catch (error) {
      if (client === next) lost((error as Error).message);
    }
  };
  void connect();

  /**
   * Sends an echo through the database; resolves true once the listener hears it, false when
   * it does not in `timeoutMs` or the database refuses the query (then at once).
   */
  const echo = (timeoutMs: number, onSettled?: () => void) =>
    new Promise<boolean>((resolve) => {
      const token = randomUUID();
      const done = (ok: boolean) => {
        clearTimeout(timer);
        echoes.delete(token);
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      echoes.set(token, () => done(true));
      pool
        .query("SELECT pg_notify($1, $2)", [SYNC_CHANNEL, token])
        .catch(() => done(false))
        .finally(onSettled);
    });
  const heartbeat = setInterval(async () => {
    if (!listening || beating || closed) return;
    beating = true;
    const ok = await echo(HEARTBEAT_TIMEOUT_MS, () => {
      beating = false;
    });
    if (ok && !heard) {
      // Heard again: changes may have gone unheard meanwhile.
      version++;
      onProblem("catalogue changes heard again: caches back in use");
    } else if (!ok && heard) {
      onProblem("catalogue changes unheard (the database does not answer): caches bypassed until it does");
    }
    heard = ok;
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    current: () => (listening && heard ? version : undefined),
    async sync() {
      // Unheard, nothing is served from a cache: there is nothing to wait for (and a frozen
      // server would only add the echo's whole wait to the request's answer).
      if (!listening || !heard) return;
      // The database is failing when no echo comes: the request's own answer says so, and
      // nothing is served from a cache meanwhile.
      await echo(SYNC_TIMEOUT_MS);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      open?.removeAllListeners();
      open?.on("error", () => {});
      await open?.end().catch(() => {});
    },
  };
}
