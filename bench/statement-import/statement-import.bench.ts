/**
 * Reading a bank statement of 10,000 lines (issue 36, "bench/results/ records an import of a
 * 10,000-line statement, time and memory"): `parseStatement` on a generated OFX 1.x file and on
 * Itaú's CSV of that many lines, timed cold (the first read in a fresh process) and warm (the
 * median of the next runs), with the process's peak resident memory and its heap. Each format
 * runs in a process of its own, so one's peak is not the other's. Appends the run to
 * bench/results/statement-import.md with the date and machine.
 *
 *   node --import tsx bench/statement-import/statement-import.bench.ts [--lines 10000 --runs 5 --label "what changed" --no-write]
 *
 * `--stage import` times the whole import into a migrated database (PGlite in a temporary
 * directory, or `BENCH_DATABASE_URL`): see STAGES below.
 */
import { spawn } from "node:child_process";
import { appendFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type DatabaseHandle,
  DEMO_PAYMENTS_CONFIG,
  importStatement,
  openDatabase,
  parseStatement,
  sha256Of,
} from "@campuslar/api";
import {
  type GeneratedStatement,
  generateItauCsv,
  generateOfx,
  type StatementFormatName,
} from "./generate-statements.ts";

const here = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(here, "..", "results", "statement-import.md");
const say = (text: string) => process.stdout.write(`${text}\n`);

const { values: args } = parseArgs({
  options: {
    lines: { type: "string", default: "10000" },
    runs: { type: "string", default: "5" },
    label: { type: "string", default: "" },
    "no-write": { type: "boolean", default: false },
    // Internal: the child process that measures one format and stage.
    child: { type: "string" },
    stage: { type: "string", default: "parse" },
  },
});
const lineCount = Number(args.lines);
const runs = Math.max(1, Number(args.runs));

/** What is timed on a generated statement. `parse` reads it; it must accept every line. */
type Stage = (file: GeneratedStatement) => Promise<unknown> | unknown;
const parsed = (file: GeneratedStatement) => {
  const result = parseStatement(file.bytes, file.fileName);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors.slice(0, 3))}`);
  if (result.lines.length !== file.lines) throw new Error(`read ${result.lines.length} lines of ${file.lines}`);
  return result;
};

/** One migrated PGlite database per child, in a temporary directory (`BENCH_DATABASE_URL`: PostgreSQL instead). */
let database: Promise<DatabaseHandle> | undefined;
async function benchDatabase(): Promise<DatabaseHandle> {
  database ??= (async () => {
    const url = process.env.BENCH_DATABASE_URL;
    const handle = await openDatabase(
      url ? { kind: "postgres", url } : { kind: "pglite", dataDir: await mkdtemp(join(tmpdir(), "statement-bench-")) },
    );
    await handle.migrate();
    return handle;
  })();
  return database;
}

const STAGES: Record<string, Stage> = {
  parse: parsed,
  /**
   * The whole import as staff's upload runs it: read, then each new line written with its ledger
   * posting in a transaction of its own (what survives a crash). No charge waits for these
   * lines, so each money-in line posts to suspense and each money-out one waits for a person:
   * the write path of every line, without the matching of references (a charge's lock and
   * settlement, measured by the API's tests, not here). The first run imports every line; the
   * warm runs re-import the same file, where every line is already there and nothing is posted.
   */
  import: async (file) => {
    const result = parsed(file);
    const { db } = await benchDatabase();
    const summary = await importStatement(
      db,
      { fileName: file.fileName, sha256: sha256Of(file.bytes), format: result.format, lines: result.lines },
      { config: DEMO_PAYMENTS_CONFIG, actorId: null, now: new Date() },
    );
    return summary;
  },
};

type Measure = {
  format: StatementFormatName;
  stage: string;
  lines: number;
  bytes: number;
  coldMs: number;
  warmMs: number[];
  rssBeforeMb: number;
  peakRssMb: number;
  heapAfterMb: number;
  heapRetainedMb: number;
  held: boolean;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

/** In the child: generate the file, then time the stage cold and warm and read the memory. */
async function measure(format: StatementFormatName, stageName: string): Promise<Measure> {
  const stage = STAGES[stageName];
  if (!stage) throw new Error(`no stage "${stageName}" (have: ${Object.keys(STAGES).join(", ")})`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run the child with --expose-gc");
  const file = format === "ofx" ? generateOfx(lineCount) : generateItauCsv(lineCount);
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  // Held until the end, so "heap retained" is what the parsed lines take.
  const held = await stage(file);
  const coldMs = performance.now() - started;
  // Heap right after the first read, before a collection: what it allocated and has not yet freed.
  const heapAfter = process.memoryUsage().heapUsed - before.heapUsed;
  gc();
  const heapRetained = process.memoryUsage().heapUsed - before.heapUsed;
  const warmMs: number[] = [];
  for (let i = 1; i < runs; i += 1) {
    const t = performance.now();
    await stage(file);
    warmMs.push(performance.now() - t);
  }
  return {
    format,
    stage: stageName,
    lines: file.lines,
    bytes: file.bytes.length,
    coldMs,
    warmMs,
    rssBeforeMb: mb(before.rss),
    // resourceUsage's maxRSS is the process's peak, in kilobytes: the OS's view, native memory included.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    heapAfterMb: mb(heapAfter),
    heapRetainedMb: mb(heapRetained),
    held: held !== undefined,
  };
}

function runChild(format: StatementFormatName, stage: string): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--expose-gc",
        "--import",
        "tsx",
        fileURLToPath(import.meta.url),
        "--child",
        format,
        "--stage",
        stage,
        "--lines",
        String(lineCount),
        "--runs",
        String(runs),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`${format}/${stage} exited with ${code}`));
      resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Measure);
    });
  });
}

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(0)} ms`);
const thousands = (n: number) => Math.round(n).toLocaleString("en-US");

