import { alertSearchFilters } from "@campuslar/domain/alerts/alert-forms";
import { ALERT_CARDS_MAX, type AlertFrequency, nextAlertRun } from "@campuslar/domain/alerts/alert-rules";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { PropertySearchFilters } from "@campuslar/domain/property/property-search-query";
import { pinMoveIn } from "@campuslar/domain/property/stay";
import { normalizeStreetText } from "@campuslar/domain/search/street-types";
import { and, asc, eq, gt, inArray, isNotNull, lte, min, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { alertDeliveries, savedSearches } from "../../db/schema/alerts.ts";
import { properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { type AlertHome, alertMatchesEmail } from "../../mail/alert-emails.ts";
import { enqueueEmails, type OutgoingEmail } from "../../mail/outbox.ts";
import { type CatalogueSnapshot, snapshotReady } from "../catalogue/catalogue-snapshot.ts";
import {
  allConditions,
  keepToUniversity,
  resolveSlugs,
  searchConditions,
  universityScope,
} from "../catalogue/search-conditions.ts";
import { slotOf } from "../catalogue/snapshot-commutes.ts";
import { matcher, snapshotFilters, universityTest } from "../catalogue/snapshot-filters.ts";
import { searchQueryOf, summaryOf, universityNames } from "./alert-words.ts";

/*
 * The alerts' run (issue 23). Each run reads the candidates once (published listings published,
 * or made cheaper, since the oldest due alert last ran), then tests every due alert's filters
 * against them in memory with the search's own matcher over the catalogue snapshot (decision 021).
 * Free text is tested on the candidates' search text; a listing newer than the snapshot (or no
 * snapshot at all) is asked of SQL with the search's own conditions, restricted to the candidates. A listing goes into `alert_deliveries` before its e-mail is
 * queued, in the same transaction, so it is never sent twice to one alert; due alerts are claimed
 * with `FOR UPDATE SKIP LOCKED`, so several instances never send one alert's e-mail twice.
 */

export type AlertRunCounts = {
  /** Alerts that were due and ran. */
  alerts: number;
  /** E-mails queued (one per alert with new matches). */
  emails: number;
  /** Listings sent, summed over the e-mails. */
  homes: number;
  /** Listings new to at least the oldest due alert. */
  candidates: number;
  /** Alerts whose candidates SQL tested (listings newer than the snapshot, or no snapshot). */
  askedSql: number;
};

export type RunAlertsOptions = {
  db: Db;
  now: Date;
  publicUrl: string;
  /** Alerts claimed per transaction. */
  batchSize?: number;
  /** Told about an alert whose filters could not be run (one naming a university since removed): it matches nothing this time. */
  onError?: (alertId: string, error: unknown) => void;
};

type Candidate = {
  id: number;
  code: string;
  purpose: "rent" | "sale";
  titlePt: string;
  titleEn: string | null;
  neighbourhood: string;
  rentCents: number | null;
  salePriceCents: number | null;
  allInCents: number | null;
  /** The accent-free text a free-text search matches (search-conditions.ts). */
  searchText: string;
  /** Epoch ms; 0 when unknown. */
  published: number;
  dropped: number;
  slot: number;
};

type AlertRow = typeof savedSearches.$inferSelect;

/** Confirmed alerts whose time has come. */
const dueAt = (now: Date) => and(isNotNull(savedSearches.confirmedAt), lte(savedSearches.nextRunAt, now));

/** Published listings published or made cheaper after `since`, with the first photo of each. */
async function readCandidates(db: Db, since: Date, snapshot: CatalogueSnapshot | undefined) {
  const rows = await db
    .select({
      id: properties.id,
      code: properties.code,
      purpose: properties.purpose,
      titlePt: properties.titlePt,
      titleEn: properties.titleEn,
      neighbourhood: properties.neighbourhood,
      rentCents: properties.rentCents,
      salePriceCents: properties.salePriceCents,
      allInCents: properties.allInCents,
      searchText: properties.searchText,
      publishedAt: properties.publishedAt,
      priceDroppedAt: properties.priceDroppedAt,
    })
    .from(properties)
    .where(
      and(
        eq(properties.status, "published"),
        or(gt(properties.publishedAt, since), gt(properties.priceDroppedAt, since)),
      ),
    )
    .orderBy(asc(properties.id));
  const candidates: Candidate[] = rows.map((r) => ({
    ...r,
    published: r.publishedAt?.getTime() ?? 0,
    dropped: r.priceDroppedAt?.getTime() ?? 0,
    slot: snapshot ? slotOf(snapshot.ids, r.id) : -1,
  }));
  return candidates;
}

/** The first approved photo of each listing, by id. */
async function firstPhotos(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([propertyPhotos.propertyId], {
      propertyId: propertyPhotos.propertyId,
      storageKey: propertyPhotos.storageKey,
    })
    .from(propertyPhotos)
    .where(and(inArray(propertyPhotos.propertyId, ids), eq(propertyPhotos.approved, true)))
    .orderBy(propertyPhotos.propertyId, asc(propertyPhotos.position));
  return new Map(rows.map((r) => [r.propertyId, r.storageKey]));
}

/** The candidates among `ids` that the filters keep, asked of SQL (the search's own conditions). */
async function sqlMatches(db: Db, filters: PropertySearchFilters, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { universityId, customerId } = await resolveSlugs(db, filters);
  const select = keepToUniversity(
    db.select({ id: properties.id }).from(properties).$dynamic(),
    universityScope(universityId, filters.maxCommute),
  );
  const rows = await select.where(
    and(allConditions(searchConditions(filters, customerId)), inArray(properties.id, ids)),
  );
  return new Set(rows.map((r) => r.id));
}

/** The candidates new to one alert (after its high-water mark) that its filters keep, newest first. */
async function matchesOf(
  db: Db,
  alert: AlertRow,
  candidates: readonly Candidate[],
  snapshot: CatalogueSnapshot | undefined,
  today: string,
  counts: AlertRunCounts,
): Promise<Candidate[]> {
  const since = (alert.lastRunAt ?? alert.confirmedAt ?? alert.createdAt).getTime();
  const fresh = candidates.filter((c) => c.published > since || c.dropped > since);
  if (fresh.length === 0) return [];
  const filters = pinMoveIn(alertSearchFilters(alert.filters), today);
  // Free text, which the snapshot does not hold, is read from the candidates' own search text with
  // the SQL's meaning (every word in it); the snapshot answers the rest.
  const words = normalizeStreetText(filters.q ?? "")
    .split(" ")
    .filter(Boolean);
  const resolved = snapshot ? snapshotFilters(snapshot, { ...filters, q: undefined }) : undefined;
  const kept: Candidate[] = [];
  const askSql: number[] = [];
  if (snapshot && resolved) {
    const test = matcher(snapshot, resolved);
    const near = universityTest(snapshot, resolved);
    for (const c of fresh) {
      if (c.slot < 0) askSql.push(c.id);
      else if (
        test(c.slot) &&
        (near === undefined || near(c.slot)) &&
        words.every((word) => c.searchText.includes(word))
      )
        kept.push(c);
    }
  } else {
    for (const c of fresh) askSql.push(c.id);
  }
  if (askSql.length > 0) {
    counts.askedSql++;
    const ids = await sqlMatches(db, filters, askSql);
    for (const c of fresh) if (ids.has(c.id)) kept.push(c);
  }
  return kept.sort((a, b) => Math.max(b.published, b.dropped) - Math.max(a.published, a.dropped) || b.id - a.id);
}

/** A candidate as an e-mail's card, in the alert's language. */
const homeOf = (c: Candidate, alert: AlertRow, photos: Map<number, string>, since: number): AlertHome => ({
  code: c.code,
  purpose: c.purpose,
  title: alert.locale === "en" && c.titleEn ? c.titleEn : c.titlePt,
  neighbourhood: c.neighbourhood,
  priceCents: c.purpose === "sale" ? c.salePriceCents : c.rentCents,
  allInCents: c.allInCents,
  photoKey: photos.get(c.id) ?? null,
  priceDropped: !(c.published > since) && c.dropped > since,
});

/**
 * Runs every due alert once: one e-mail per alert with new matches, every listing at most once per
 * alert, then the alert's next time by its frequency. Returns what it did.
 */
export async function runAlerts(options: RunAlertsOptions): Promise<AlertRunCounts> {
  const { db, now, publicUrl } = options;
  const batchSize = options.batchSize ?? 500;
  const counts: AlertRunCounts = { alerts: 0, emails: 0, homes: 0, candidates: 0, askedSql: 0 };

  const [oldest] = await db
    .select({ since: min(sql<Date>`coalesce(${savedSearches.lastRunAt}, ${savedSearches.confirmedAt})`) })
    .from(savedSearches)
    .where(dueAt(now));
  if (!oldest?.since) return counts;
  const snapshot = await snapshotReady(db);
  const candidates = await readCandidates(db, new Date(oldest.since), snapshot);
  counts.candidates = candidates.length;
  const photos = await firstPhotos(
    db,
    candidates.map((c) => c.id),
  );
  const today = saoPauloDate(now);
  const nextRun = Object.fromEntries(
    (["instant", "daily", "weekly"] as const).map((f) => [f, nextAlertRun(f, now)]),
  ) as Record<AlertFrequency, Date>;

  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(savedSearches)
        .where(dueAt(now))
        .orderBy(asc(savedSearches.nextRunAt), asc(savedSearches.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;

      const matched = new Map<string, Candidate[]>();
      for (const alert of due) {
        try {
          matched.set(alert.id, await matchesOf(tx, alert, candidates, snapshot, today, counts));
        } catch (error) {
          // An unknown university (since removed) and the like: this alert's filters match nothing.
          options.onError?.(alert.id, error);
          matched.set(alert.id, []);
        }
      }
      // What each alert was sent before, among its matches: never again (a listing published
      // again, or cheaper again). Only the cards an e-mail shows count as sent: the rest are
      // counted and linked to the search, and the high-water mark keeps them from coming back.
      const matchedIds = [...new Set([...matched.values()].flatMap((homes) => homes.map((c) => c.id)))];
      const before = new Set<string>();
      for (let at = 0; at < matchedIds.length; at += 5_000) {
        const rows = await tx
          .select({ savedSearchId: alertDeliveries.savedSearchId, propertyId: alertDeliveries.propertyId })
          .from(alertDeliveries)
          .where(
            and(
              inArray(
                alertDeliveries.savedSearchId,
                due.map((a) => a.id),
              ),
              inArray(alertDeliveries.propertyId, matchedIds.slice(at, at + 5_000)),
            ),
          );
        for (const row of rows) before.add(`${row.savedSearchId}:${row.propertyId}`);
      }
      const fresh = new Map<string, Candidate[]>();
      for (const [alertId, homes] of matched) {
        const news = homes.filter((c) => !before.has(`${alertId}:${c.id}`));
        if (news.length > 0) fresh.set(alertId, news);
      }
      const pairs = [...fresh].flatMap(([savedSearchId, homes]) =>
        homes.slice(0, ALERT_CARDS_MAX).map((home) => ({ savedSearchId, propertyId: home.id, sentAt: now })),
      );
      // Inserted first, in the e-mail's transaction: a card another writer recorded meanwhile is left out.
      const taken = new Set<string>();
      for (let at = 0; at < pairs.length; at += 5_000) {
        const rows = await tx
          .insert(alertDeliveries)
          .values(pairs.slice(at, at + 5_000))
          .onConflictDoNothing()
          .returning({ savedSearchId: alertDeliveries.savedSearchId, propertyId: alertDeliveries.propertyId });
        for (const row of rows) taken.add(`${row.savedSearchId}:${row.propertyId}`);
      }
      for (const [alertId, homes] of fresh) {
        const shown = homes.slice(0, ALERT_CARDS_MAX).filter((c) => taken.has(`${alertId}:${c.id}`));
        const rest = homes.slice(ALERT_CARDS_MAX);
        if (shown.length === 0) fresh.delete(alertId);
        else fresh.set(alertId, [...shown, ...rest]);
      }

      const mailed: string[] = [];
      const emails: OutgoingEmail[] = [];
      const names =
        fresh.size === 0
          ? new Map<string, string>()
          : await universityNames(
              tx,
              due.map((a) => a.filters),
            );
      for (const alert of due) {
        const news = fresh.get(alert.id);
        if (!news) continue;
        const since = (alert.lastRunAt ?? alert.confirmedAt ?? alert.createdAt).getTime();
        const homes = news.map((c) => homeOf(c, alert, photos, since));
        emails.push(
          alertMatchesEmail(
            {
              email: alert.email,
              locale: alert.locale,
              name: alert.name,
              summary: summaryOf(alert.filters, alert.locale, names),
              search: searchQueryOf(alert.filters),
              purpose: alert.filters.purpose === "sale" ? "sale" : "rent",
              unsubscribeToken: alert.unsubscribeToken,
            },
            homes,
            publicUrl,
          ),
        );
        mailed.push(alert.id);
        counts.emails++;
        counts.homes += homes.length;
      }

      await enqueueEmails(tx, emails);
      await tx
        .update(savedSearches)
        .set({
          lastRunAt: now,
          nextRunAt: sql`case ${savedSearches.frequency} when 'instant' then ${nextRun.instant.toISOString()}::timestamptz when 'daily' then ${nextRun.daily.toISOString()}::timestamptz else ${nextRun.weekly.toISOString()}::timestamptz end`,
        })
        .where(
          inArray(
            savedSearches.id,
            due.map((a) => a.id),
          ),
        );
      if (mailed.length > 0) {
        await tx.update(savedSearches).set({ lastSentAt: now }).where(inArray(savedSearches.id, mailed));
      }
      counts.alerts += due.length;
      return due.length;
    });
    if (claimed < batchSize) break;
  }
  return counts;
}
