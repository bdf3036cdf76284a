import type { Logger } from "pino";
import type { Db } from "../../../db/client.ts";
import type { PrivateFileStore } from "../../../lib/private-files.ts";
import { DEFAULT_DOCUMENT_RETENTION_DAYS, purgeExpiredDocuments } from "./document-retention.ts";

/*
 * Runs the documents' retention (LGPD) beside the other workers: once at start, then every hour.
 * Retention is counted in days, so an hour late changes nothing; a run that fails is logged and
 * the next one takes the same rows again.
 */

export const DOCUMENT_RETENTION_TICK_MS = 60 * 60 * 1000;

export type DocumentRetentionWorker = { stop(): Promise<void> };

export function startDocumentRetentionWorker(options: {
  db: Db;
  privateFiles: PrivateFileStore;
  logger: Pick<Logger, "info" | "error">;
  retentionDays?: number;
  now?: () => Date;
  tickMs?: number;
}): DocumentRetentionWorker {
  const now = options.now ?? (() => new Date());
  const days = options.retentionDays ?? DEFAULT_DOCUMENT_RETENTION_DAYS;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const deleted = await purgeExpiredDocuments(options.db, options.privateFiles, now(), days);
        if (deleted > 0) options.logger.info({ deleted }, "rental documents deleted after retention");
      } catch (error) {
        options.logger.error({ err: (error as Error).message }, "document retention run failed");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, options.tickMs ?? DOCUMENT_RETENTION_TICK_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
