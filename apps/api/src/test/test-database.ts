import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { catalogueVersionOf } from "../db/catalogue-version.ts";
import { createPgliteClient, type DatabaseHandle, openDatabase, wrapPglite } from "../db/client.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { TEST_SEED } from "./test-seed.ts";

/**
 * A fresh, migrated database for one test file, on the engine the test project asks for:
 * `TEST_DB_KIND=postgres` creates a new database on the server at `TEST_DATABASE_URL` and
 * drops it afterwards; otherwise an in-memory PGlite loaded from the migrated template that
 * the global setup made once (initdb + migrations cost seconds; loading the copy well under one).
 * `seeded` gives the demo catalogue of TEST_SEED as well.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const handle = await createPostgresTestDatabase();
    if (options.seeded) await seedDemoData(handle.db, { ...TEST_SEED, mediaDir: inject("seedMediaDir") });
    return handle;
  }
  const template = options.seeded ? inject("pgliteSeededTemplate") : inject("pgliteTemplate");
  const image = new Blob([await readFile(template)]);
  return wrapPglite(await createPgliteClient(undefined, image), () => {});
}

async function createPostgresTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4, watchCatalogue: true });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Resolves once this process has heard every catalogue change committed so far (decision 020).
 * A write through the API is heard before its answer leaves; a test that writes to the database
 * directly waits for this before reading, as a second instance would wait its fraction of a second.
 */
export const catalogueHeard = (handle: DatabaseHandle): Promise<void> =>
  catalogueVersionOf(handle.db)?.sync() ?? Promise.resolve();
