import { ALERT_TICK_MS } from "@campuslar/domain/alerts/alert-rules";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { runAlerts } from "./alert-runner.ts";
import { purgeUnconfirmedAlerts } from "./alert-service.ts";

export type AlertWorker = {
  /** Stops ticking and waits for the run under way, if any. */
  stop(): Promise<void>;
};

/**
 * Runs the due alerts every `ALERT_TICK_MS` (the delay of an `instant` alert), beside the outbox
 * worker that delivers what they queue. Each run claims its alerts with `FOR UPDATE SKIP LOCKED`,
 * so every instance may run one. Visitors' alerts never confirmed are purged on the way.
 */
export function startAlertWorker(options: {
  db: Db;
  publicUrl: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  now?: () => Date;
  tickMs?: number;
}): AlertWorker {
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? ALERT_TICK_MS;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const at = now();
        const counts = await runAlerts({
          db: options.db,
          now: at,
          publicUrl: options.publicUrl,
          onError: (alertId, error) =>
            options.logger.warn({ alertId, err: (error as Error).message }, "alert filters could not run"),
        });
        const purged = await purgeUnconfirmedAlerts(options.db, at);
        if (counts.alerts > 0 || purged > 0) options.logger.info({ ...counts, purged }, "alerts ran");
      } catch (error) {
        options.logger.error({ err: (error as Error).message }, "alerts run failed");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  // The first run soon after start, not a whole tick later.
  const first = setTimeout(tick, Math.min(tickMs, 30_000));
  first.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
