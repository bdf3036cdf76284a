import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import {
  type CommuteProgress,
  connectRedisRateLimiter,
  createApi,
  createLocalPhotoStorage,
  createLogger,
  createMetrics,
  createPrivateFileStore,
  createS3PhotoStorage,
  currentTransit,
  type DatabaseHandle,
  DirectoryLockedError,
  fileTransport,
  holdsDemoPhotos,
  keepCommutesCurrent,
  openDatabase,
  outboxBacklog,
  privateFilesKeyFor,
  smtpTransport,
  snapshotReady,
  startAlertWorker,
  startChargeWorker,
  startDocumentRetentionWorker,
  startOutboxWorker,
  startRentalExpiryWorker,
} from "@campuslar/api";
import { demoAccountsText, ensurePhotoPool, isDatabaseEmpty, seedDemoData } from "@campuslar/demo-seed";
import { getRequestListener } from "@hono/node-server";
import { isShutdownMessage, runPrimary } from "./cluster-primary.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createHttpApp } from "./http-app.ts";
import { bootstrapStaffAccount } from "./staff-bootstrap.ts";
import {
  clientBuildDir,
  createDevelopmentWebHandler,
  createProductionWebHandler,
  type WebHandler,
} from "./web-handler.ts";

const dev = process.argv.includes("--dev");
const KEEP_ALIVE_MS = 65_000;

/** Logs the commutes' computation at each tenth of the listings, so a long one shows it is moving. */
function commuteProgressLog(logger: ReturnType<typeof createLogger>): CommuteProgress {
  let reported = -1;
  return (done, total) => {
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenth === reported || total < 1000) return;
    reported = tenth;
    logger.info({ done, total }, "computing commutes to campus");
  };
}

