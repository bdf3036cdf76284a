import { createHash } from "node:crypto";
import {
  type AdminTransit,
  FEED_PROBLEMS_SHOWN,
  feedProblemText,
  feedUploadMessage,
  NETWORK_DATE_FIELD,
  NETWORK_DATE_PATTERN,
  type TransitFeedLoad,
} from "@campuslar/domain/commute/transit-feed";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { transitFeedLoads } from "../../db/schema/transit-feed-loads.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { readGtfsFeed } from "./gtfs-feed.ts";
import { checkGtfsFeed } from "./gtfs-feed-check.ts";
import { recomputeCommutes, storeMissingCommutes } from "./store-commutes.ts";
import { fromStoredFeed, toStoredFeed } from "./stored-feed.ts";
import {
  currentNetworkFacts,
  currentTransit,
  type Executor,
  lockCommuteRewrites,
  storeParsedNetwork,
} from "./transit-store.ts";

/*
 * A newer GTFS feed uploaded by staff (issue 34, decision 033): checked, queued, then loaded by a
 * server in the background. The new network and every commute computed on it are written in one
 * transaction, so the old network serves until the new one is complete and then gives way at
 * once; a failure rolls it all back and leaves the load `failed` with its reason.
 */

/** A feed refused for what is in it: the problems by file and line, in the uploader's language. */
export class FeedProblemsError extends HttpError {
  constructor(
    message: string,
    readonly problems: string[],
    readonly count: number,
  ) {
    super("unprocessable", message, { feed: message });
  }
}

export type FeedUpload = { bytes: Uint8Array; fileName: string; networkDate: string | null; uploadedBy: string };

/** Checks an upload and queues its load; throws the refusal (400, 409, 422) in the uploader's language. */
export async function queueFeedLoad(db: Db, upload: FeedUpload, locale: Locale): Promise<TransitFeedLoad> {
  const entered = upload.networkDate?.trim() || null;
  if (entered !== null && !NETWORK_DATE_PATTERN.test(entered)) {
    throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], {
      [NETWORK_DATE_FIELD]: feedUploadMessage("transit.date.invalid", locale),
    });
  }
  const check = checkGtfsFeed(upload.bytes);
  if (check.count > 0) {
    throw new FeedProblemsError(
      feedUploadMessage("transit.feed.invalid", locale, check.count),
      check.problems.slice(0, FEED_PROBLEMS_SHOWN).map((problem) => feedProblemText(problem, locale)),
      check.count,
    );
  }
  const networkDate = entered ?? check.networkDate;
  if (networkDate === null) {
    throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], {
      [NETWORK_DATE_FIELD]: feedUploadMessage("transit.date.required", locale),
    });
  }
  await assertNoLoadUnderWay(db, locale);
  const feed = readGtfsFeed(upload.bytes, { shapes: true });
  try {
    const [row] = await db
      .insert(transitFeedLoads)
      .values({
        fileName: upload.fileName.slice(0, 200),
        feedSha256: createHash("sha256").update(upload.bytes).digest("hex"),
        networkDate,
        feed: toStoredFeed(feed),
        uploadedBy: upload.uploadedBy,
      })
      .returning();
    if (!row) throw new Error("the feed load was not stored");
    return toLoad(row);
  } catch (error) {
    // Another upload queued between the check and the insert (the one-active index).
    if (isUniqueViolation(error)) busy(locale);
    throw error;
  }
}

/** A load running this long was left by a server that stopped: its transaction rolled back. */
const STALE_AFTER = sql`interval '30 minutes'`;

async function assertNoLoadUnderWay(db: Db, locale: Locale): Promise<void> {
  await db
    .update(transitFeedLoads)
    .set({ status: "failed", error: "The server stopped while loading the feed", feed: null, finishedAt: sql`now()` })
    .where(and(eq(transitFeedLoads.status, "running"), sql`${transitFeedLoads.startedAt} < now() - ${STALE_AFTER}`));
  const [active] = await db
    .select({ id: transitFeedLoads.id })
    .from(transitFeedLoads)
    .where(sql`${transitFeedLoads.status} in ('queued', 'running')`)
    .limit(1);
  if (active) busy(locale);
}

/** Whether a load is recomputing commutes now (it holds the commute rewrite lock until done). */
export async function feedLoadRunning(db: Executor): Promise<boolean> {
  const [running] = await db
    .select({ id: transitFeedLoads.id })
    .from(transitFeedLoads)
    .where(and(eq(transitFeedLoads.status, "running"), sql`${transitFeedLoads.startedAt} >= now() - ${STALE_AFTER}`))
    .limit(1);
  return running !== undefined;
}

