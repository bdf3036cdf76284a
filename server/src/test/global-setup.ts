import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@campuslar/api";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    pgliteMigratedDir: string;
  }
}

/**
 * Once per run of the fault suites: a PGlite data directory created and migrated, closed, which
 * `withMigratedDatabase` (data-dir.ts) copies for each server that does not test its own first
 * start. Creating a PGlite database (its initdb, in WebAssembly) took about 3 s of the 5 s a
 * server needs to start. Both fault projects (vitest.config.ts) name this setup and Vitest calls
 * it once for each, in one process: the second gets the directory the first made, and the last
 * teardown removes it.
 */
type Shared = { dataDir: Promise<{ dir: string; dataDir: string }>; users: number };
const shared = globalThis as { campuslarMigratedDir?: Shared };

async function migratedDir(): Promise<{ dir: string; dataDir: string }> {
  const dir = await mkdtemp(join(tmpdir(), "campuslar-server-tests-"));
  const dataDir = join(dir, "pglite");
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { dir, dataDir };
}

export default async function setup(project: TestProject) {
  shared.campuslarMigratedDir ??= { dataDir: migratedDir(), users: 0 };
  const made = shared.campuslarMigratedDir;
  made.users++;
  const { dir, dataDir } = await made.dataDir;
  project.provide("pgliteMigratedDir", dataDir);
  return async () => {
    made.users--;
    if (made.users > 0) return;
    shared.campuslarMigratedDir = undefined;
    await rm(dir, { recursive: true, force: true });
  };
}
