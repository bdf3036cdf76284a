import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@campuslar/api/db/client";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    pgliteMigratedDir: string;
  }
}

/**
 * Once per run of the fault suites: a PGlite data directory created and migrated, closed, which
 * `withMigratedDatabase` (data-dir.ts) copies for each server that does not test its own first start. Creating a
 * PGlite database (its initdb, in WebAssembly) took about 3 s of the 5 s a server needs to start.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "campuslar-server-tests-"));
  const dataDir = join(dir, "pglite");
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide("pgliteMigratedDir", dataDir);
  return () => rm(dir, { recursive: true, force: true });
}
