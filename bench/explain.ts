/**
 * The query plans of the catalogue's reads on a seeded PostgreSQL database, with their
 * execution times: every statement the services issue for a set of realistic requests, run
 * through EXPLAIN (ANALYZE, BUFFERS). Writes bench/results/explain.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<seeded db> npm run bench:explain
 */
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Db, getProperty, schema, searchProperties } from "@campuslar/api";
import { PropertySearchQuerySchema } from "@campuslar/domain/property/property-search-query";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must point at a seeded PostgreSQL database");

const captured: { sql: string; params: unknown[] }[] = [];
const pool = new pg.Pool({ connectionString: url, max: 4 });
const db = drizzle({
  client: pool,
  schema,
  casing: "snake_case",
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as unknown as Db;

const searches: Record<string, Record<string, string>> = {
  "first page": {},
  "page 5, most recent": { page: "5" },
  "furnished 2-bed ≤ R$ 3.000 near Mackenzie, cheapest first": {
    university: "mackenzie",
    furnished: "true",
    bedrooms: "2",
    maxPrice: "3000",
    order: "price_asc",
  },
  "near FGV by distance": { university: "fgv", order: "distance" },
  "colivings in Pinheiros": { type: "coliving", neighbourhood: "Pinheiros" },
  "price range, dearest first": { minPrice: "2000", maxPrice: "4000", order: "price_desc" },
  "sale, cheapest first": { purpose: "sale", order: "price_asc" },
  "free text": { q: "vila mariana" },
};

async function explain(label: string, run: () => Promise<unknown>) {
  captured.length = 0;
  await run();
  const statements = [...captured];
  const out: string[] = [`## ${label}`, ""];
  for (const { sql, params } of statements) {
    const plan = await pool.query(`explain (analyze, buffers, format text) ${sql}`, params as unknown[]);
    const lines = plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"] ?? "");
    out.push("```sql", sql.length > 400 ? `${sql.slice(0, 400)} …` : sql, "```", "", "```", ...lines, "```", "");
  }
  return out.join("\n");
}

const sections: string[] = [];
for (const [label, params] of Object.entries(searches)) {
  const query = PropertySearchQuerySchema.parse(params);
  sections.push(await explain(`GET /v2/properties: ${label}`, () => searchProperties(db, query, "pt")));
}
const { rows } = await pool.query("select code from properties where status = 'published' order by id desc limit 1");
sections.push(await explain("GET /v2/properties/{code}", () => getProperty(db, String(rows[0]?.code), "pt")));
const n = Number((await pool.query("select count(*)::int as n from properties")).rows[0]?.n ?? 0);
await pool.end();

const header = [
  "# Query plans",
  "",
  `\`npm run bench:explain\` on ${new Date().toISOString().slice(0, 10)} against PostgreSQL with ${n.toLocaleString("en")} listings.`,
  "",
].join("\n");
await writeFile(join(root, "bench/results/explain.md"), `${header}\n${sections.join("\n")}`);
process.stdout.write(
  sections
    .map(
      (s) => `${s.split("\n")[0]}: ${[...s.matchAll(/Execution Time: ([\d.]+) ms/g)].map((m) => m[1]).join(" + ")} ms`,
    )
    .join("\n"),
);
