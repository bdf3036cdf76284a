/**
 * `npm run backup -- [--out FILE|DIR]`: writes a backup of the database the server would use
 * (DATABASE_URL, or PGlite under DATA_DIR) to `DATA_DIR/backups/campuslar-<UTC time>.dump`
 * (PostgreSQL, `pg_dump --format=custom`) or `.tar.gz` (PGlite, the database directory), or to
 * FILE, or into DIR. `npm run restore` reads it back.
 *
 * PostgreSQL is backed up while the server runs. PGlite is not: it takes no lock of its own and
 * its files change under a running server, so the backup takes the directory's lock and refuses
 * while the server (or another command) holds it. The file appears under its final name only
 * once complete, readable by its owner only (it holds personal data and password hashes).
 */
import { existsSync, statSync } from "node:fs";
import { chmod, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { acquireDirectoryLock, createPgliteClient, DirectoryLockedError } from "@campuslar/api";
import { backupTimestamp, CliError, describeDatabase, formatSize, loadCliConfig, runCli, runPgTool } from "./backup.ts";
import type { Config } from "./config.ts";

const USAGE = "usage: npm run backup -- [--out FILE|DIR]";

function parseOptions(argv: string[]): { out?: string } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { out: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (values.out !== undefined && values.out.trim() === "") throw new CliError(`--out needs a path (${USAGE})`);
    return { out: values.out };
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${(error as Error).message.replace(/\s*\n\s*/g, " ")} (${USAGE})`);
  }
}

/** The file to write: `--out` as given, or a new `campuslar-<time>` name in `--out`'s directory or DATA_DIR/backups. */
async function chooseFile(out: string | undefined, config: Config): Promise<string> {
  const extension = config.database.kind === "postgres" ? "dump" : "tar.gz";
  let dir = join(config.dataDir, "backups");
  if (out !== undefined) {
    const path = resolve(out);
    const isDir = existsSync(path) && statSync(path).isDirectory();
    if (!isDir) {
      if (existsSync(path)) throw new CliError(`${path} already exists; name a new file (or a directory)`);
      await mkdir(dirname(path), { recursive: true });
      return path;
    }
    dir = path;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = backupTimestamp();
  for (let n = 1; ; n++) {
    const path = join(dir, `campuslar-${stamp}${n === 1 ? "" : `-${n}`}.${extension}`);
    if (!existsSync(path) && !existsSync(`${path}.partial`)) return path;
  }
}

/** The PGlite directory as a gzipped tarball, with its lock held so nothing else has it open. */
async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    throw new CliError(`there is no database at ${dataDir} to back up (is DATA_DIR right?)`);
  }
  let release: () => void;
  try {
    release = acquireDirectoryLock(`${dataDir}.lock`);
  } catch (error) {
    if (!(error instanceof DirectoryLockedError)) throw error;
    throw new CliError(
      `the database directory ${dataDir} is in use by process ${error.pid} (the server?): stop it and run the backup again; ` +
        "PGlite cannot be backed up while open (for backups while serving, use PostgreSQL with DATABASE_URL)",
    );
  }
  try {
    const client = await createPgliteClient(dataDir);
    try {
      // Written-out pages make the image smaller to replay; the WAL in it would do as well.
      await client.exec("CHECKPOINT");
      const image = await client.dumpDataDir("gzip");
      await writeFile(file, new Uint8Array(await image.arrayBuffer()), { mode: 0o600, flag: "wx" });
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function backupPostgres(url: string, file: string): Promise<void> {
  // Made first, so that pg_dump writes into a file only its owner can read.
  await writeFile(file, "", { mode: 0o600, flag: "wx" });
  await runPgTool("pg_dump", url, ["--format=custom", "--file", file]);
  await chmod(file, 0o600);
}

async function main(): Promise<void> {
  const { out } = parseOptions(process.argv.slice(2));
  const config = loadCliConfig();
  const file = await chooseFile(out, config);
  const partial = `${file}.partial`;
  try {
    if (config.database.kind === "pglite") await backupPglite(config.database.dataDir, partial);
    else await backupPostgres(config.database.url, partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  process.stdout.write(`Backed up ${describeDatabase(config.database)} to ${file} (${formatSize(size)}).\n`);
}

runCli("backup", main);
