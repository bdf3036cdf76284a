/**
 * Capacity at a city's catalogue (issue 18): 100,000 listings, the core journey under load, each
 * workload's throughput read as a share of the same server's `GET /v2/health` in the same run.
 * Appends the run to bench/results/capacity.md (and capacity.json) with the date and machine.
 *
 *   npm run bench:capacity [-- --database pg|pglite --properties 100000 --duration 20
 *                              --connections 32 --label "what changed" --reseed]
 *
 * The seeded database is kept between runs (PostgreSQL: database `bench_capacity` on
 * BENCH_DATABASE_URL's server; PGlite: DATA_DIR under the system's temp directory) and seeded
 * again only when it holds fewer listings than asked or with --reseed, so a change can be
 * measured in minutes. The server is the real one in production mode; WEB_CONCURRENCY and the
 * other settings it reads pass through from the environment.
 */
import { existsSync } from "node:fs";
import { appendFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import {
  cleanUp,
  cleanUpOnSignals,
  ensureWebBuild,
  onCleanup,
  repoRoot,
  runSeed,
  startServer,
} from "./lib/processes.ts";
import { seededRandom } from "./lib/stats.ts";

/** Progress and the result's table go to the terminal. */
const say = (text: string) => process.stdout.write(`${text}\n`);

const WORKLOADS = [
  "health",
  "detail",
  "term",
  "search",
  "mix",
  "pages",
  "bbox",
  "pins",
  "commute",
  "total",
  "stay",
] as const;
type WorkloadName = (typeof WORKLOADS)[number];

/** The issue's targets: share of health (percent) and p97.5 (ms). */
const TARGETS: Record<Exclude<WorkloadName, "health">, { share: number; p975: number }> = {
  detail: { share: 40, p975: 60 },
  term: { share: 40, p975: 60 },
  search: { share: 15, p975: 150 },
  mix: { share: 25, p975: 60 },
  pages: { share: 8, p975: 250 },
  // The map (issue 20): a search within the visible area, and its pins, held to the search's targets.
  bbox: { share: 15, p975: 150 },
  pins: { share: 15, p975: 150 },
  // A student's search by commute (issue 21): held to the search's targets too.
  commute: { share: 15, p975: 150 },
  // The all-in monthly cost (issue 22): a search by it, held to the search's targets too.
  total: { share: 15, p975: 150 },
  // When and for how long, and verified listings (issue 22): held to the search's targets too.
  stay: { share: 15, p975: 150 },
};

const { values: args } = parseArgs({
  options: {
    database: { type: "string", default: "pg" },
    properties: { type: "string", default: "100000" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "32" },
    label: { type: "string", default: "" },
    only: { type: "string", default: WORKLOADS.join(",") },
    reseed: { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
  },
});
const database = args.database === "pglite" ? "pglite" : "pg";
const properties = Number(args.properties);
const durationS = Number(args.duration);
const warmupS = Number(args.warmup);
const connections = Number(args.connections);
const only = new Set(args.only.split(",").map((name) => name.trim()));

/**
 * `redirects` are answers the workload asks for, not failures: a search page past its last page
 * (page 4 of a search with two) is sent to its last page, as a visitor following an old link
 * would be. `failed` are 4xx and 5xx answers; `errors` connections that failed or timed out.
 */
type Row = {
  workload: WorkloadName;
  perSecond: number;
  p50: number;
  p975: number;
  redirects: number;
  failed: number;
  errors: number;
};

/** A workload: the next path to request, drawn afresh for every request. */
type Workload = { name: WorkloadName; next: () => string };

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  return Math.round(value * 10) / 10;
}

function drive(baseUrl: string, workload: Workload, seconds: number): Promise<Row> {
  const latencies: number[] = [];
  let redirects = 0;
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: workload.next() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          workload: workload.name,
          perSecond: Math.round(latencies.length / result.duration),
          p50: percentile(sorted, 50),
          p975: percentile(sorted, 97.5),
          redirects,
          failed,
          errors: result.errors + result.timeouts,
        });
      },
    );
    onCleanup(() => instance.stop());
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status >= 300 && status < 400) redirects++;
      else if (status >= 400) failed++;
    });
  });
}

/** What the catalogue holds, read straight from the database: codes, streets, neighbourhoods, places on the map. */
type Catalogue = {
  rentCodes: string[];
  saleCodes: string[];
  places: string[];
  universities: string[];
  /** Where published listings are, [lat, lng]: the centres of the map views the map workloads ask for. */
  points: [number, number][];
};

