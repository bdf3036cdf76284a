import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

// The database's types, apart from `client.ts` that opens it, so modules that `client.ts`
// itself imports (catalogue-version.ts) can name them without importing it back.

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";
