/**
 * How fast the catalogue API answers at benchmark size, on PostgreSQL and on PGlite, and how
 * much of that time is the SQL itself. Writes bench/results/api.md and bench/results/api.json.
 *
 *   npm run bench:api [-- --properties 100000 --duration 30 --connections 50 --only pg|pglite]
 *
 * For each database: seed N listings with the real seed command, start the real server in
 * production mode, drive three scenarios (search, term, detail) over HTTP with autocannon;
 * then stop the server and replay the SQL the API issued for each of those requests straight
 * through `pg` or PGlite, with as many concurrent loops for as long.
 *
 * PostgreSQL is BENCH_DATABASE_URL (a server URL; a throwaway database is created on it and
 * dropped at the end), by default the local server. Without --only, a server that does not
 * answer is skipped and the result says so.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { checkPaths, driveHttp, type HttpResult } from "./lib/http-load.ts";
import {
  cleanUp,
  cleanUpOnSignals,
  ensureWebBuild,
  interrupted,
  onCleanup,
  repoRoot,
  runSeed,
  startServer,
} from "./lib/processes.ts";
import {
  captureScenario,
  driveSql,
  openRawPglite,
  openRawPostgres,
  type RawDatabase,
  SERVER_POOL_SIZE,
  type SqlResult,
} from "./lib/raw-sql.ts";
import {
  detailScenario,
  publishedCodes,
  type Scenario,
  searchScenario,
  termScenario,
  universitySlugs,
} from "./lib/scenarios.ts";

const USAGE =
  "usage: npm run bench:api -- [--properties N] [--duration seconds] [--connections N] [--only pg|pglite] [--scenarios search,term,detail]";
const SCENARIOS = ["search", "term", "detail"] as const;

function usageError(message: string): never {
  process.stderr.write(`bench:api: ${message} (${USAGE})\n`);
  process.exit(2);
}

function parseOptions() {
  let values: {
    properties: string;
    duration: string;
    connections: string;
    only?: string | undefined;
    scenarios?: string | undefined;
  };
  try {
    ({ values } = parseArgs({
      options: {
        properties: { type: "string", default: "100000" },
        duration: { type: "string", default: "30" },
        connections: { type: "string", default: "50" },
        only: { type: "string" },
        scenarios: { type: "string", default: SCENARIOS.join(",") },
      },
      strict: true,
    }));
  } catch (error) {
    usageError((error as Error).message.replace(/\s*\n\s*/g, " "));
  }
  const whole = (name: string, text: string, min: number) => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min) usageError(`--${name} must be a whole number from ${min}`);
    return n;
  };
  if (values.only !== undefined && values.only !== "pg" && values.only !== "pglite") {
    usageError("--only must be pg or pglite");
  }
  const scenarios = (values.scenarios ?? SCENARIOS.join(",")).split(",").map((name) => name.trim());
  const unknown = scenarios.find((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown !== undefined) usageError(`--scenarios takes ${SCENARIOS.join(", ")} (got ${JSON.stringify(unknown)})`);
  return {
    // Detail codes come from list pages, so the catalogue needs a few published listings.
    properties: whole("properties", values.properties, 100),
    durationS: whole("duration", values.duration, 1),
    connections: whole("connections", values.connections, 1),
    only: values.only as "pg" | "pglite" | undefined,
    scenarios: new Set(scenarios),
  };
}

type ScenarioResult = {
  name: string;
  route: string;
  targetP95Ms: number;
  distinctRequests: number;
  api: HttpResult;
  sql: SqlResult;
};
type DatabaseResult = { key: "pg" | "pglite"; label: string; seed: string; scenarios: ScenarioResult[] };

type Target = {
  key: "pg" | "pglite";
  label: string;
  /** What the seed command and the server read to find the database. */
  env: Record<string, string>;
  openRaw: () => Promise<RawDatabase>;
};

const options = parseOptions();
const load = { connections: options.connections, durationS: options.durationS };
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const ms = (value: number) => (Number.isNaN(value) ? "–" : value < 10 ? value.toFixed(2) : value.toFixed(1));
const ratio = (r: ScenarioResult) => r.api.p95 / r.sql.p95;

