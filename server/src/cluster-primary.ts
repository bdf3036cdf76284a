import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** What the primary tells a worker: drain and stop, as a signal would (main.ts). */
export type ShutdownMessage = { type: "shutdown"; signal: NodeJS.Signals };

export const isShutdownMessage = (message: unknown): message is ShutdownMessage =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === "shutdown";

/** A worker that dies while serving is replaced after this pause, so a crash loop cannot spin. */
const REPLACE_AFTER_MS = 1_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes (decision 020). It serves nothing itself:
 * it starts the workers, which share the port (Node hands connections to them in turn), and
 * replaces one that dies while serving. On SIGTERM or SIGINT it asks every worker to drain, as
 * a single server does on a signal, and exits once all have: 0 when every one stopped cleanly.
 * A worker that fails before it listens (bad settings, no database) stops the whole server, since
 * the others would fail the same way.
 */
export function runPrimary(count: number, logger: Logger): void {
  let stopping: { exitCode: number } | undefined;
  const serving = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => serving.add(worker));
    worker.once("exit", (code, signal) => {
      const pid = worker.process.pid;
      if (stopping) {
        if (code !== 0) stopping.exitCode = 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping.exitCode);
        return;
      }
      if (!serving.has(worker)) {
        logger.error({ pid, code, signal }, "a server process could not start: stopping the others");
        stop("SIGTERM", code || 1);
        return;
      }
      logger.error({ pid, code, signal }, "a server process died: starting another");
      setTimeout(() => {
        if (!stopping) fork();
      }, REPLACE_AFTER_MS);
    });
  };

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: stopping every server process at once");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }
    stopping = { exitCode };
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    const message: ShutdownMessage = { type: "shutdown", signal };
    for (const worker of workers) if (worker.isConnected()) worker.send(message);
  };

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, `starting ${count} server processes`);
}
