import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import {
  conciergeSignups,
  type DatabaseTarget,
  openDatabase,
  properties,
  rooms,
  universities,
  users,
} from "@campuslar/api";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { startServer } from "./test/spawn-server.ts";
import { withThrowawayDatabase } from "./test/throwaway-database.ts";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run backup -- ...` / `npm run restore -- ...` as the operator runs them (without npm's banner). */
function cli(command: "backup" | "restore", args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ["--import", "tsx", `server/src/${command}-cli.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

/** A concierge sign-up through the API: something a person was told was received. */
async function signUp(url: string, fullName: string): Promise<void> {
  const res = await fetch(`${url}/v2/users/concierge-fgv`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fullName, messagingContact: "+55 11 91234-5678" }),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** Row counts of a few tables, and the names of the concierge sign-ups, read directly. */
async function snapshot(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    const n = async (table: typeof properties | typeof rooms | typeof universities | typeof users) =>
      (await database.db.select({ n: count() }).from(table))[0]?.n;
    const signups = await database.db.select({ name: conciergeSignups.fullName }).from(conciergeSignups);
    return {
      counts: {
        properties: await n(properties),
        rooms: await n(rooms),
        universities: await n(universities),
        users: await n(users),
        signups: signups.length,
      },
      signups: signups.map((s) => s.name).sort(),
    };
  } finally {
    await database.close();
  }
}

const oneLine = (text: string) => text.trim().split("\n").length === 1;

