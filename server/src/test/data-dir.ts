import { cp } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";

/**
 * Makes `dir` a DATA_DIR whose PGlite database already exists, migrated and empty (the server
 * seeds it as it would a new one), copied from the one the run's global setup made; returns
 * `dir`. For servers whose test is not about a first start: restart.slow.test.ts still starts
 * one on an empty directory.
 */
export async function withMigratedDatabase(dir: string): Promise<string> {
  await cp(inject("pgliteMigratedDir"), join(dir, "pglite"), { recursive: true });
  return dir;
}
