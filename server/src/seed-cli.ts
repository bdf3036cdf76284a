/**
 * `npm run seed -- [--properties N] [--example-content]`: replaces the catalogue with the
 * deterministic São Paulo demo data set, on the database the server would use (DATABASE_URL, or
 * PGlite under DATA_DIR). N defaults to SEED_PROPERTIES (320). `--example-content` (or
 * SEED_EXAMPLE_CONTENT=1) also writes press mentions and testimonials marked as examples.
 *
 * The seeding runs in a worker thread. PGlite executes queries on the thread that calls it
 * and keeps it busy for a whole chunk at a time, while tsx (which runs this file) kills a
 * child process that does not acknowledge Ctrl-C within a few milliseconds. With the work
 * in a worker, this thread always answers a signal at once, draws the progress bar, and
 * the worker gets to roll back and close the database properly.
 */
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { DirectoryLockedError, openDatabase } from "@campuslar/api";
import { createProgressBar, demoAccountsText, type SeedResult, seedDemoData } from "@campuslar/demo-seed";
import { type Config, ConfigError, loadConfig } from "./config.ts";

const MAX_PROPERTIES = 1_000_000;
const USAGE = "usage: npm run seed -- [--properties N] [--example-content]";

type Job = { config: Config; properties: number; exampleContent: boolean };
type FromWorker =
  | { type: "progress"; done: number; total: number }
  | { type: "done"; result: SeedResult }
  | { type: "failed"; message: string; interrupted: boolean };
type ToWorker = { type: "abort" };

class UsageError extends Error {}

/** The one line an operator reads when the command cannot do its job. */
function fail(message: string, code = 1): never {
  process.stderr.write(`seed: ${message}\n`);
  process.exit(code);
}

function parseOptions(argv: string[], seed: Config["seed"]): { properties: number; exampleContent: boolean } {
  let values: { properties?: string | undefined; help?: boolean | undefined; "example-content"?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        properties: { type: "string" },
        "example-content": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // node's messages for bad arguments can span lines; the operator gets one.
    throw new UsageError(`${(error as Error).message.replace(/\s*\n\s*/g, " ")} (${USAGE})`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const exampleContent = values["example-content"] === true || seed.exampleContent;
  if (values.properties === undefined) return { properties: seed.properties, exampleContent };
  const text = values.properties.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n > MAX_PROPERTIES) {
    throw new UsageError(
      `--properties must be a whole number of listings from 0 to ${MAX_PROPERTIES} (got ${JSON.stringify(values.properties)})`,
    );
  }
  return { properties: n, exampleContent };
}

/** Where the data goes, for the summary; never the password of a database URL. */
function describeTarget(config: Config): string {
  if (config.database.kind === "pglite") return `PGlite at ${config.database.dataDir}`;
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function main() {
  const started = performance.now();
  let job: Job;
  try {
    const config = loadConfig();
    job = { config, ...parseOptions(process.argv.slice(2), config.seed) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof UsageError) fail(error.message);
    throw error;
  }

  const worker = startWorker(job);
  const bar = createProgressBar();
  let finished = false;

  // Ctrl-C asks the worker to stop between two chunks; the seed runs in one transaction, so
  // the database is left as it was. A second signal a while later stops without waiting
  // (the first one can arrive twice at once: from the terminal and relayed by npx and tsx).
  let interruptedAt: number | undefined;
  const onSignal = () => {
    if (interruptedAt !== undefined) {
      if (performance.now() - interruptedAt < 1000) return;
      bar.stop();
      fail("stopped without closing the database", 130);
    }
    interruptedAt = performance.now();
    worker.postMessage({ type: "abort" } satisfies ToWorker);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  worker.on("message", (message: FromWorker) => {
    if (message.type === "progress") {
      bar.update(message.done, message.total);
      return;
    }
    finished = true;
    bar.stop();
    if (message.type === "failed") fail(message.message, message.interrupted ? 130 : 1);
    const r = message.result;
    process.stdout.write(
      `Seeded ${r.properties} listings (${r.rooms} rooms, ${r.photos} photos, ${r.nearby} university distances), ` +
        `${r.universities} universities, ${r.customers} customers, ${r.users} accounts and ${r.examples} example press mentions and testimonials into ${describeTarget(job.config)} ` +
        `in ${seconds(performance.now() - started)} (seed ${seconds(r.ms)}, ${r.photoPool.filesWritten} photo files written).\n`,
    );
    // Printed once, here only: the passwords were drawn for this seed and are stored hashed.
    if (r.demoAccounts) process.stdout.write(demoAccountsText(r.demoAccounts));
    process.exit(0);
  });
  worker.on("error", (error) => {
    bar.stop();
    fail(`failed: ${error.message}`);
  });
  worker.on("exit", (code) => {
    if (!finished) {
      bar.stop();
      fail(`failed: the seeding thread stopped unexpectedly (code ${code})`);
    }
  });
}

/**
 * Runs this file again in a worker thread. On Node 20 a worker does not get the module
 * loader of the main thread (tsx registers its TypeScript loader there only), so when this
 * process runs under tsx the worker registers it through tsx's API before importing this file.
 */
function startWorker(job: Job): Worker {
  const underTsx = process.execArgv.some((arg) => /(^|[/@])tsx([/@]|$)/.test(arg));
  const bootstrap = `
    const { workerData } = require("node:worker_threads");
    (async () => {
      if (workerData.tsxApi) (await import(workerData.tsxApi)).register();
      await import(workerData.entry);
    })();`;
  return new Worker(bootstrap, {
    eval: true,
    workerData: { job, entry: import.meta.url, tsxApi: underTsx ? import.meta.resolve("tsx/esm/api") : null },
  });
}

/** In the worker: open, migrate, seed, close, and report. */
async function work(job: Job): Promise<FromWorker> {
  const port = parentPort;
  if (!port) throw new Error("the seed worker needs a parent");
  const abort = new AbortController();
  port.on("message", (message: ToWorker) => {
    if (message.type === "abort") abort.abort(new Error("interrupted"));
  });

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(job.config.database);
  } catch (error) {
    if (error instanceof DirectoryLockedError)
      return { type: "failed", message: `cannot seed: ${error.message}`, interrupted: false };
    const reason = error instanceof Error ? error.message : String(error);
    const message =
      job.config.database.kind === "postgres"
        ? `cannot seed: DATABASE_URL is unreachable (${reason})`
        : `cannot seed: cannot open the database (${reason})`;
    return { type: "failed", message, interrupted: false };
  }
  try {
    await database.migrate();
    abort.signal.throwIfAborted();
    const result = await seedDemoData(database.db, {
      properties: job.properties,
      mediaDir: job.config.mediaDir,
      exampleContent: job.exampleContent,
      signal: abort.signal,
      onProgress: (done, total) => port.postMessage({ type: "progress", done, total } satisfies FromWorker),
    });
    await database.close();
    return { type: "done", result };
  } catch (error) {
    await database.close().catch(() => {});
    if (abort.signal.aborted)
      return { type: "failed", message: "interrupted; the database was left as it was", interrupted: true };
    return {
      type: "failed",
      message: `failed: ${error instanceof Error ? error.message : String(error)}`,
      interrupted: false,
    };
  }
}

if (isMainThread) {
  main();
} else {
  work((workerData as { job: Job }).job).then(
    (outcome) => parentPort?.postMessage(outcome),
    (error: unknown) =>
      parentPort?.postMessage({
        type: "failed",
        message: `failed: ${error instanceof Error ? error.message : String(error)}`,
        interrupted: false,
      } satisfies FromWorker),
  );
}
