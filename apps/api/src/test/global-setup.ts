import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensurePhotoPool, seedDemoData } from "@campuslar/demo-seed";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createPgliteClient, openDatabase, wrapPglite } from "../db/client.ts";
import type { Db } from "../db/db-types.ts";
import { databaseUrl, testServerUrl, uniqueDatabaseName, withAdmin } from "./postgres-admin.ts";
import { TEST_SEED } from "./test-seed.ts";

async function dump(client: PGlite, file: string): Promise<string> {
  const image = await client.dumpDataDir("none");
  await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  return file;
}

/**
 * Once per run: the seed's photo files, and the two databases every test file starts from:
 * migrated and empty, and migrated with the demo catalogue. For PGlite they are data-directory
 * images each file loads in well under a second; for PostgreSQL, template databases each file
 * copies with `CREATE DATABASE … TEMPLATE` (migrating and seeding anew took seconds per file).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "campuslar-test-"));
  const mediaDir = join(dir, "media");
  await ensurePhotoPool(mediaDir);
  project.provide("seedMediaDir", mediaDir);

  if (project.config.env?.TEST_DB_KIND === "postgres") {
    const adminUrl = testServerUrl();
    const run = uniqueDatabaseName("tpl");
    const empty = await createPostgresTemplate(adminUrl, `${run}_empty`, async () => {});
    const seeded = await createPostgresTemplate(adminUrl, `${run}_seeded`, (db) =>
      seedDemoData(db, { ...TEST_SEED, mediaDir }),
    );
    project.provide("postgresTemplate", empty);
    project.provide("postgresSeededTemplate", seeded);
    return async () => {
      await withAdmin(adminUrl, async (admin) => {
        for (const name of [empty, seeded]) {
          await admin.query(`alter database "${name}" is_template false`);
          await admin.query(`drop database if exists "${name}" with (force)`);
        }
      });
      await rm(dir, { recursive: true, force: true });
    };
  }

  const client = await createPgliteClient();
  const handle = wrapPglite(client, () => {});
  await handle.migrate();
  project.provide("pgliteTemplate", await dump(client, join(dir, "empty.tar")));
  await seedDemoData(handle.db, { ...TEST_SEED, mediaDir });
  project.provide("pgliteSeededTemplate", await dump(client, join(dir, "seeded.tar")));
  await client.close();
  return () => rm(dir, { recursive: true, force: true });
}

/** A database migrated and filled once, then closed and marked a template, so copies of it are allowed. */
async function createPostgresTemplate(
  adminUrl: string,
  name: string,
  fill: (db: Db) => Promise<unknown>,
): Promise<string> {
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: "postgres", url, poolSize: 4, watchCatalogue: false });
  try {
    await handle.migrate();
    await fill(handle.db);
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database "${name}" is_template true`));
  return name;
}