async function readCatalogue(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Catalogue> {
  const codes = await query("SELECT code, purpose FROM properties WHERE status = 'published'");
  const places = await query(
    "SELECT DISTINCT street AS name FROM properties UNION SELECT DISTINCT neighbourhood FROM properties",
  );
  const universities = await query("SELECT slug FROM universities ORDER BY slug");
  const points = await query("SELECT lat, lng FROM properties WHERE status = 'published' ORDER BY id");
  return {
    rentCodes: codes.filter((r) => r.purpose === "rent").map((r) => String(r.code)),
    saleCodes: codes.filter((r) => r.purpose === "sale").map((r) => String(r.code)),
    places: places.map((r) => String(r.name)),
    universities: universities.map((r) => String(r.slug)),
    points: points.map((r): [number, number] => [Number(r.lat), Number(r.lng)]),
  };
}

function workloads(catalogue: Catalogue): Record<WorkloadName, Workload> {
  const random = seededRandom(0x5a0);
  const pickOf = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const codes = [...catalogue.rentCodes, ...catalogue.saleCodes];
  const lang = () => (random() < 1 / 3 ? "lang=en" : "");
  const join = (parts: string[]) => parts.filter(Boolean).join("&");

  // Every combination of university × bedrooms × max price × furnished × order × page 1–4,
  // in a shuffled order that each request takes the next of.
  const combos: string[] = [];
  for (const university of catalogue.universities)
    for (const bedrooms of ["", "bedrooms=1", "bedrooms=2", "bedrooms=3"])
      for (const maxPrice of ["", "maxPrice=1500", "maxPrice=2500", "maxPrice=4000"])
        for (const furnished of ["", "furnished=true"])
          for (const order of ["", "order=price_asc", "order=distance"])
            for (const page of ["", "page=2", "page=3", "page=4"])
              combos.push(join([`university=${university}`, bedrooms, maxPrice, furnished, order, page]));
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [combos[i], combos[j]] = [combos[j] as string, combos[i] as string];
  }
  let searchAt = 0;
  const nextSearch = () => combos[searchAt++ % combos.length] as string;

  const detail = () => {
    const extra = lang();
    return `/v2/properties/${pickOf(codes)}${extra ? `?${extra}` : ""}`;
  };
  const term = () => {
    const place = pickOf(catalogue.places);
    const length = 4 + Math.floor(random() * 5);
    return `/v2/properties/term?q=${encodeURIComponent(place.slice(0, length))}`;
  };
  const search = () => `/v2/properties?${join([nextSearch(), lang()])}`;
  // The map (issue 20): a view centred on a listing, a street to a district wide (about 1 to 9 km,
  // as a phone or a desktop shows it), with no filter or one of the search's; each request a view
  // of its own, as "search as I move the map" asks. `bbox` asks the list's first page (sometimes
  // the second), `pins` the pins of the same kind of view.
  const spans = [0.01, 0.02, 0.04, 0.08];
  const mapFilters = ["", "bedrooms=2", "maxPrice=2500", "furnished=true", "university"];
  const view = () => {
    const [lat, lng] = pickOf(catalogue.points);
    const width = pickOf(spans);
    const height = width * (random() < 0.5 ? 0.6 : 1.6);
    const round = (degrees: number) => degrees.toFixed(6);
    const bbox = [lng - width / 2, lat - height / 2, lng + width / 2, lat + height / 2].map(round).join(",");
    const filter = pickOf(mapFilters);
    return join([`bbox=${bbox}`, filter === "university" ? `university=${pickOf(catalogue.universities)}` : filter]);
  };
  const bbox = () => `/v2/properties?${join([view(), random() < 0.2 ? "page=2" : "", lang()])}`;
  const pins = () => `/v2/properties/pins?${view()}`;
  // The commute (issue 21): "at most N minutes to <university>", shortest commute first or newest
  // first, the first page or the second, as a student choosing a campus and a limit asks; with
  // a limit of any whole minute from 10 to 60 and no filter or one of the map's, so that most
  // requests are searches of their own (tens of thousands of combinations), not kept pages.
  const commute = () =>
    `/v2/properties?${join([
      `university=${pickOf(catalogue.universities)}`,
      `maxCommute=${10 + Math.floor(random() * 51)}`,
      pickOf(mapFilters.filter((filter) => filter !== "university")),
      `order=${pickOf(["commute", "recent"])}`,
      random() < 0.5 ? "page=2" : "",
      lang(),
    ])}`;
  // The all-in cost (issue 22): "at most R$ N a month all in", lowest all-in first or newest first,
  // alone, with one of the map's filters or a university, page 1 or 2: any limit from R$ 1,500 to
  // R$ 5,000 in steps of R$ 50, so most requests are searches of their own.
  const total = () =>
    `/v2/properties?${join([
      `maxTotal=${1500 + 50 * Math.floor(random() * 71)}`,
      (() => {
        const filter = pickOf(mapFilters);
        return filter === "university" ? `university=${pickOf(catalogue.universities)}` : filter;
      })(),
      `order=${pickOf(["total_asc", "recent"])}`,
      random() < 0.5 ? "page=2" : "",
      lang(),
    ])}`;
  // When and for how long (issue 22): a semester, a year, a move-in day or two dates in the
  // coming year, verified only half the time, alone or with one of the map's filters or a
  // university, newest or cheapest first, page 1 or 2: any of 365 days, so most are searches of their own.
  const day = (from: number) => new Date(Date.UTC(2027, 0, 1 + from)).toISOString().slice(0, 10);
  const stay = () => {
    const first = Math.floor(random() * 365);
    const dates = pickOf([
      "stay=first_semester",
      "stay=second_semester",
      "stay=year",
      `moveIn=${day(first)}`,
      `moveIn=${day(first)}&moveOut=${day(first + 30 + Math.floor(random() * 330))}`,
    ]);
    const filter = pickOf(mapFilters);
    return `/v2/properties?${join([
      dates,
      random() < 0.5 ? "verified=true" : "",
      filter === "university" ? `university=${pickOf(catalogue.universities)}` : filter,
      `order=${pickOf(["recent", "price_asc"])}`,
      random() < 0.5 ? "page=2" : "",
      lang(),
    ])}`;
  };
  const pages = () => {
    const en = random() < 1 / 3 ? "/en" : "";
    if (random() < 0.5) {
      const rent = random() < 0.9 || catalogue.saleCodes.length === 0;
      const code = pickOf(rent ? catalogue.rentCodes : catalogue.saleCodes);
      return rent ? `${en}/imovel/${code}` : `${en}/imovel/${en ? "sale" : "compra"}/${code}`;
    }
    return `${en}/imoveis?${nextSearch()}`;
  };
  return {
    health: { name: "health", next: () => "/v2/health" },
    detail: { name: "detail", next: detail },
    term: { name: "term", next: term },
    search: { name: "search", next: search },
    mix: {
      name: "mix",
      next: () => {
        const r = random();
        return r < 0.4 ? search() : r < 0.8 ? detail() : term();
      },
    },
    pages: { name: "pages", next: pages },
    bbox: { name: "bbox", next: bbox },
    pins: { name: "pins", next: pins },
    commute: { name: "commute", next: commute },
    total: { name: "total", next: total },
    stay: { name: "stay", next: stay },
  };
}