const busy = (locale: Locale): never => {
  throw new HttpError("conflict", feedUploadMessage("transit.load.busy", locale));
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
};

/** The current network and the latest loads, for the backoffice page. */
export async function adminTransit(db: Db): Promise<AdminTransit> {
  const [current, rows] = await Promise.all([
    currentNetworkFacts(db),
    db.select(loadColumns).from(transitFeedLoads).orderBy(desc(transitFeedLoads.id)).limit(5),
  ]);
  return {
    current: current && {
      networkDate: current.networkDate,
      loadedAt: current.loadedAt.toISOString(),
      uploaded: rows.some((row) => row.networkId === current.id && row.status === "done"),
    },
    loads: rows.map(toLoad),
  };
}

/** Every column but the feed. */
const loadColumns = {
  id: transitFeedLoads.id,
  status: transitFeedLoads.status,
  fileName: transitFeedLoads.fileName,
  networkDate: transitFeedLoads.networkDate,
  done: transitFeedLoads.done,
  total: transitFeedLoads.total,
  error: transitFeedLoads.error,
  networkId: transitFeedLoads.networkId,
  createdAt: transitFeedLoads.createdAt,
  startedAt: transitFeedLoads.startedAt,
  finishedAt: transitFeedLoads.finishedAt,
};

type LoadRow = { [K in keyof typeof loadColumns]: (typeof transitFeedLoads.$inferSelect)[K] };

const toLoad = (row: LoadRow): TransitFeedLoad => ({
  id: row.id,
  status: row.status,
  fileName: row.fileName,
  networkDate: row.networkDate,
  done: row.done,
  total: row.total,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Progress is written at most this often (and at the start and the end). */
const PROGRESS_EVERY_MS = 500;

/**
 * Runs the queued loads one after another until none is left. Each is claimed with one
 * `UPDATE … WHERE status = 'queued' RETURNING`, so when several servers run this at once each
 * load is taken by one of them. Never throws: a failure is written on the load.
 */
export async function runQueuedFeedLoads(db: Db, log: Pick<Logger, "info" | "error">): Promise<void> {
  for (;;) {
    const claimed = await claimQueuedLoad(db);
    if (!claimed) return;
    await runLoad(db, claimed, log);
  }
}

type ClaimedLoad = { id: number; feedSha256: string; networkDate: string; feed: unknown };

async function claimQueuedLoad(db: Db): Promise<ClaimedLoad | null> {
  const [row] = await db
    .update(transitFeedLoads)
    .set({ status: "running", startedAt: sql`now()` })
    .where(eq(transitFeedLoads.status, "queued"))
    .returning({
      id: transitFeedLoads.id,
      feedSha256: transitFeedLoads.feedSha256,
      networkDate: transitFeedLoads.networkDate,
      feed: transitFeedLoads.feed,
    });
  return row ?? null;
}

async function runLoad(db: Db, load: ClaimedLoad, log: Pick<Logger, "info" | "error">): Promise<void> {
  const started = performance.now();
  const running = and(eq(transitFeedLoads.id, load.id), eq(transitFeedLoads.status, "running"));
  // Written outside the transaction, so the backoffice sees it move; a write still pending when
  // the load ends finds it no longer running and changes nothing.
  let written = 0;
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (done > 0 && done < total && now - written < PROGRESS_EVERY_MS) return;
    written = now;
    db.update(transitFeedLoads)
      .set({ done, total })
      .where(running)
      .catch(() => {});
  };
  try {
    const feed = fromStoredFeed(load.feed);
    const networkId = await db.transaction(async (tx) => {
      await lockCommuteRewrites(tx);
      const transit = await storeParsedNetwork(tx, load.feedSha256, feed, load.networkDate);
      const stored = await recomputeCommutes(tx, transit, { onProgress: progress });
      await tx
        .update(transitFeedLoads)
        .set({
          status: "done",
          networkId: transit.id,
          done: stored.listings,
          total: stored.listings,
          feed: null,
          finishedAt: sql`now()`,
        })
        .where(running);
      return transit.id;
    });
    log.info({ load: load.id, networkId, ms: Math.round(performance.now() - started) }, "transit feed loaded");
    // Listings published while the load ran were routed on the old network, and their rows replaced.
    await db.transaction(async (tx) => {
      await lockCommuteRewrites(tx);
      const transit = await currentTransit(tx);
      if (transit?.id === networkId) await storeMissingCommutes(tx, transit);
    });
  } catch (error) {
    log.error({ err: error, load: load.id }, "transit feed load failed");
    await db
      .update(transitFeedLoads)
      .set({
        status: "failed",
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        feed: null,
        finishedAt: sql`now()`,
      })
      .where(running)
      .catch(() => {});
  }
}