/** A start-up problem the operator can fix: one line, exit code 1, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const started = performance.now();

  let database: DatabaseHandle;
  // Migrations and the seed may run long: they get a pool of their own, without the request
  // pool's time limits, closed before the server listens (PGlite has one handle for both).
  let maintenance: DatabaseHandle;
  try {
    database = await openDatabase(
      config.database.kind === "postgres" ? { ...config.database, profile: "requests" } : config.database,
    );
    maintenance =
      config.database.kind === "postgres"
        ? await openDatabase({ ...config.database, poolSize: 3, profile: "maintenance" })
        : database;
  } catch (error) {
    if (error instanceof DirectoryLockedError) fail(`Cannot start: ${error.message}`);
    if (config.database.kind === "postgres")
      fail(`Cannot start: DATABASE_URL is unreachable (${(error as Error).message})`);
    throw error;
  }

  // Instances started together (a deploy, a scale-up) take turns: the first migrates and
  // seeds, the next finds the work done. One lock connection, plus the migration's and the seed's.
  const exclusively = maintenance.exclusively ?? (<T>(task: () => Promise<T>) => task());
  let seeded = false;
  try {
    await exclusively(
      async () => {
        await maintenance.migrate();
        if (config.seed.enabled && (await isDatabaseEmpty(maintenance.db))) {
          seeded = true;
          const result = await seedDemoData(maintenance.db, {
            properties: config.seed.properties,
            mediaDir: config.mediaDir,
            exampleContent: config.seed.exampleContent,
            onCommuteProgress: commuteProgressLog(logger),
          });
          // The demo accounts' passwords go to the console once, never into the logs (issue 35).
          const { demoAccounts, ...summary } = result;
          logger.info({ seed: summary }, "seeded an empty database with the demo data");
          if (demoAccounts) process.stdout.write(demoAccountsText(demoAccounts));
        } else {
          // The shipped transit feed, when new, and commutes for whatever changed since the last start.
          const commutes = await maintenance.db.transaction((tx) =>
            keepCommutesCurrent(tx, { onProgress: commuteProgressLog(logger) }),
          );
          logger.info({ commutes }, "commutes to campus are current");
        }
        await bootstrapStaffAccount(maintenance.db, config.staffAccount, logger);
      },
      () => logger.info("another instance is migrating the database: waiting for it"),
    );
    // The demo listings' photos are files on the disk of the instance that seeded: any other
    // instance on the same database renders its own copy (once; later starts find the files).
    if (!seeded && (await holdsDemoPhotos(maintenance.db))) {
      const pool = await ensurePhotoPool(config.mediaDir);
      if (pool.filesWritten > 0) logger.info({ photoPool: pool }, "rendered the demo listings' photos");
    }
  } finally {
    if (maintenance !== database) await maintenance.close();
  }

  // Without Redis each process counts abuse limits alone (the API's in-memory default).
  const redis = config.redisUrl
    ? connectRedisRateLimiter(
        config.redisUrl,
        // ioredis reports every failed reconnection; the fallback's own lines say when it matters.
        (error) => logger.debug({ err: error.message }, "redis connection error"),
        (event, error) =>
          event === "fallback"
            ? logger.warn({ err: error?.message }, "redis unavailable: abuse limits counted in this process")
            : logger.info("redis is back: abuse limits shared again"),
      )
    : undefined;
  const metrics = createMetrics({
    pool: database.poolStats,
    outbox: () => outboxBacklog(database.db, new Date()),
  });
  // One store for the API and the outbox, which reads a signed lease to attach it.
  const privateFiles = createPrivateFileStore(
    join(config.dataDir, "private"),
    await privateFilesKeyFor(config.dataDir, config.privateFilesKey),
  );
  const api = createApi({
    metrics,
    db: database.db,
    dbKind: database.kind,
    logger,
    now: () => new Date(),
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staff,
    rateLimiter: redis?.limiter,
    trustProxy: config.trustProxy,
    verificationValidMonths: config.verificationValidMonths,
    creci: config.creci,
    payments: config.payments,
    photoStorage: config.s3 ? createS3PhotoStorage(config.s3) : createLocalPhotoStorage(config.mediaDir),
    privateFiles,
  });
  // Searches are answered from the catalogue snapshot once it is read (decision 021): read it
  // now, not on the first visitor's search; until then they go to the database.
  void snapshotReady(database.db);
  // The network a listing published is routed on, built before the first one is.
  currentTransit(database.db).catch((error: unknown) =>
    logger.warn({ err: (error as Error).message }, "could not read the transit network"),
  );
  const mailer = startOutboxWorker({
    db: database.db,
    transport: config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : fileTransport(join(config.dataDir, "mail")),
    from: config.mail.from,
    files: privateFiles,
    logger,
    pollMs: config.mail.pollMs,
  });
  // Saved searches' alerts (issue 23): matched every few minutes, queued to the outbox above.
  const alerts = startAlertWorker({ db: database.db, publicUrl: config.publicUrl, logger });
  // Rental proposals unanswered for 48 hours expire (issue 35), their e-mails queued to the outbox.
  const rentalExpiry = startRentalExpiryWorker({
    db: database.db,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staff,
    logger,
    // Issue 36: the worker also releases held first payments; the company's share of released rent.
    commissionBps: config.payments.commissionBps,
  });
  // Each month's rent is charged after the month, and reminded 7, 3 and 0 days before it is due (issue 36).
  const chargeWorker = startChargeWorker({
    db: database.db,
    publicUrl: config.publicUrl,
    payments: config.payments,
    logger,
  });
  // Rental documents are deleted DOCUMENT_RETENTION_DAYS after the rental ends (LGPD).
  const documentRetention = startDocumentRetentionWorker({
    db: database.db,
    privateFiles,
    retentionDays: config.documentRetentionDays,
    logger,
  });
  const apiFetchFor = (env: unknown) => (path: string, init?: RequestInit) =>
    Promise.resolve(api.fetch(new Request(new URL(path, "http://in-process"), init), env));
  const site = { publicUrl: config.publicUrl.replace(/\/+$/, ""), creci: config.creci, mapTiles: config.mapTiles };
  const web: WebHandler = dev
    ? await createDevelopmentWebHandler(apiFetchFor, site)
    : await createProductionWebHandler(apiFetchFor, site);

  const app = createHttpApp({
    api,
    web: web.handler,
    mediaDir: config.mediaDir,
    // Uploaded photos live in the bucket; the seed's pool stays on disk and is served first.
    mediaFallbackUrl: config.s3?.publicUrl,
    clientDir: dev ? undefined : clientBuildDir,
    corsOrigins: config.corsOrigins,
    metrics: config.metricsToken ? { token: config.metricsToken, render: metrics.render } : undefined,
    mapTileUrl: config.mapTiles.url,
  });
  const listener = getRequestListener(app.fetch);
  // The requests being answered, so a stop can tell their clients not to send more on the
  // connection, and close each connection once its answer has gone.
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // Its answer sent, a kept-alive connection would stay open (and keep the process up)
      // until the client closes it: while draining, nothing more is taken on it.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    if (draining) res.setHeader("Connection", "close");
    return web.devMiddleware ? web.devMiddleware(req, res, () => listener(req, res)) : listener(req, res);
  };
  const server = createServer(handle);
  // A kept-alive connection stays open longer than clients and load balancers keep theirs idle
  // (60 s is common): otherwise the server may close one just as a client sends on it, and that
  // request fails with a reset. The header wait stays above it, as Node requires.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    {
      port,
      host: config.host,
      db: database.kind,
      mode: dev ? "development" : "production",
      ms: Math.round(performance.now() - started),
    },
    `listening on http://localhost:${port}`,
  );

  // Under the cluster primary (WEB_CONCURRENCY above 1), its word to stop is this process's
  // signal; when the terminal's Ctrl-C already reached this process too, it is not a second one.
  process.on("message", (message) => {
    if (isShutdownMessage(message) && !stopping) void stop(message.signal);
  });
  let stopping = false;
  /**
   * A rolling restart's stop: the listener closes at once (new connections go to the other
   * instances), idle kept-alive connections are closed, and every request already taken is
   * answered, with `Connection: close`, for up to the drain timeout. Only then do the e-mail
   * worker (its message under way is finished), Redis and the database pool close: nothing a
   * request acknowledged is lost, and PGlite writes its files completely.
   */
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: stopping at once");
      process.exit(1);
    }
    stopping = true;
    draining = true;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    logger.info(
      { signal, inFlight: inFlight.size, drainTimeoutMs: config.drainTimeoutMs },
      "stopping: listener closed, draining requests in flight",
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), config.drainTimeoutMs);
    });
    if (await Promise.race([closed.then(() => false), timedOut])) {
      logger.warn({ cut: inFlight.size, ms: elapsed() }, "drain timeout: closing the connections still open");
      server.closeAllConnections();
      await closed;
    } else {
      logger.info({ ms: elapsed() }, "drained: every request answered");
    }
    clearTimeout(timer);
    try {
      await web.close();
      // A run of the alerts under way finishes (its e-mails queued) before the outbox worker stops.
      await alerts.stop();
      await rentalExpiry.stop();
      await chargeWorker.stop();
      await documentRetention.stop();
      // The message being sent is finished; the rest of its batch goes back to the queue for
      // the other instances, so no message is left leased as `sending`.
      await mailer.stop();
      logger.info({ ms: elapsed() }, "e-mail worker stopped");
      await redis?.close();
      await database.close();
    } catch (error) {
      logger.error({ err: (error as Error).message, ms: elapsed() }, "stopping failed");
      process.exit(1);
    }
    logger.info({ ms: elapsed() }, "stopped: database pool closed");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** One process per core when WEB_CONCURRENCY asks (decision 020); a bad setting is main()'s to report. */
function workerCount(): number {
  try {
    return loadConfig().workers;
  } catch {
    return 1;
  }
}

if (cluster.isPrimary && !dev && workerCount() > 1) {
  runPrimary(workerCount(), createLogger(loadConfig().logLevel));
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`Cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