async function preparePostgres(): Promise<{ env: Record<string, string>; catalogue: Catalogue; label: string }> {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const url = new URL(server);
  url.pathname = "/bench_capacity";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const version = (await admin.query("SHOW server_version")).rows[0]?.server_version as string;
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_capacity'")).rowCount === 1;
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
  const env = { DATABASE_URL: url.toString(), DATA_DIR: join(tmpdir(), "bench-capacity-pg") };
  if (held < properties) {
    await admin.query("DROP DATABASE IF EXISTS bench_capacity WITH (FORCE)");
    await admin.query("CREATE DATABASE bench_capacity");
    say(`seeding ${properties} listings into PostgreSQL…`);
    say(await runSeed(properties, env));
  }
  await admin.end();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query("ANALYZE");
  const catalogue = await readCatalogue(async (sql) => (await client.query(sql)).rows);
  await client.end();
  return { env, catalogue, label: `PostgreSQL ${version}` };
}

async function preparePglite(): Promise<{ env: Record<string, string>; catalogue: Catalogue; label: string }> {
  const dataDir = join(tmpdir(), "bench-capacity-pglite");
  const env = { DATA_DIR: dataDir };
  const count = async () => {
    // Nothing seeded yet (PGlite would fail making the directory's missing parent).
    if (!existsSync(join(dataDir, "pglite"))) return 0;
    const db = await PGlite.create(join(dataDir, "pglite"));
    try {
      return (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM properties")).rows[0]?.n ?? 0;
    } catch {
      return 0;
    } finally {
      await db.close();
    }
  };
  if (args.reseed || (await count()) < properties) {
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    say(`seeding ${properties} listings into PGlite…`);
    say(await runSeed(properties, env));
  }
  const db = await PGlite.create(join(dataDir, "pglite"));
  await db.query("ANALYZE");
  const catalogue = await readCatalogue(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  await db.close();
  return { env, catalogue, label: "PGlite" };
}

function table(rows: Row[]): string {
  const health = rows.find((row) => row.workload === "health")?.perSecond ?? Number.NaN;
  const lines = [
    "| workload | req/s | share of health | p50 ms | p97.5 ms | redirects | 4xx/5xx | errors | target |",
    "|---|--:|--:|--:|--:|--:|--:|--:|---|",
  ];
  for (const row of rows) {
    const share = (100 * row.perSecond) / health;
    const target = row.workload === "health" ? undefined : TARGETS[row.workload];
    const met = target
      ? share >= target.share && row.p975 <= target.p975 && row.failed + row.errors === 0
        ? `met (≥ ${target.share}%, ≤ ${target.p975} ms)`
        : `**missed** (≥ ${target.share}%, ≤ ${target.p975} ms)`
      : "baseline";
    lines.push(
      `| ${row.workload} | ${row.perSecond} | ${row.workload === "health" ? "100%" : `${share.toFixed(1)}%`} | ${row.p50} | ${row.p975} | ${row.redirects} | ${row.failed} | ${row.errors} | ${met} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  cleanUpOnSignals();
  await ensureWebBuild();
  const prepared = database === "pg" ? await preparePostgres() : await preparePglite();
  const server = await startServer(prepared.env);
  const all = workloads(prepared.catalogue);
  const rows: Row[] = [];
  for (const name of WORKLOADS) {
    if (!only.has(name)) continue;
    const workload = all[name];
    if (warmupS > 0) await drive(server.url, workload, warmupS);
    const row = await drive(server.url, workload, durationS);
    say(
      `${name}: ${row.perSecond}/s p50 ${row.p50} ms p97.5 ${row.p975} ms redirects ${row.redirects} 4xx/5xx ${row.failed} errors ${row.errors}`,
    );
    rows.push(row);
  }
  await server.stop();

  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const workers = process.env.WEB_CONCURRENCY ?? "default";
  const heading = `## ${date} UTC · ${prepared.label} · ${args.label || "unlabelled"}`;
  const facts =
    `${properties.toLocaleString("en-US")} listings, ${connections} connections, ${warmupS} s warm-up then ${durationS} s per workload, ` +
    `${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Node ${process.version}, WEB_CONCURRENCY=${workers}.`;
  const section = `\n${heading}\n\n${facts}\n\n${table(rows)}\n`;
  say(section);
  if (!args["no-write"]) {
    const results = join(repoRoot, "bench/results");
    const md = join(results, "capacity.md");
    const existing = await readFile(md, "utf8").catch(() => "");
    if (!existing) await writeFile(md, CAPACITY_HEADER);
    await appendFile(md, section);
    const json = join(results, "capacity.json");
    const history = JSON.parse(await readFile(json, "utf8").catch(() => "[]")) as unknown[];
    history.push({
      date,
      database: prepared.label,
      label: args.label,
      properties,
      connections,
      durationS,
      workers,
      rows,
    });
    await writeFile(json, `${JSON.stringify(history, null, 2)}\n`);
  }
}

const CAPACITY_HEADER = `# Capacity at 100,000 listings

\`npm run bench:capacity\` (issue 18). The real server in production mode, the load generator
(autocannon) on the same 2-core machine, 32 connections, each request drawn afresh:

- **health**: \`GET /v2/health\`, the HTTP stack alone: the baseline every other row is a share of.
- **detail**: \`GET /v2/properties/{code}\` for a random published code of the whole catalogue (a third in English).
- **term**: \`GET /v2/properties/term\` with a random 4–8 letter prefix of a street or neighbourhood.
- **search**: \`GET /v2/properties\` rotating university × bedrooms × max price × furnished × order × page 1–4 (4,608 combinations at 24 universities).
- **mix**: 40% search, 40% detail, 20% term.
- **pages**: server-rendered pages, half \`/imovel/{code}\`, half \`/imoveis?…\` with the search's rotating filters (a third in English).
- **bbox**: \`GET /v2/properties?bbox=…\`, a map view 1–9 km wide centred on a random listing, a new one each request, alone or with one filter (first page, a fifth the second).
- **pins**: \`GET /v2/properties/pins?bbox=…\` for the same kind of view.
- **commute**: \`GET /v2/properties?university=…&maxCommute=…\`, a random university and a limit of 10 to 60 minutes, alone or with one filter, shortest commute or newest first, page 1 or 2 (a third in English).
- **total**: \`GET /v2/properties?maxTotal=…\`, an all-in limit of R$ 1,500 to R$ 5,000, alone or with one of the map's filters or a university, lowest all-in cost or newest first, page 1 or 2 (a third in English).
- **stay**: \`GET /v2/properties?stay=…\` (first or second semester, a year), \`moveIn=…\` or \`moveIn=…&moveOut=…\` on any day of 2027, half with \`verified=true\`, alone or with one of the map's filters or a university, newest or cheapest first, page 1 or 2 (a third in English).

Each run is appended below, newest last, so the history of every change stays in one place.
Runs before 2026-11-26 06:30 UTC have one "non-2xx" column; later runs split it into redirects
(a search page past its last page is sent to its last page, as the workload's page 4 of a
two-page search asks for) and 4xx/5xx answers, which with connection errors are the failures.
`;

main()
  .then(() => cleanUp())
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
