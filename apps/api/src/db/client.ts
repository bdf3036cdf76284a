import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { registerCatalogueVersion, watchPgliteCatalogue, watchPostgresCatalogue } from "./catalogue-version.ts";
import type { Db, DbKind } from "./db-types.ts";
import { acquireDirectoryLock } from "./directory-lock.ts";
import * as schema from "./schema/index.ts";

export type { Db, DbKind, Schema } from "./db-types.ts";

export type DatabaseHandle = {
  db: Db;
  kind: DbKind;
  /** Applies every committed migration not yet applied. */
  migrate: () => Promise<void>;
  /** The PostgreSQL pool's connections, for `/metrics`; absent on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Closes connections (and releases the PGlite directory); safe to call twice. */
  close: () => Promise<void>;
  /**
   * PostgreSQL: runs `task` while this process holds the start-up lock, so instances started
   * together migrate and seed one after the other, never at once; `onWait` is called when
   * another holds it. Absent on PGlite, whose directory lock already admits one process.
   */
  exclusively?: <T>(task: () => Promise<T>, onWait?: () => void) => Promise<T>;
};

/** The advisory lock key of the start-up work (migrations, seed, staff account): any fixed number. */
export const STARTUP_LOCK_KEY = 4_271_902_650_113n;

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /**
       * `requests` (the server's pool): a request waits at most a few seconds for a connection
       * and for each statement, so a database that is down or frozen fails requests quickly
       * instead of piling them up. `maintenance` (the default: migrations, the seed, the
       * command-line tools): no time limit on a statement.
       */
      profile?: "requests" | "maintenance";
      /**
       * Listen for catalogue changes (decision 020), so catalogue reads may be cached: the
       * default for the `requests` profile; the command-line tools read nothing twice.
       */
      watchCatalogue?: boolean;
    }
  /** `dataDir` is a directory on disk, or undefined for an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const drizzleOptions = { schema, casing: "snake_case" } as const;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres"
    ? openPostgres(target.url, target.poolSize, target.profile, target.watchCatalogue)
    : openPglite(target.dataDir);
}

/** How long a request may wait, in milliseconds (issue 17); see DatabaseTarget's `profile`. */
export const REQUEST_DB_TIMEOUTS = {
  /** To open a connection or take one from a busy pool. */
  connect: 3_000,
  /** For one statement, on the server (`statement_timeout`) and here (a frozen server never answers). */
  statement: 5_000,
  /** A transaction left open and idle is ended by the server, releasing its locks. */
  idleInTransaction: 10_000,
} as const;

async function openPostgres(
  url: string,
  poolSize = 10,
  profile: "requests" | "maintenance" = "maintenance",
  watchCatalogue = profile === "requests",
): Promise<DatabaseHandle> {
  const limits =
    profile === "requests"
      ? {
          connectionTimeoutMillis: REQUEST_DB_TIMEOUTS.connect,
          statement_timeout: REQUEST_DB_TIMEOUTS.statement,
          query_timeout: REQUEST_DB_TIMEOUTS.statement + 500,
          idle_in_transaction_session_timeout: REQUEST_DB_TIMEOUTS.idleInTransaction,
        }
      : {};
  const pool = new pg.Pool({ connectionString: url, max: poolSize, keepAlive: true, ...limits });
  // A connection the server drops (restart, failover, a terminated backend) emits `error`; with
  // no listener that would crash the process. The pool listens only to idle connections, so
  // every connection gets one for its whole life, checked out (in a transaction) or not: the
  // statement under way fails, its request answers 503, and the broken connection is discarded.
  const lost = (error: Error) => console.warn(`database: a connection was lost (${error.message})`);
  pool.on("connect", (client) => client.on("error", lost));
  pool.on("error", lost);
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  const version = watchCatalogue
    ? watchPostgresCatalogue(url, pool, (message) => console.warn(`database: ${message}`))
    : undefined;
  if (version) registerCatalogueVersion(db as unknown as Db, version);
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () =>
      (closed ??= (async () => {
        await version?.close();
        await pool.end();
      })()),
    // A session lock on a connection of its own: the task's statements run on the pool's
    // others, and a process that dies mid-task releases it with its connection.
    async exclusively(task, onWait) {
      const holder = await pool.connect();
      try {
        const key = String(STARTUP_LOCK_KEY);
        const taken = await holder.query<{ ok: boolean }>("select pg_try_advisory_lock($1::bigint) as ok", [key]);
        if (!taken.rows[0]?.ok) {
          onWait?.();
          await holder.query("select pg_advisory_lock($1::bigint)", [key]);
        }
        try {
          return await task();
        } finally {
          await holder.query("select pg_advisory_unlock($1::bigint)", [key]);
        }
      } finally {
        holder.release();
      }
    },
  };
}

/** A PGlite instance with the extensions the migrations need; in memory without `dataDir`. */
export const createPgliteClient = (dataDir?: string, image?: Blob): Promise<PGlite> =>
  PGlite.create({ dataDir, loadDataDir: image, extensions: { pg_trgm, unaccent } });

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    // PGlite creates only the last directory level itself, and takes no lock: two processes
    // writing one directory corrupt it, so the directory is guarded by a pid lock file.
    mkdirSync(dirname(dataDir), { recursive: true });
    release = acquireDirectoryLock(`${dataDir}.lock`);
  }
  try {
    return wrapPglite(await createPgliteClient(dataDir), release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an open PGlite; `release` runs after it closes (the directory lock). */
export function wrapPglite(client: PGlite, release: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  // In process, listening costs nothing: every PGlite database caches its catalogue reads.
  const version = watchPgliteCatalogue(client);
  registerCatalogueVersion(db as unknown as Db, version);
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () =>
      (closed ??= (async () => {
        try {
          await version.close();
          await client.close();
        } finally {
          release();
        }
      })()),
  };
}
