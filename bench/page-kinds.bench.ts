/**
 * One kind of request alone, against a server already running (for a before/after of two builds
 * side by side on one database): 32 concurrent clients for some seconds, each request a random
 * published listing of the database (or a random search of the search page). Prints the answers
 * by status, requests a second, p50 and p97.5; writes nothing.
 *
 *   node --import tsx bench/page-kinds.bench.ts --url http://127.0.0.1:4790 \
 *     --database postgres://postgres@127.0.0.1:5432/bench_capacity --kind page|search|slots|detail|health
 */
import { parseArgs } from "node:util";
import pg from "pg";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    database: { type: "string", default: "postgres://postgres@127.0.0.1:5432/bench_capacity" },
    kind: { type: "string", default: "page" },
    seconds: { type: "string", default: "15" },
    connections: { type: "string", default: "32" },
  },
});

const client = new pg.Client({ connectionString: args.database });
await client.connect();
const codes = (
  await client.query<{ code: string }>(
    "SELECT code FROM properties WHERE status = 'published' AND purpose = 'rent' ORDER BY random() LIMIT 3000",
  )
).rows.map((r) => r.code);
const universities = (await client.query<{ slug: string }>("SELECT slug FROM universities")).rows.map((r) => r.slug);
await client.end();

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const search = () =>
  [
    `university=${pick(universities)}`,
    pick(["", "bedrooms=1", "bedrooms=2"]),
    pick(["", "maxPrice=1500", "maxPrice=2500"]),
    pick(["", "furnished=true"]),
    pick(["", "order=price_asc", "order=distance"]),
    pick(["", "page=2", "page=3"]),
  ]
    .filter(Boolean)
    .join("&");
const paths: Record<string, () => string> = {
  page: () => `${pick(["", "/en"])}/imovel/${pick(codes)}`,
  search: () => `${pick(["", "/en"])}/imoveis?${search()}`,
  slots: () => `/v2/properties/${pick(codes)}/visit-slots`,
  detail: () => `/v2/properties/${pick(codes)}`,
  health: () => "/v2/health",
};
const next = paths[args.kind];
if (!next) throw new Error(`--kind is one of ${Object.keys(paths).join(", ")}`);

const answers: Record<string, number> = {};
const times: number[] = [];
const seconds = Number(args.seconds);
const end = performance.now() + seconds * 1000;
async function client_loop() {
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const response = await fetch(`${args.url}${next?.()}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      answers[response.status] = (answers[response.status] ?? 0) + 1;
    } catch (error) {
      const name = error instanceof Error ? error.name : "error";
      answers[name] = (answers[name] ?? 0) + 1;
    }
    times.push(performance.now() - started);
  }
}
await Promise.all(Array.from({ length: Number(args.connections) }, client_loop));
times.sort((a, b) => a - b);
const at = (share: number) => Math.round(times[Math.floor(times.length * share)] ?? 0);
process.stdout.write(
  `${args.kind}: ${(times.length / seconds).toFixed(1)} req/s, p50 ${at(0.5)} ms, p97.5 ${at(0.975)} ms, answers ${JSON.stringify(answers)}\n`,
);