async function main(): Promise<void> {
  if (args.child) {
    say(JSON.stringify(await measure(args.child as StatementFormatName, args.stage)));
    return;
  }
  const results: Measure[] = [];
  for (const format of ["ofx", "csv_itau"] as const) {
    say(`${format}: ${lineCount} lines, ${runs} runs…`);
    const m = await runChild(format, args.stage);
    say(
      `  cold ${ms(m.coldMs)}, warm median ${ms(median(m.warmMs))}, peak RSS ${m.peakRssMb.toFixed(0)} MB, heap after ${m.heapAfterMb.toFixed(0)} MB`,
    );
    results.push(m);
  }
  const now = new Date().toISOString().slice(0, 16).replace("T", " ");
  const cpu = cpus();
  const section = [
    "",
    `## ${now} UTC · stage \`${args.stage}\`${args.label ? ` · ${args.label}` : ""}`,
    "",
    `${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown"}), Node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        " / ",
      )} (1 / 5 / 15 min) when it ended. Each format in a fresh process; warm is the median of ${runs - 1} runs after the first.`,
    "",
    "| format | lines | file | cold | warm (median) | lines/s (warm) | RSS before | peak RSS | heap after the first run | heap retained |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...results.map((m) => {
      const warm = median(m.warmMs);
      const rate = Number.isNaN(warm) ? m.lines / (m.coldMs / 1000) : m.lines / (warm / 1000);
      return `| ${m.format} | ${thousands(m.lines)} | ${(m.bytes / 1024).toFixed(0)} KB | ${ms(m.coldMs)} | ${ms(warm)} | ${thousands(rate)} | ${m.rssBeforeMb.toFixed(0)} MB | ${m.peakRssMb.toFixed(0)} MB | ${m.heapAfterMb.toFixed(1)} MB | ${m.heapRetainedMb.toFixed(1)} MB |`;
    }),
    "",
  ].join("\n");
  say(section);
  if (args["no-write"]) return;
  const exists = await readFile(RESULTS, "utf8").then(
    () => true,
    () => false,
  );
  if (!exists) {
    await writeFile(
      RESULTS,
      [
        "# Bank statement import: reading 10,000 lines",
        "",
        "`node --import tsx bench/statement-import/statement-import.bench.ts` (issue 36). A generated",
        "statement (bench/statement-import/generate-statements.ts: Pix in with and without a reference,",
        "transfers, fees, payouts, a few identical payments) read by `parseStatement`, as OFX 1.x (SGML,",
        "Windows-1252) and as Itaú's CSV (Latin-1). Peak RSS is the process's (`resourceUsage().maxRSS`),",
        "Node and the generated file included; heap figures are `memoryUsage().heapUsed` above what it",
        "was before the first run, before and after a collection (the parsed lines still held).",
        "",
        "Each run is appended below, newest last.",
        "",
      ].join("\n"),
    );
  }
  await appendFile(RESULTS, section);
  say(`appended to ${RESULTS}`);
}

await main();
