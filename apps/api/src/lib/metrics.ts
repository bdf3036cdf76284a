import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * Issue 17: what an operator watches, in Prometheus' text format (`/metrics`, behind
 * METRICS_TOKEN). Labels are bounded: a route is its pattern (`/v2/properties/:code`), never
 * the path a visitor typed, so a scan of random addresses cannot grow the series without end.
 */

export type PoolStats = { total: number; idle: number; waiting: number };
export type OutboxStats = { pending: number; oldestPendingSeconds: number };

export type MetricsSources = {
  /** The PostgreSQL pool's connections; absent on PGlite (one connection, in the process). */
  pool?: () => PoolStats | undefined;
  /** The e-mail outbox's backlog, read when scraped; a failure leaves the gauges out of that scrape. */
  outbox?: () => Promise<OutboxStats>;
};

export type Metrics = {
  observeRequest: (labels: { route: string; method: string; status: number }, seconds: number) => void;
  rateLimited: (limit: string) => void;
  /** The text a scrape answers, and its content type. */
  render: () => Promise<{ body: string; contentType: string }>;
};

/** Latency buckets in seconds: from a cached read to a request that hit its database timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  // Process memory (resident, heap), CPU, event-loop lag, handles: prom-client's own set.
  collectDefaultMetrics({ register: registry });

  const labelNames = ["route", "method", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern, method and status",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by route pattern, method and status",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused by an abuse limit (429), by limit",
    labelNames: ["limit"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections by state (in_use, idle) and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  let outbox: Promise<OutboxStats | undefined> | undefined;
  // Both outbox gauges come from one query per scrape.
  const readOutbox = () => {
    outbox ??= (sources.outbox?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => {
        setTimeout(() => {
          outbox = undefined;
        }, 0);
      });
    return outbox;
  };
  new Gauge({
    name: "outbox_pending_emails",
    help: "E-mails queued and not yet sent",
    registers: [registry],
    async collect() {
      const stats = await readOutbox();
      if (stats) this.set(stats.pending);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_seconds",
    help: "Age of the oldest e-mail still waiting to be sent (0 when none waits)",
    registers: [registry],
    async collect() {
      const stats = await readOutbox();
      if (stats) this.set(stats.oldestPendingSeconds);
    },
  });

  return {
    observeRequest: ({ route, method, status }, seconds) => {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    rateLimited: (limit) => refusals.inc({ limit }),
    render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }),
  };
}
