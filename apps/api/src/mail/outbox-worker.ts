import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import type { PrivateFileStore } from "../lib/private-files.ts";
import { forgottenWhenDone } from "./account-emails.ts";
import type { MailTransport } from "./transports.ts";

/** After this many attempts a message is marked `failed` and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/**
 * How long a claimed message stays `sending` before another worker may take it again. It only
 * matters when a process dies mid-delivery; it is far longer than the SMTP timeouts, so a slow
 * but live delivery is never sent twice.
 */
export const SENDING_LEASE_MS = 10 * 60_000;

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Where attached private files are read from (a signed lease); without it, an e-mail with attachments waits. */
  files?: Pick<PrivateFileStore, "read">;
  now?: () => Date;
  pollMs?: number;
  batchSize?: number;
};

export type OutboxWorker = {
  /**
   * Stops polling and waits for the message being sent; the rest of its batch goes back to
   * the queue, due at once, for another instance.
   */
  stop(): Promise<void>;
  /** Delivers everything due now, batch after batch; resolves with how many were sent. */
  drain(): Promise<number>;
};

/** Delay before the next attempt once `attempts` attempts have failed: 1 min, 2, 4 … capped at 1 h. */
export const backoffMs = (attempts: number) => Math.min(BASE_BACKOFF_MS * 2 ** attempts, MAX_BACKOFF_MS);

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 20;

  /**
   * Takes due messages and leases them in one statement. `FOR UPDATE SKIP LOCKED` lets several
   * server instances poll one PostgreSQL without waiting on or double-sending each other's rows;
   * on PGlite (one connection) it is simply a no-op. A `sending` row whose lease ran out belongs
   * to a process that died: it is due again. The attempt is counted at claim time so that a
   * message that keeps killing its worker still runs out of attempts.
   */
  async function claim(at: Date) {
    await db
      .update(emailOutbox)
      .set({ status: "failed", lastError: "delivery interrupted too many times" })
      .where(
        and(
          eq(emailOutbox.status, "sending"),
          lte(emailOutbox.sendAfter, at),
          sql`${emailOutbox.attempts} >= ${MAX_ATTEMPTS}`,
        ),
      );
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ["pending", "sending"]), lte(emailOutbox.sendAfter, at)))
      .orderBy(asc(emailOutbox.sendAfter), asc(emailOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        sendAfter: new Date(at.getTime() + SENDING_LEASE_MS),
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The row's attachments, read through the private store at sending time (the outbox keeps only their keys). */
  async function attachmentsOf(row: Awaited<ReturnType<typeof claim>>[number]) {
    if (!row.attachments?.length) return undefined;
    const files = options.files;
    if (!files) throw new Error("no private file store to read attachments from");
    return Promise.all(
      row.attachments.map(async (a) => ({
        filename: a.fileName,
        contentType: a.contentType,
        content: Buffer.from(await files.read(a.storageKey)),
      })),
    );
  }

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    const log = { emailId: row.id, template: row.template, attempt: row.attempts };
    try {
      const attachments = await attachmentsOf(row);
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        headers: row.headers ?? undefined,
        calendar: row.calendar ?? undefined,
        attachments,
        id: row.id,
        template: row.template,
      });
    } catch (error) {
      // Only the message: an SMTP error never carries the body, but a stack or the whole
      // error object could drag the message (and its reset link) into the log.
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: failed ? "failed" : "pending",
          ...(failed ? forgottenWhenDone(row.template) : {}),
          lastError: message,
          sendAfter: new Date(now().getTime() + backoffMs(row.attempts)),
        })
        .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
      if (failed) logger.error({ ...log, error: message }, "e-mail failed for good");
      else logger.warn({ ...log, error: message }, "e-mail delivery failed, will retry");
      return false;
    }
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now(), lastError: null, ...forgottenWhenDone(row.template) })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
    logger.info(log, "e-mail sent");
    return true;
  }

  /**
   * Gives claimed messages back, due at once and with their attempt uncounted, so another
   * instance sends them now rather than when their lease runs out.
   */
  async function release(ids: number[]) {
    if (ids.length === 0) return;
    await db
      .update(emailOutbox)
      .set({ status: "pending", attempts: sql`${emailOutbox.attempts} - 1`, sendAfter: now() })
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, "sending")));
    logger.info({ emails: ids.length }, "e-mails handed back to the queue on stop");
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim(now());
      if (rows.length === 0) return sent;
      for (const [index, row] of rows.entries()) {
        // On stop, the message under way is finished and the rest of the batch released.
        if (stopped) {
          await release(rows.slice(index).map((r) => r.id));
          return sent;
        }
        if (await deliver(row)) sent++;
      }
      if (stopped) return sent;
    }
  }

  // Polling and drain() share one chain so that one worker never runs two batches at once.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = (task: () => Promise<number>): Promise<number> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      exclusive(runOnce)
        .catch((error: unknown) => {
          logger.error({ error: error instanceof Error ? error.message : String(error) }, "e-mail outbox poll failed");
        })
        .finally(schedule);
    }, pollMs);
    // The worker alone never keeps the process alive; the HTTP server does.
    timer.unref();
  };
  schedule();

  return {
    drain: () => exclusive(runOnce),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
      await transport.close?.();
    },
  };
}
