/**
 * What `npm run backup` and `npm run restore` share (issue 17): the database's two kinds of
 * backup file, finding PostgreSQL's own tools, the migrations a database has, and how both commands
 * read their configuration and report a failure.
 *
 * PGlite: the file is the database directory as a gzipped tarball (`dumpDataDir`), taken with
 * the directory's lock held, so never while the server (or another command) has it open.
 * PostgreSQL: the file is `pg_dump --format=custom`, which is consistent while the server runs.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type Db, executeRows } from "@campuslar/api";
import { sql } from "drizzle-orm";
import { type Config, ConfigError, loadConfig } from "./config.ts";

/** A refusal or failure the operator reads as one line (the CLIs print it and exit 1). */
export class CliError extends Error {}

/** The configuration, with a bad setting said as the command's one line of failure. */
export function loadCliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/**
 * Runs a command's `main` and exits: 0 when done, else 1 with the one line an operator reads
 * (`<command>: <what went wrong>`), the message of a `CliError` as written.
 */
export function runCli(command: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const message =
        error instanceof CliError ? error.message : `failed: ${error instanceof Error ? error.message : error}`;
      process.stderr.write(`${command}: ${message}\n`);
      process.exit(1);
    },
  );
}

/** `20260301T031500Z`: sorts by time, has no characters a shell or a file system minds. */
export const backupTimestamp = (date = new Date()): string =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

/** Where the data is, for messages; never the password of a database URL. */
export function describeDatabase(database: Config["database"]): string {
  if (database.kind === "pglite") return `PGlite at ${database.dataDir}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

export type BackupKind = "pglite" | "postgres";

/** What a file holds, from its first bytes: a PGlite tarball (gzipped or not) or a pg_dump archive. */
export function detectBackupKind(head: Uint8Array): { kind: BackupKind; gzip: boolean } | undefined {
  if (head[0] === 0x1f && head[1] === 0x8b) return { kind: "pglite", gzip: true };
  if (Buffer.from(head.subarray(0, 5)).toString("latin1") === "PGDMP") return { kind: "postgres", gzip: false };
  if (Buffer.from(head.subarray(257, 262)).toString("latin1") === "ustar") return { kind: "pglite", gzip: false };
  return undefined;
}

/** The names of a tar archive's entries (ustar headers), without a leading `/` or `./`. */
export function tarEntryNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = (from: number, length: number) => {
    const bytes = tar.subarray(from, from + length);
    const end = bytes.indexOf(0);
    return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString("utf8");
  };
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = text(offset, 100);
    if (name === "") break; // the two empty blocks that end the archive
    const prefix = text(offset + 345, 155);
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) break;
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^(\.?\/)+/, ""));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/**
 * The absolute path of `pg_dump` or `pg_restore`: the one on PATH, else the newest under
 * `/usr/lib/postgresql/<version>/bin` (Debian installs them there, not always on PATH).
 */
export function findPgTool(name: "pg_dump" | "pg_restore"): string {
  if (spawnSync(name, ["--version"], { stdio: "ignore" }).status === 0) return name;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const path = join(root, version, "bin", name);
    if (existsSync(path)) return path;
  }
  throw new CliError(
    `${name} was not found on PATH nor under ${root}/*/bin: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`,
  );
}

/** The URL without its password, and the password apart (given to the tool as PGPASSWORD, not on its command line). */
function splitPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  if (!parsed.password) return { url };
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), password };
}

/** Runs pg_dump or pg_restore against `url`; a failure throws a CliError with the tool's own reason. */
export async function runPgTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  const binary = findPgTool(tool);
  const { url: bare, password } = splitPassword(url);
  const child = spawn(binary, [...args, "--dbname", bare], {
    env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new CliError(`${tool} failed: ${firstError(stderr) || `exit code ${code}`}`);
}

/** The line of a tool's output that says what went wrong, made one line. */
function firstError(stderr: string): string {
  const lines = stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.find((l) => /error:|fatal:|FATAL/i.test(l)) ?? lines.at(-1) ?? "";
  return line.replace(/^(pg_dump|pg_restore): (error: )?/, "");
}

/** How many migrations the database has applied; undefined when it has no migrations table (not CampusLar's). */
export async function appliedMigrationCount(db: Db): Promise<number | undefined> {
  const [table] = executeRows<Record<string, unknown>>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`),
  );
  if (!table?.ok) return undefined;
  const [row] = executeRows<Record<string, unknown>>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}

/** The tables of a database outside PostgreSQL's own schemas. */
export async function userTableCount(db: Db): Promise<number> {
  const [row] = executeRows<Record<string, unknown>>(
    await db.execute(
      sql`select count(*)::int as n from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    ),
  );
  return Number(row?.n ?? 0);
}
