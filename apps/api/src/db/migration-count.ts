import { readFileSync } from "node:fs";

/**
 * How many migrations the code has: the entries of the journal Drizzle keeps beside them. A
 * restore compares it with what a backup's database applied (server/src/restore-cli.ts).
 */
export function codeMigrationCount(): number {
  const journal = JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
