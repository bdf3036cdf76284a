import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPgliteClient, openDatabase, wrapPglite } from "../db/client.ts";
import { ensurePhotoPool } from "../db/seed/photos/render-pool.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { TEST_SEED } from "./test-seed.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    postgresTemplate: string;
    postgresSeededTemplate: string;
    seedMediaDir: string;
  }
}

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
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
    const run = `tpl_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
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

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A database migrated and filled once, then closed and marked a template, so copies of it are allowed. */
async function createPostgresTemplate(
  adminUrl: string,
  name: string,
  fill: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<unknown>,
): Promise<string> {
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4, watchCatalogue: false });
  try {
    await handle.migrate();
    await fill(handle.db);
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database "${name}" is_template true`));
  return name;
}
