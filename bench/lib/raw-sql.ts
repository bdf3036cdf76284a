import {
  acquireDirectoryLock,
  createApi,
  createLogger,
  createPgliteClient,
  type Db,
  type DbKind,
  schema,
} from "@campuslar/api";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { chooser, type Scenario } from "./scenarios.ts";
import { type Latency, percentiles } from "./stats.ts";

export type Statement = { sql: string; params: unknown[] };
/**
 * The SQL of one API request: steps run one after another, the statements of a step side by
 * side (a service's `Promise.all`), as the service ran them.
 */
export type SqlRequest = Statement[][];

/**
 * Notes every statement Drizzle sends while a request is recorded, in steps: a statement
 * joins the current step when no result has come back since that step began (the service
 * issued them together, a `Promise.all`); once a result is back, the next statement may
 * depend on it, so it starts a new step. The client reports each result through `completed`.
 */
class StatementRecorder implements Logger {
  #steps: Statement[][] | undefined;
  #open: { statements: Statement[]; completionsAtStart: number } | undefined;
  #completions = 0;

  completed = (): void => {
    this.#completions++;
  };

  logQuery(sql: string, params: unknown[]): void {
    if (!this.#steps) return;
    if (!this.#open || this.#open.completionsAtStart !== this.#completions) {
      this.#open = { statements: [], completionsAtStart: this.#completions };
      this.#steps.push(this.#open.statements);
    }
    this.#open.statements.push({ sql, params });
  }

  async record(run: () => Promise<void>): Promise<SqlRequest> {
    const steps: Statement[][] = [];
    this.#steps = steps;
    this.#open = undefined;
    try {
      await run();
      return steps;
    } finally {
      this.#steps = undefined;
      this.#open = undefined;
    }
  }
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes the client's `query` (what Drizzle calls) report each result before the caller sees
 * it; returns the untouched method, which the replay uses.
 */
function reportResults(client: { query: unknown }, completed: () => void): Query {
  const original = (client.query as Query).bind(client);
  client.query = (...args: unknown[]) => original(...args).finally(completed);
  return original;
}

/** A direct connection to the benchmark database: the API in process to record, a raw client to replay. */
export type RawDatabase = {
  kind: DbKind;
  /** The API built on a Drizzle instance that reports its statements to the recorder. */
  capture: (path: string) => Promise<SqlRequest>;
  execute: (statement: Statement) => Promise<unknown>;
  /** Safe to call twice: the normal path and the cleanup on failure both call it. */
  close: () => Promise<void>;
};

/**
 * The server's own pool size (openPostgres's default): the raw loops queue for connections
 * exactly as the API's requests do, so the ratio compares like with like.
 */
export const SERVER_POOL_SIZE = 10;

function inProcessApi(db: Db, kind: DbKind, recorder: StatementRecorder) {
  const api = createApi({
    db,
    dbKind: kind,
    logger: createLogger("silent"),
    now: () => new Date(),
    publicUrl: "http://localhost",
  });
  return async (path: string) => {
    // The first call warms whatever the API keeps between requests; the second is recorded,
    // so the replay issues what the server issues under steady load.
    await (await api.request(path)).arrayBuffer();
    let status = 0;
    let body = "";
    const steps = await recorder.record(async () => {
      const res = await api.request(path);
      status = res.status;
      body = await res.text();
    });
    if (status !== 200) throw new Error(`GET ${path} answered ${status} in process: ${body.slice(0, 300)}`);
    return steps;
  };
}

export async function openRawPostgres(url: string): Promise<RawDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE });
  const recorder = new StatementRecorder();
  const query = reportResults(pool, recorder.completed);
  const db = drizzlePg({ client: pool, schema, casing: "snake_case", logger: recorder }) as unknown as Db;
  let closed: Promise<void> | undefined;
  return {
    kind: "postgres",
    capture: inProcessApi(db, "postgres", recorder),
    // Rows as arrays, as Drizzle asks for them: the driver does the same work for both sides.
    execute: ({ sql, params }) => query({ text: sql, values: params, rowMode: "array" }),
    close: () => (closed ??= pool.end()),
  };
}

/** Opens the PGlite directory in this process, after the server released it (its lock file). */
export async function openRawPglite(dataDir: string): Promise<RawDatabase> {
  const release = acquireDirectoryLock(`${dataDir}.lock`);
  let client: PGlite;
  try {
    client = await createPgliteClient(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const recorder = new StatementRecorder();
  const query = reportResults(client, recorder.completed);
  const db = drizzlePglite({ client, schema, casing: "snake_case", logger: recorder }) as unknown as Db;
  let closed: Promise<void> | undefined;
  return {
    kind: "pglite",
    capture: inProcessApi(db, "pglite", recorder),
    execute: ({ sql, params }) => query(sql, params, { rowMode: "array" }),
    close: () =>
      (closed ??= (async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      })()),
  };
}

export type SqlResult = Latency & {
  requests: number;
  perSecond: number;
  errors: number;
  seconds: number;
  /** Statements per request, averaged over the scenario's distinct requests. */
  statementsPerRequest: number;
  /** The statements of the scenario's first request, for the reader of the JSON. */
  example: SqlRequest;
};

export async function captureScenario(database: RawDatabase, scenario: Scenario): Promise<SqlRequest[]> {
  const captured: SqlRequest[] = [];
  for (const path of scenario.paths) captured.push(await database.capture(path));
  return captured;
}

/**
 * Replays the recorded statements with `concurrency` loops for `durationS` seconds, each
 * loop taking the next request as the HTTP run did and timing it from its first statement
 * to its last result.
 */
export async function driveSql(
  database: RawDatabase,
  scenario: Scenario,
  captured: SqlRequest[],
  options: { connections: number; durationS: number },
): Promise<SqlResult> {
  const statements = captured.reduce((sum, request) => sum + request.flat().length, 0);
  // A loop with nothing to await would spin without yielding and time nothing.
  if (statements === 0) throw new Error(`${scenario.name}: the API issued no SQL to replay`);
  const next = chooser(scenario);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const request = captured[next()] ?? [];
      const t0 = performance.now();
      try {
        for (const step of request) await Promise.all(step.map(database.execute));
        latencies.push(performance.now() - t0);
      } catch (error) {
        if (errors++ === 0) console.error(`raw SQL ${scenario.name}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  return {
    ...percentiles(latencies),
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    errors,
    seconds: Math.round(seconds * 100) / 100,
    statementsPerRequest: Math.round((statements / Math.max(1, captured.length)) * 10) / 10,
    example: captured[0] ?? [],
  };
}
