/**
 * A daily run of the saved searches' alerts at city scale (issue 23): 100,000 listings (the demo
 * seed at benchmark size, on a PostgreSQL database of its own), 10,000 confirmed daily alerts of
 * varied filters, and a day's news (1% of the listings newly published, 0.3% made cheaper).
 * Times `runAlerts` (candidates read once, every alert matched in memory against the catalogue
 * snapshot, deliveries and e-mails written) and appends the result to bench/results/alerts.md.
 *
 *   npm run bench:alerts [-- --properties 100000 --alerts 10000]
 *
 * Needs a PostgreSQL server: BENCH_DATABASE_URL (a server URL; a throwaway database is created on
 * it) or 127.0.0.1:5432.
 */
import { spawn } from "node:child_process";
import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, runAlerts, savedSearches, snapshotReady } from "@campuslar/api";
import { sql } from "drizzle-orm";
import pg from "pg";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const properties = arg("properties", 100_000);
const alertCount = arg("alerts", 10_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DAY_MS = 24 * 60 * 60_000;

function seed(databaseUrl: string, dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/src/seed-cli.ts", "--properties", String(properties)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, stdio: "inherit" },
  );
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`)))),
  );
}

/** A reproducible stream of numbers in [0, 1). */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Varied filters, as students save them: a university most of the time, a price, a type, bedrooms… */
function filtersFor(next: () => number, universities: string[]): Record<string, string> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const filters: Record<string, string> = {};
  if (next() < 0.8) filters.university = pick(universities);
  if (next() < 0.7) filters.maxPrice = String(pick([1500, 2000, 2500, 3000, 4000, 6000]));
  if (next() < 0.15) filters.minPrice = "800";
  if (next() < 0.5) filters.type = pick(["coliving", "apartamento", "residencia_estudantil"]);
  if (next() < 0.35) filters.bedrooms = String(pick([1, 2, 3, 4]));
  if (next() < 0.2) filters.furnished = "true";
  if (next() < 0.1) filters.pets = "true";
  if (next() < 0.15) filters.maxTotal = String(pick([2500, 3500, 5000]));
  if (filters.university && next() < 0.15) filters.maxCommute = String(pick([20, 30, 45]));
  if (next() < 0.1) filters.stay = pick(["first_semester", "second_semester", "year"]);
  if (next() < 0.05) filters.verified = "true";
  // Free text is answered by SQL over the candidates, not by the snapshot.
  if (next() < 0.01) filters.q = pick(["varanda", "metrô", "suíte"]);
  return filters;
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_alerts_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "bench-alerts-"));
  try {
    const seedStarted = performance.now();
    await seed(url.toString(), dataDir);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const handle = await openDatabase({ kind: "postgres", url: url.toString(), watchCatalogue: true });
    try {
      const { db } = handle;
      const now = new Date();
      const yesterday = new Date(now.getTime() - DAY_MS);
      // A day's news: 1% published since yesterday, 0.3% cheaper (through the trigger).
      await db.execute(
        sql`update properties set published_at = ${now.toISOString()}::timestamptz - (random() * interval '20 hours') where status = 'published' and id % 100 = 7`,
      );
      await db.execute(
        sql`update properties set rent_cents = rent_cents - 10000 where status = 'published' and purpose = 'rent' and rent_cents > 50000 and id % 300 = 11`,
      );
      const [news] = (
        (await db.execute(
          sql`select count(*) filter (where published_at > ${yesterday.toISOString()}::timestamptz) as published, count(*) filter (where price_dropped_at is not null) as dropped from properties`,
        )) as unknown as { rows: { published: string; dropped: string }[] }
      ).rows;

      const slugs = (
        (await db.execute(sql`select slug from universities order by slug`)) as unknown as { rows: { slug: string }[] }
      ).rows.map((r) => r.slug);
      const next = random(23);
      const rows = Array.from({ length: alertCount }, (_, i) => ({
        email: `bench${i}@example.com`,
        locale: (i % 3 === 0 ? "en" : "pt") as "pt" | "en",
        name: `Alerta ${i}`,
        filters: filtersFor(next, slugs),
        frequency: "daily" as const,
        confirmedAt: new Date(yesterday.getTime() - DAY_MS),
        unsubscribeToken: `bench-unsubscribe-token-${i}-${name}`,
        lastRunAt: yesterday,
        nextRunAt: new Date(now.getTime() - 60_000),
      }));
      for (let at = 0; at < rows.length; at += 1_000) await db.insert(savedSearches).values(rows.slice(at, at + 1_000));

      // The snapshot is read once per catalogue version, as the server keeps it; timed apart.
      const snapshotStarted = performance.now();
      const snapshot = await snapshotReady(db);
      const snapshotSeconds = (performance.now() - snapshotStarted) / 1000;

      const started = performance.now();
      const counts = await runAlerts({ db, now, publicUrl: "https://campuslar.example" });
      const runSeconds = (performance.now() - started) / 1000;
      const again = performance.now();
      const second = await runAlerts({
        db,
        now: new Date(now.getTime() + 60_000),
        publicUrl: "https://campuslar.example",
      });
      const idleSeconds = (performance.now() - again) / 1000;

      const lines = [
        "",
        `## Daily run, ${now.toISOString().slice(0, 16)}Z`,
        "",
        `\`npm run bench:alerts -- --properties ${properties} --alerts ${alertCount}\`, ${cpus().length} cores, Node ${process.version}, PostgreSQL on 127.0.0.1 (seed ${seedSeconds.toFixed(0)} s).`,
        "",
        "| What | Value |",
        "|---|---|",
        `| Listings (published in the last day / price dropped) | ${properties.toLocaleString("en")} (${news?.published} / ${news?.dropped}) |`,
        `| Saved searches due (daily) | ${alertCount.toLocaleString("en")} |`,
        `| Catalogue snapshot ready (read once per catalogue version) | ${snapshotSeconds.toFixed(2)} s${snapshot ? "" : " (none: every match asked of SQL)"} |`,
        `| Daily run: candidates / e-mails queued / matches they count | ${counts.candidates} / ${counts.emails} / ${counts.homes} |`,
        `| Alerts whose candidates SQL tested (listings newer than the snapshot, or no snapshot) | ${counts.askedSql} |`,
        `| **Daily run time** | **${runSeconds.toFixed(2)} s** |`,
        `| The next tick (nothing due) | ${idleSeconds.toFixed(3)} s (${second.alerts} alerts) |`,
      ];
      process.stdout.write(`${lines.join("\n")}\n`);
      await appendFile(join(root, "bench/results/alerts.md"), `${lines.join("\n")}\n`);
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