describe("npm run backup and npm run restore", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "campuslar-backup-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("on PGlite: refuses while the server runs, and a stopped server's backup restores what it held", async () => {
    const dir = await withMigratedDatabase(join(dataDir, "pglite-round-trip"));
    const env = { DATA_DIR: dir, DATABASE_URL: "" };
    const pglite: DatabaseTarget = { kind: "pglite", dataDir: join(dir, "pglite") };
    const backups = join(dir, "backups");

    const first = await startServer({ ...env, SEED_PROPERTIES: "30" });
    await signUp(first.url, "Antes do Backup");
    // While the server has the directory open, no backup is taken and no file is left behind.
    const refused = await cli("backup", [], env);
    expect(refused.code).toBe(1);
    expect(oneLine(refused.stderr)).toBe(true);
    expect(refused.stderr).toMatch(
      /^backup: the database directory \S+ is in use by process \d+ \(the server\?\): stop it .*use PostgreSQL/,
    );
    expect(existsSync(backups) ? readdirSync(backups) : []).toEqual([]);
    expect(await first.stop("SIGTERM")).toBe(0);

    const atBackup = await snapshot(pglite);
    expect(atBackup.signups).toEqual(["Antes do Backup"]);
    const backup = await cli("backup", [], env);
    expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: "" });
    const match = backup.stdout.match(/^Backed up PGlite at \S+ to (\S+) \((\d+(\.\d)? [kMG]?B)\)\.\n$/);
    expect(match, backup.stdout).not.toBeNull();
    const file = match?.[1] ?? "";
    expect(dirname(file)).toBe(backups);
    expect(file).toMatch(/\/campuslar-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(readdirSync(backups)).toEqual([file.slice(backups.length + 1)]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await startServer(env);
    await signUp(second.url, "Depois do Backup");
    // Nor is a directory in use replaced: nothing is moved aside.
    const busy = await cli("restore", [file], env);
    expect(busy.code).toBe(1);
    expect(oneLine(busy.stderr)).toBe(true);
    expect(busy.stderr).toMatch(/^restore: the database directory \S+ is in use by process \d+ .*nothing was changed/);
    expect(readdirSync(dir).filter((name) => name.includes("restor"))).toEqual([]);
    expect(await second.stop("SIGTERM")).toBe(0);
    expect((await snapshot(pglite)).signups).toEqual(["Antes do Backup", "Depois do Backup"]);

    const restore = await cli("restore", [file], env);
    expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toMatch(/^Restored \S+ into PGlite at \S+; migrations: \d+, none to apply\.\n/);
    const aside = readdirSync(dir).filter((name) => name.startsWith("pglite.before-restore-"));
    expect(aside).toHaveLength(1);
    expect(restore.stdout).toContain(join(dir, aside[0] ?? ""));
    expect(readdirSync(dir).filter((name) => name.includes("restoring"))).toEqual([]);

    // The restored database is the one at backup time; the replaced one is kept whole.
    expect(await snapshot(pglite)).toEqual(atBackup);
    expect((await snapshot({ kind: "pglite", dataDir: join(dir, aside[0] ?? "") })).signups).toEqual([
      "Antes do Backup",
      "Depois do Backup",
    ]);
    // And the server serves it without seeding it again.
    const third = await startServer(env);
    expect(third.output()).not.toContain("seeded");
    expect((await fetch(`${third.url}/v2/health`)).status).toBe(200);
    expect(await third.stop("SIGTERM")).toBe(0);
  });

  it("on PGlite: refuses a missing file, a file that is not a backup and the other kind's backup, changing nothing", async () => {
    const dir = join(dataDir, "pglite-bad-input");
    const env = { DATA_DIR: dir, DATABASE_URL: "" };
    const notBackup = join(dataDir, "notes.txt");
    const pgDump = join(dataDir, "fake.dump");
    const emptyTarball = join(dataDir, "other.tar.gz");
    await writeFile(notBackup, "não é um backup\n");
    await writeFile(pgDump, "PGDMP\u0001\u000e\u0000");
    await writeFile(emptyTarball, gzipSync(Buffer.alloc(1024)));

    const cases: [string, RegExp][] = [
      [join(dataDir, "missing.tar.gz"), /is not a file$/],
      [notBackup, /is not a backup written by npm run backup$/],
      [pgDump, /is a PostgreSQL backup \(pg_dump\): restore it with DATABASE_URL set/],
      [emptyTarball, /is not a PGlite backup \(it holds no database directory\)$/],
    ];
    for (const [file, message] of cases) {
      const run = await cli("restore", [file], env);
      expect(run.code, file).toBe(1);
      expect(oneLine(run.stderr), run.stderr).toBe(true);
      expect(run.stderr.trim()).toMatch(message);
    }
    expect(existsSync(join(dir, "pglite"))).toBe(false);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)("on PostgreSQL: backs up while serving and restores what it held (with --yes)", async () => {
    const dir = join(dataDir, "postgres-round-trip");
    await withThrowawayDatabase(adminUrl ?? "", async (url) => {
      const env = { DATA_DIR: dir, DATABASE_URL: url };
      const postgres: DatabaseTarget = { kind: "postgres", url };
      const server = await startServer({ ...env, SEED_PROPERTIES: "30" });
      let atBackup: Awaited<ReturnType<typeof snapshot>>;
      let file: string;
      try {
        await signUp(server.url, "Antes do Backup");
        // pg_dump reads a consistent snapshot while the server serves.
        const backup = await cli("backup", [], env);
        expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: "" });
        const match = backup.stdout.match(/^Backed up PostgreSQL at \S+ to (\S+) \(\d+(\.\d)? [kMG]?B\)\.\n$/);
        expect(match, backup.stdout).not.toBeNull();
        file = match?.[1] ?? "";
        expect(file).toMatch(new RegExp(`^${join(dir, "backups")}/campuslar-\\d{8}T\\d{6}Z\\.dump$`));
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(backup.stdout).not.toContain("postgres@"); // no credentials in what is printed
        atBackup = await snapshot(postgres);
        expect(atBackup.signups).toEqual(["Antes do Backup"]);
        await signUp(server.url, "Depois do Backup");
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }

      const unconfirmed = await cli("restore", [file], env);
      expect(unconfirmed.code).toBe(1);
      expect(oneLine(unconfirmed.stderr)).toBe(true);
      expect(unconfirmed.stderr).toMatch(/^restore: PostgreSQL at \S+ has \d+ tables; .*run again with --yes/);
      expect((await snapshot(postgres)).signups).toEqual(["Antes do Backup", "Depois do Backup"]);

      const restore = await cli("restore", [file, "--yes"], env);
      expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(restore.stdout).toMatch(/^Restored \S+ into PostgreSQL at \S+ \(replacing its \d+ tables\); migrations: /);
      expect(await snapshot(postgres)).toEqual(atBackup);

      // Into an empty database (a new server), no --yes is needed.
      await withThrowawayDatabase(adminUrl ?? "", async (emptyUrl) => {
        const fresh = await cli("restore", [file], { ...env, DATABASE_URL: emptyUrl });
        expect(fresh, fresh.stderr).toMatchObject({ code: 0, stderr: "" });
        expect(await snapshot({ kind: "postgres", url: emptyUrl })).toEqual(atBackup);
      });

      // A PGlite backup is refused here, with the reason.
      const tarball = join(dir, "pglite.tar.gz");
      await writeFile(tarball, gzipSync(Buffer.alloc(1024)));
      const wrongKind = await cli("restore", [tarball, "--yes"], env);
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.stderr).toMatch(/^restore: \S+ is a PGlite backup: restore it without DATABASE_URL [^\n]*\n$/);
    });
  });
});
