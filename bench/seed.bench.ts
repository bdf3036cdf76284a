/**
 * How long the demo seed takes at benchmark size, on PGlite and on PostgreSQL, through the same
 * command a person runs (`npm run seed -- --properties N`). Writes bench/results/seed.md.
 *
 *   npm run bench:seed [-- --properties 100000]
 *
 * PostgreSQL is used when BENCH_DATABASE_URL (a server URL; a throwaway database is created on it)
 * or a server on 127.0.0.1:5432 answers.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const argIndex = process.argv.indexOf("--properties");
const properties = Number(argIndex > 0 ? process.argv[argIndex + 1] : 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Run = { target: string; seconds: number; summary: string };

function runSeed(env: Record<string, string>): Promise<{ seconds: number; summary: string }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/src/seed-cli.ts", "--properties", String(properties)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`seed exited with ${code}`));
      resolve({ seconds: (performance.now() - started) / 1000, summary: out.trim().split("\n").at(-1) ?? "" });
    }),
  );
}

async function main() {
  const runs: Run[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), "bench-seed-"));
  try {
    runs.push({ target: "PGlite (on disk)", ...(await runSeed({ DATA_DIR: dataDir })) });

    const admin = new pg.Client({ connectionString: adminUrl });
    const reachable = await admin.connect().then(
      () => true,
      () => false,
    );
    if (reachable) {
      const name = `bench_seed_${Date.now().toString(36)}`;
      await admin.query(`create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        runs.push({
          target: "PostgreSQL 15 (local server)",
          ...(await runSeed({ DATA_DIR: dataDir, DATABASE_URL: url.toString() })),
        });
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const lines = [
    "# Seed benchmark",
    "",
    `\`npm run bench:seed -- --properties ${properties}\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}.`,
    "Wall time of the whole command: start, migrations, photo pool (rendered by the first run, reused by the second), seed, close.",
    "",
    "| Database | Listings | Wall time |",
    "|---|---|---|",
    ...runs.map((r) => `| ${r.target} | ${properties.toLocaleString("en")} | ${r.seconds.toFixed(1)} s |`),
    "",
    "Command output:",
    "",
    ...runs.map((r) => `- ${r.target}: ${r.summary}`),
    "",
  ];
  await writeFile(join(root, "bench/results/seed.md"), lines.join("\n"));
  process.stdout.write(lines.join("\n"));
}

await main();
