import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDirectoryLock } from "./directory-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Db;
  kind: DbKind;
  /** Applies every committed migration not yet applied. */
  migrate: () => Promise<void>;
  /** Closes connections (and releases the PGlite directory); safe to call twice. */
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` is a directory on disk, or undefined for an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const drizzleOptions = { schema, casing: "snake_case" } as const;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target.url, target.poolSize) : openPglite(target.dataDir);
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, a terminated backend) is reported
  // here; without a listener it would crash the process. The pool opens a new one when needed.
  pool.on("error", (error) => console.warn(`database: an idle connection was lost (${error.message})`));
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => (closed ??= pool.end()),
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
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () =>
      (closed ??= (async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      })()),
  };
}