async function benchDatabase(target: Target): Promise<DatabaseResult> {
  console.info(`${target.label}: seeding ${options.properties.toLocaleString("en")} listings`);
  const seed = await runSeed(options.properties, target.env);
  console.info(`${target.label}: ${seed}`);

  const server = await startServer(target.env);
  const wanted = options.scenarios;
  const scenarios: Scenario[] = [
    ...(wanted.has("search") ? [searchScenario(await universitySlugs(server.url))] : []),
    ...(wanted.has("term") ? [termScenario()] : []),
    ...(wanted.has("detail") ? [detailScenario(await publishedCodes(server.url))] : []),
  ];
  const api = new Map<string, HttpResult>();
  for (const scenario of scenarios) {
    await checkPaths(server.url, scenario);
    const result = await driveHttp(server.url, scenario, load);
    api.set(scenario.name, result);
    console.info(
      `${target.label} API ${scenario.name}: p50 ${ms(result.p50)} p95 ${ms(result.p95)} p99 ${ms(result.p99)} ms, ${result.perSecond} req/s, ${result.non2xx} non-2xx`,
    );
  }
  // PGlite's directory can be open in one process only, and on PostgreSQL the raw loops
  // should not share the machine with an idle server's event loop either.
  await server.stop();

  const raw = await target.openRaw();
  onCleanup(() => raw.close());
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      const captured = await captureScenario(raw, scenario);
      const sql = await driveSql(raw, scenario, captured, load);
      const http = api.get(scenario.name) as HttpResult;
      results.push({
        name: scenario.name,
        route: scenario.route,
        targetP95Ms: scenario.targetP95Ms,
        distinctRequests: scenario.paths.length,
        api: http,
        sql,
      });
      console.info(
        `${target.label} SQL ${scenario.name}: p50 ${ms(sql.p50)} p95 ${ms(sql.p95)} p99 ${ms(sql.p99)} ms, ${sql.perSecond} q/s, ${sql.statementsPerRequest} statements a request`,
      );
    }
  } finally {
    await raw.close();
  }
  return { key: target.key, label: target.label, seed, scenarios: results };
}

/** Creates the throwaway database, or undefined when the server does not answer. */
async function postgresTarget(workDir: string): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    if (options.only === "pg") throw new Error(`PostgreSQL at ${new URL(adminUrl).host} does not answer`);
    console.warn(`PostgreSQL at ${new URL(adminUrl).host} does not answer: skipped`);
    return undefined;
  }
  const version = String((await admin.query("show server_version")).rows[0]?.server_version ?? "").split(" ")[0];
  const name = `bench_api_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  onCleanup(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    key: "pg",
    label: `PostgreSQL ${version}`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: join(workDir, "pg") },
    openRaw: () => openRawPostgres(url.toString()),
  };
}

function pgliteTarget(workDir: string): Target {
  const dataDir = join(workDir, "pglite");
  return {
    key: "pglite",
    label: "PGlite",
    env: { DATA_DIR: dataDir },
    // The server keeps its database in DATA_DIR/pglite.
    openRaw: () => openRawPglite(join(dataDir, "pglite")),
  };
}

type Met = { target: string; reached: string; met: boolean };

function targetsAgainst(result: DatabaseResult): Met[] {
  return [
    ...result.scenarios.map((s) => ({
      target: `\`${s.route}\` p95 ≤ ${s.targetP95Ms} ms`,
      reached: `${ms(s.api.p95)} ms`,
      met: s.api.p95 <= s.targetP95Ms,
    })),
    {
      target: "API p95 ≤ 2× raw SQL p95",
      reached: result.scenarios.map((s) => `${s.name} ${ratio(s).toFixed(2)}×`).join(", "),
      met: result.scenarios.every((s) => ratio(s) <= 2),
    },
  ];
}

