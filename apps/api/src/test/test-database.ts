import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { catalogueVersionOf } from "../db/catalogue-version.ts";
import { createPgliteClient, type DatabaseHandle, openDatabase, wrapPglite } from "../db/client.ts";
import { databaseUrl, testServerUrl, uniqueDatabaseName, withAdmin } from "./postgres-admin.ts";

/**
 * What the global setup (global-setup.ts) hands every test file. Declared here, beside the
 * reads, so this module type-checks wherever it is imported from (the demo seed's tests reach
 * it through "@campuslar/api/testing").
 */
declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    postgresTemplate: string;
    postgresSeededTemplate: string;
    seedMediaDir: string;
  }
}

/**
 * A fresh, migrated database for one test file, on the engine the test project asks for:
 * `TEST_DB_KIND=postgres` copies a template database on the server at `TEST_DATABASE_URL` and
 * drops the copy afterwards; otherwise an in-memory PGlite loaded from a data-directory image.
 * The global setup made both kinds of template once per run (migrating, and seeding, cost
 * seconds; a copy well under one). `seeded` gives the demo catalogue of TEST_SEED as well.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND === "postgres") {
    return createPostgresTestDatabase(options.seeded ? inject("postgresSeededTemplate") : inject("postgresTemplate"));
  }
  const template = options.seeded ? inject("pgliteSeededTemplate") : inject("pgliteTemplate");
  const image = new Blob([await readFile(template)]);
  return wrapPglite(await createPgliteClient(undefined, image), () => {});
}

async function createPostgresTestDatabase(template: string): Promise<DatabaseHandle> {
  const adminUrl = testServerUrl();
  const name = uniqueDatabaseName("t");
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: "postgres", url, poolSize: 4, watchCatalogue: true });
  await untilCatalogueWatched(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * Waits until the connection that listens for catalogue changes is up (decision 020). Until
 * then nothing is served from a cache, and the first change heard moves the version: a test that
 * starts at once would see its first kept answer dropped for a change it never made.
 */
async function untilCatalogueWatched(handle: DatabaseHandle): Promise<void> {
  const version = catalogueVersionOf(handle.db);
  const deadline = Date.now() + 10_000;
  while (version && version.current() === undefined) {
    if (Date.now() > deadline) throw new Error("the catalogue listener did not connect in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Resolves once this process has heard every catalogue change committed so far (decision 020).
 * A write through the API is heard before its answer leaves; a test that writes to the database
 * directly waits for this before reading, as a second instance would wait its fraction of a second.
 */
export const catalogueHeard = (handle: DatabaseHandle): Promise<void> =>
  catalogueVersionOf(handle.db)?.sync() ?? Promise.resolve();
