import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createPgliteClient, wrapPglite } from "../db/client.ts";
import { ensurePhotoPool } from "../db/seed/photos/render-pool.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { TEST_SEED } from "./test-seed.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    seedMediaDir: string;
  }
}

async function dump(client: PGlite, file: string): Promise<string> {
  const image = await client.dumpDataDir("none");
  await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  return file;
}

/**
 * Once per run: the seed's photo files, and (for PGlite) two data-directory images every test
 * file loads in well under a second: migrated and empty, and migrated with the demo catalogue.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "campuslar-test-"));
  const mediaDir = join(dir, "media");
  await ensurePhotoPool(mediaDir);
  project.provide("seedMediaDir", mediaDir);

  if (project.config.env?.TEST_DB_KIND !== "postgres") {
    const client = await createPgliteClient();
    const handle = wrapPglite(client, () => {});
    await handle.migrate();
    project.provide("pgliteTemplate", await dump(client, join(dir, "empty.tar")));
    await seedDemoData(handle.db, { ...TEST_SEED, mediaDir });
    project.provide("pgliteSeededTemplate", await dump(client, join(dir, "seeded.tar")));
    await client.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