/** A hand-written `## Notes` section (why a target is missed, what would close it) survives a rerun. */
async function keptNotes(file: string): Promise<string[]> {
  const previous = await readFile(file, "utf8").catch(() => "");
  const at = previous.indexOf("\n## Notes");
  return at < 0 ? [] : [previous.slice(at + 1).trimEnd(), ""];
}

async function writeReport(databases: DatabaseResult[], skipped: string[]) {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus();
  const machine = { cores: cpu.length, cpuModel: cpu[0]?.model ?? "unknown", node: process.version };
  const json = {
    date,
    machine,
    properties: options.properties,
    load,
    serverPoolSize: SERVER_POOL_SIZE,
    databases,
    skipped,
  };
  await writeFile(join(repoRoot, "bench/results/api.json"), `${JSON.stringify(json, null, 2)}\n`);

  const mdFile = join(repoRoot, "bench/results/api.md");
  const lines = [
    "# API benchmark",
    "",
    `\`npm run bench:api\` on ${date}: ${options.properties.toLocaleString("en")} listings, ${load.connections} connections, ${load.durationS} s per scenario, ${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}.`,
    "",
    "**API** is the real server (`npm start`: production build, `LOG_LEVEL=warn`) driven over HTTP by autocannon on the same machine.",
    `**Raw SQL** replays the statements the API issued for each of those requests, in the same order and grouping, straight through \`pg\` (a pool of ${SERVER_POOL_SIZE} connections, as the server's) or PGlite opened in the benchmark process, with ${load.connections} concurrent loops for ${load.durationS} s; q/s counts one request's statements as one.`,
    "Latencies in ms. Search rotates through filter, order and page combinations (the issue's Mackenzie question first, then one per university); term through typed queries (accents, typo, code); detail picks published codes at random.",
    "",
  ];
  for (const db of databases) {
    lines.push(
      `## ${db.label}`,
      "",
      "| Scenario | API p50 | p95 | p99 | req/s | non-2xx | raw SQL p50 | p95 | p99 | q/s | API p95 / SQL p95 |",
      "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
      ...db.scenarios.map(
        (s) =>
          `| ${s.name}: \`${s.route}\` (${s.distinctRequests} distinct, ${s.sql.statementsPerRequest} statements on average) | ${ms(s.api.p50)} | ${ms(s.api.p95)} | ${ms(s.api.p99)} | ${s.api.perSecond.toLocaleString("en")} | ${s.api.non2xx} | ${ms(s.sql.p50)} | ${ms(s.sql.p95)} | ${ms(s.sql.p99)} | ${s.sql.perSecond.toLocaleString("en")} | ${ratio(s).toFixed(2)}× |`,
      ),
      "",
      `Seed: ${db.seed}`,
      "",
    );
  }
  for (const label of skipped) lines.push(`${label}: not measured (the server did not answer).`, "");
  const pgResult = databases.find((d) => d.key === "pg");
  if (pgResult) {
    lines.push(
      "## Targets (issue 3, against PostgreSQL)",
      "",
      "| Target | Reached | |",
      "|---|---|---|",
      ...targetsAgainst(pgResult).map((t) => `| ${t.target} | ${t.reached} | ${t.met ? "met" : "**missed**"} |`),
      "",
    );
  }
  lines.push(...(await keptNotes(mdFile)));
  await writeFile(mdFile, lines.join("\n"));
  process.stdout.write(`\n${lines.join("\n")}`);
}

async function main() {
  cleanUpOnSignals();
  const workDir = await mkdtemp(join(tmpdir(), "bench-api-"));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  await ensureWebBuild();

  const targets: Target[] = [];
  const skipped: string[] = [];
  if (options.only !== "pglite") {
    const target = await postgresTarget(workDir);
    if (target) targets.push(target);
    else skipped.push("PostgreSQL");
  }
  if (options.only !== "pg") targets.push(pgliteTarget(workDir));

  const results: DatabaseResult[] = [];
  for (const target of targets) results.push(await benchDatabase(target));
  await writeReport(results, skipped);
}

try {
  await main();
} catch (error) {
  if (!interrupted()) console.error(`bench:api: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
