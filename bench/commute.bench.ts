/**
 * Commutes to campus at a city's catalogue (issue 21): the whole precomputation, every published
 * listing × every university routed on the transit network and written to `property_commutes`,
 * timed with its routing and its writing apart; then what a start-up that finds nothing to do
 * costs, and what publishing one listing adds. Appends the run to bench/results/commute.md (and
 * commute.json) with the date and machine.
 *
 *   npm run bench:commute [-- --properties 100000 --publishes 200 --label "what changed" --reseed]
 *
 * PostgreSQL only, in its own database `bench_commute` on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), seeded with the demo seed the capacity benchmark
 * uses and kept between runs (seeded again only when it holds fewer listings, or with --reseed).
 */
import { appendFile, readFile, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  currentTransit,
  keepCommutesCurrent,
  openDatabase,
  recomputeCommutes,
  storeListingCommutes,
} from "@campuslar/api";
import pg from "pg";
import { cleanUp, cleanUpOnSignals, onCleanup, repoRoot, runSeed } from "./lib/processes.ts";

const say = (text: string) => process.stdout.write(`${text}\n`);

const { values: args } = parseArgs({
  options: {
    properties: { type: "string", default: "100000" },
    publishes: { type: "string", default: "200" },
    label: { type: "string", default: "" },
    reseed: { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
  },
});
const properties = Number(args.properties);
const publishes = Number(args.publishes);
const DATABASE = "bench_commute";

/** The database, seeded with the demo catalogue when it holds fewer listings than asked. */
async function prepare(): Promise<{ url: string; version: string; seed: string | null }> {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const url = new URL(server);
  url.pathname = `/${DATABASE}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const version = (await admin.query("SHOW server_version")).rows[0]?.server_version as string;
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE])).rowCount === 1;
    let held = 0;
    if (exists && !args.reseed) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      held = await client
        .query("SELECT count(*)::int AS n FROM properties")
        .then((r) => r.rows[0]?.n as number)
        .catch(() => 0);
      await client.end();
    }
    if (held >= properties) return { url: url.toString(), version, seed: null };
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    say(`seeding ${properties} listings into PostgreSQL (commutes included)…`);
    const started = performance.now();
    const summary = await runSeed(properties, {
      DATABASE_URL: url.toString(),
      DATA_DIR: join(tmpdir(), "bench-commute-pg"),
    });
    say(summary);
    return { url: url.toString(), version, seed: `${summary} (wall ${seconds(performance.now() - started)})` };
  } finally {
    await admin.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  cleanUpOnSignals();
  const prepared = await prepare();
  const database = await openDatabase({ kind: "postgres", url: prepared.url, poolSize: 2, profile: "maintenance" });
  onCleanup(() => database.close());
  await database.migrate();
  const { db } = database;

  // The network, loaded by the seed (or now, if this database predates commutes).
  await db.transaction((tx) => keepCommutesCurrent(tx));
  const transit = await currentTransit(db);
  if (!transit) throw new Error("no transit network after loading it");

  say("the whole precomputation: every published listing × every university…");
  const started = performance.now();
  let reported = -1;
  const full = await db.transaction((tx) =>
    recomputeCommutes(tx, transit, {
      onProgress: (done, total) => {
        const tenth = Math.floor((done / Math.max(total, 1)) * 10);
        if (tenth === reported) return;
        reported = tenth;
        say(
          `  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} listings, ${seconds(performance.now() - started)}`,
        );
      },
    }),
  );
  const committedMs = performance.now() - started;
  const vacuumStarted = performance.now();
  await db.execute("vacuum analyze property_commutes, commute_routes");
  const vacuumMs = performance.now() - vacuumStarted;

  // What every start-up pays when the feed, the universities and the listings are as stored.
  const checkStarted = performance.now();
  const check = await db.transaction((tx) => keepCommutesCurrent(tx));
  const checkMs = performance.now() - checkStarted;
  if (check.recomputed || check.filled) throw new Error("the start-up check found work right after a full run");

  // Publishing a listing: its commutes to every university, in its own transaction.
  const ids = await db.execute<{ id: number }>(
    `select id from properties where status = 'published' order by id limit ${publishes}`,
  );
  const sample = (ids as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const publishStarted = performance.now();
  for (const id of sample) await db.transaction((tx) => storeListingCommutes(tx, id));
  const publishMs = (performance.now() - publishStarted) / Math.max(sample.length, 1);

  // Heap and indexes apart: a replacement deletes every row and writes it again, so right after
  // one about half of each is free space that vacuum has handed back for the next to reuse.
  const sizes = await db.execute<{ table: string; heap: string; indexes: string }>(
    `select relname as table, pg_relation_size(oid)::text as heap, pg_indexes_size(oid)::text as indexes
     from pg_class where relname in ('property_commutes', 'commute_routes', 'transit_networks')`,
  );
  const sizeRows = (sizes as unknown as { rows: { table: string; heap: string; indexes: string }[] }).rows;
  const mb = (table: string) => {
    const row = sizeRows.find((candidate) => candidate.table === table);
    return `${(Number(row?.heap ?? 0) / 1e6).toFixed(1)} MB + indexes ${(Number(row?.indexes ?? 0) / 1e6).toFixed(1)} MB`;
  };

  const result = {
    date: new Date().toISOString().slice(0, 16).replace("T", " "),
    database: `PostgreSQL ${prepared.version}`,
    label: args.label,
    listings: full.listings,
    universities: full.universities,
    commutes: full.commutes,
    routes: full.routes,
    routingMs: full.routingMs,
    writingMs: full.ms - full.routingMs,
    precomputationMs: full.ms,
    committedMs: Math.round(committedMs),
    vacuumMs: Math.round(vacuumMs),
    startupCheckMs: Math.round(checkMs),
    publishMs: Math.round(publishMs * 10) / 10,
    sizesMb: {
      propertyCommutes: mb("property_commutes"),
      commuteRoutes: mb("commute_routes"),
      transitNetworks: mb("transit_networks"),
    },
    seed: prepared.seed,
  };
  const section = report(result);
  say(section);
  if (!args["no-write"]) {
    const results = join(repoRoot, "bench/results");
    const md = join(results, "commute.md");
    if (!(await readFile(md, "utf8").catch(() => ""))) await writeFile(md, HEADER);
    await appendFile(md, section);
    const json = join(results, "commute.json");
    const history = JSON.parse(await readFile(json, "utf8").catch(() => "[]")) as unknown[];
    history.push(result);
    await writeFile(json, `${JSON.stringify(history, null, 2)}\n`);
  }
}

function report(r: {
  date: string;
  database: string;
  label: string;
  listings: number;
  universities: number;
  commutes: number;
  routes: number;
  routingMs: number;
  writingMs: number;
  precomputationMs: number;
  committedMs: number;
  vacuumMs: number;
  startupCheckMs: number;
  publishMs: number;
  sizesMb: { propertyCommutes: string; commuteRoutes: string; transitNetworks: string };
  seed: string | null;
}): string {
  const n = (value: number) => value.toLocaleString("en-US");
  const perSecond = Math.round(r.commutes / (r.precomputationMs / 1000));
  return [
    "",
    `## ${r.date} UTC · ${r.database} · ${r.label || "unlabelled"}`,
    "",
    `${n(r.listings)} published listings × ${r.universities} universities, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Node ${process.version}.`,
    "",
    "| step | time | |",
    "|---|--:|---|",
    `| whole precomputation | ${seconds(r.precomputationMs)} | ${n(r.commutes)} commutes (${n(perSecond)}/s), ${n(r.routes)} routes |`,
    `| of which routing (this process) | ${seconds(r.routingMs)} | ${((1000 * r.routingMs) / r.commutes).toFixed(2)} µs a commute |`,
    `| of which waiting on writes | ${seconds(r.writingMs)} | the next chunk is routed while one is written |`,
    `| committed | ${seconds(r.committedMs)} | |`,
    `| vacuum analyze afterwards | ${seconds(r.vacuumMs)} | |`,
    `| start-up check, nothing to do | ${seconds(r.startupCheckMs)} | feed hash, universities, listings without commutes |`,
    `| publishing one listing | ${r.publishMs} ms | its ${r.universities} commutes, in its own transaction |`,
    "",
    `Sizes on disk (table + indexes): property_commutes ${r.sizesMb.propertyCommutes}, commute_routes ${r.sizesMb.commuteRoutes}, ` +
      `transit_networks ${r.sizesMb.transitNetworks}. A replacement deletes every commute and writes it again: right ` +
      "after one, about half of property_commutes is free space that the next one reuses.",
    ...(r.seed ? ["", `Seeded for this run: ${r.seed}`] : []),
    "",
  ].join("\n");
}

const HEADER = `# Commutes to campus: the precomputation at 100,000 listings

\`npm run bench:commute\` (issue 21). Every published listing's commute to every university is
routed once (\`planCommute\` on each campus's table) and stored in \`property_commutes\`, replacing
what was there, in one transaction, as a new transit network or a seed does it. On PostgreSQL, in
its own database \`bench_commute\` seeded by the demo seed.

Each run is appended below, newest last.
`;

main()
  .then(() => cleanUp())
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
