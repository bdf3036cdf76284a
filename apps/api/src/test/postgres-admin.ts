import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The PostgreSQL server the API tests run on (`TEST_DATABASE_URL`), reached through its admin
 * database to create, copy and drop the databases of a run and of each test file.
 */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  return url;
}

/** A name no other database of this or another run has: `prefix` plus the time and a random part. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;

/** The address of database `name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the admin database, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
