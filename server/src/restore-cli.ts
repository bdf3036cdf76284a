/**
 * `npm run restore -- FILE [--yes]`: puts a file written by `npm run backup` back into the
 * database the server would use (DATABASE_URL, or PGlite under DATA_DIR), then applies the
 * migrations the code has and the backup has not.
 *
 * PGlite (stop the server first; refused while it holds the directory): the backup becomes a new
 * directory beside the current one, is opened and migrated there, and only then takes its place;
 * the current directory is kept as `pglite.before-restore-<time>`. A backup that fails to open
 * leaves everything as it was.
 * PostgreSQL: `pg_restore --clean --if-exists --no-owner --no-acl --single-transaction` (all or
 * nothing). A database that has tables is only replaced with `--yes`.
 */
import { existsSync, statSync } from "node:fs";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import {
  acquireDirectoryLock,
  codeMigrationCount,
  createPgliteClient,
  DirectoryLockedError,
  openDatabase,
  wrapPglite,
} from "@campuslar/api";
import {
  appliedMigrationCount,
  type BackupKind,
  backupTimestamp,
  CliError,
  describeDatabase,
  detectBackupKind,
  loadCliConfig,
  runCli,
  runPgTool,
  tarEntryNames,
  userTableCount,
} from "./backup.ts";

const USAGE = "usage: npm run restore -- FILE [--yes]";

function parseOptions(argv: string[]): { file: string; yes: boolean } {
  const options = { yes: { type: "boolean", short: "y" }, help: { type: "boolean", short: "h" } } as const;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new CliError(`${(error as Error).message.replace(/\s*\n\s*/g, " ")} (${USAGE})`);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) throw new CliError(`name exactly one backup file (${USAGE})`);
  return { file: resolve(file), yes: parsed.values.yes === true };
}

/** What the file is, refusing one that is missing or not a backup of the kind the configuration uses. */
async function inspect(file: string, want: BackupKind): Promise<{ gzip: boolean }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new CliError(`${file} is not a file`);
  const handle = await open(file, "r");
  const head = new Uint8Array(512);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const found = detectBackupKind(head);
  if (!found) throw new CliError(`${file} is not a backup written by npm run backup`);
  if (found.kind !== want) {
    throw new CliError(
      found.kind === "postgres"
        ? `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the PostgreSQL database`
        : `${file} is a PGlite backup: restore it without DATABASE_URL (into DATA_DIR/pglite)`,
    );
  }
  return { gzip: found.gzip };
}

/** Migrations in the backup, and applied now. */
type Migrations = { inBackup: number; now: number };

const describeMigrations = (m: Migrations) =>
  m.now === m.inBackup
    ? `migrations: ${m.now}, none to apply`
    : `migrations: ${m.inBackup} in the backup, ${m.now - m.inBackup} newer applied`;

async function restorePglite(file: string, gzip: boolean, dataDir: string): Promise<string> {
  await mkdir(dirname(dataDir), { recursive: true });
  let release: () => void;
  try {
    release = acquireDirectoryLock(`${dataDir}.lock`);
  } catch (error) {
    if (!(error instanceof DirectoryLockedError)) throw error;
    throw new CliError(
      `the database directory ${dataDir} is in use by process ${error.pid} (the server?): stop it first; nothing was changed`,
    );
  }
  try {
    const bytes = await readFile(file);
    let tar: Uint8Array<ArrayBuffer>;
    try {
      tar = gzip ? gunzipSync(bytes) : bytes;
    } catch (error) {
      throw new CliError(`${file} is damaged (${(error as Error).message})`);
    }
    if (!tarEntryNames(tar).includes("PG_VERSION")) {
      throw new CliError(`${file} is not a PGlite backup (it holds no database directory)`);
    }

    const stamp = backupTimestamp();
    const staging = `${dataDir}.restoring-${stamp}`;
    await rm(staging, { recursive: true, force: true });
    let migrations: Migrations;
    try {
      migrations = await openAndMigrate(staging, tar);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }

    let aside: string | undefined;
    if (existsSync(dataDir)) {
      aside = `${dataDir}.before-restore-${stamp}`;
      await rename(dataDir, aside);
    }
    await rename(staging, dataDir);
    return (
      `Restored ${file} into PGlite at ${dataDir}; ${describeMigrations(migrations)}.` +
      (aside ? `\nThe database it replaced is kept in ${aside} (delete it once you are satisfied).` : "")
    );
  } finally {
    release();
  }
}

/** Creates `dir` from the image, checks it is CampusLar's and not newer than the code, and migrates it. */
async function openAndMigrate(dir: string, tar: Uint8Array<ArrayBuffer>): Promise<Migrations> {
  let handle: ReturnType<typeof wrapPglite>;
  try {
    handle = wrapPglite(await createPgliteClient(dir, new Blob([tar], { type: "application/x-tar" })), () => {});
  } catch (error) {
    throw new CliError(`the backup does not open as a database (${(error as Error).message})`);
  }
  try {
    const inBackup = await appliedMigrationCount(handle.db);
    if (inBackup === undefined) throw new CliError("the backup holds no CampusLar database (it has no migrations)");
    const known = codeMigrationCount();
    if (inBackup > known) {
      throw new CliError(
        `the backup was made by a newer version of CampusLar (${inBackup} migrations; this code has ${known}): update the code first; nothing was changed`,
      );
    }
    await handle.migrate();
    return { inBackup, now: (await appliedMigrationCount(handle.db)) ?? 0 };
  } finally {
    await handle.close();
  }
}

async function restorePostgres(file: string, url: string, yes: boolean, where: string): Promise<string> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  } catch (error) {
    throw new CliError(`DATABASE_URL is unreachable (${(error as Error).message})`);
  }
  try {
    const tables = await userTableCount(database.db);
    if (tables > 0 && !yes) {
      throw new CliError(
        `${where} has ${tables} tables; restoring replaces them with the backup's: run again with --yes to do so (nothing was changed)`,
      );
    }
    await runPgTool("pg_restore", url, [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-acl",
      "--single-transaction",
      file,
    ]);
    const inBackup = await appliedMigrationCount(database.db);
    if (inBackup === undefined) {
      throw new CliError(`${file} was restored but holds no CampusLar database (it has no migrations)`);
    }
    await database.migrate();
    const migrations = { inBackup, now: (await appliedMigrationCount(database.db)) ?? 0 };
    const newer = inBackup > codeMigrationCount() ? " Note: the backup is newer than this code; update the code." : "";
    return `Restored ${file} into ${where}${tables > 0 ? ` (replacing its ${tables} tables)` : ""}; ${describeMigrations(migrations)}.${newer}`;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { file, yes } = parseOptions(process.argv.slice(2));
  const config = loadCliConfig();
  const { gzip } = await inspect(file, config.database.kind);
  const said =
    config.database.kind === "pglite"
      ? await restorePglite(file, gzip, config.database.dataDir)
      : await restorePostgres(file, config.database.url, yes, describeDatabase(config.database));
  process.stdout.write(`${said}\n`);
}

runCli("restore", main);
