/**
 * The API's public face: what the server (its start-up, CLIs and slow tests), the demo seed and
 * the benchmarks use. Everything else under src/ is the API's own and may change freely: the
 * package exports only this file (and `testing.ts`, for tests), and `npm run check` refuses a
 * deep import (.dependency-cruiser.cjs, biome.json).
 *
 * What it offers: creating the API and what it is given (logger, metrics, abuse limits, photo
 * storage); opening, locking and migrating the database; the work a running server does beside
 * answering requests (the e-mail outbox, alerts, the catalogue snapshot, commutes, the staff
 * account, the demo photos' check); the tables and tools the demo seed writes with and the slow
 * tests read; and the catalogue's two reads the benchmarks explain.
 */

export { createApi } from "./app.ts";
/** The demo seed hashes the demo owner's and student's passwords, drawn at seed time (issue 35). */
export { hashPassword } from "./auth/password.ts";
export { bulkInsert } from "./db/bulk-insert.ts";
export {
  createPgliteClient,
  type DatabaseHandle,
  type DatabaseTarget,
  type Db,
  type DbKind,
  openDatabase,
  wrapPglite,
} from "./db/client.ts";
export { acquireDirectoryLock, DirectoryLockedError } from "./db/directory-lock.ts";
export { executeRows } from "./db/execute-rows.ts";
export { codeMigrationCount } from "./db/migration-count.ts";
export { type CityNeighbourhood, NEIGHBOURHOODS } from "./db/reference/neighbourhoods.ts";
export { savedSearches } from "./db/schema/alerts.ts";
export {
  customers,
  properties,
  propertyPhotos,
  propertyUniversities,
  rooms,
  universities,
} from "./db/schema/catalogue.ts";
export { pressMentions, testimonials } from "./db/schema/content.ts";
/** The whole schema as one object, for a Drizzle client built outside the API (the benchmarks' recording one). */
export * as schema from "./db/schema/index.ts";
export { conciergeSignups } from "./db/schema/leads.ts";
export { emailOutbox, pageViews } from "./db/schema/platform.ts";
/** The seed writes the demo campuses' access connections (decision 032). */
export { universityAccessConnections } from "./db/schema/transit.ts";
export { users } from "./db/schema/users.ts";
export type { AppEnv } from "./lib/app-env.ts";
export { jsonBodyLimit, MAX_JSON_BODY_BYTES } from "./lib/body-rules.ts";
export { createLogger } from "./lib/logger.ts";
export { createMetrics } from "./lib/metrics.ts";
/** The server's configuration builds the payments' (issue 36): the demo company when it states none. */
export { DEMO_PAYMENTS_CONFIG, type PaymentsConfig } from "./lib/payments-config.ts";
export { createPrivateFileStore, privateFilesKeyFor } from "./lib/private-files.ts";
export { connectRedisRateLimiter } from "./lib/rate-limit.ts";
export { outboxBacklog } from "./mail/outbox-backlog.ts";
export { startOutboxWorker } from "./mail/outbox-worker.ts";
export { fileTransport, smtpTransport } from "./mail/transports.ts";
export { ensureStaffAccount } from "./services/admin/staff-account.ts";
export { runAlerts } from "./services/alerts/alert-runner.ts";
export { startAlertWorker } from "./services/alerts/alert-worker.ts";
export { snapshotReady } from "./services/catalogue/catalogue-snapshot.ts";
export { getProperty } from "./services/catalogue/get-property.ts";
export { searchProperties } from "./services/catalogue/search-properties.ts";
export { keepCommutesCurrent } from "./services/commute/commute-maintenance.ts";
export { type CommuteProgress, recomputeCommutes, storeListingCommutes } from "./services/commute/store-commutes.ts";
export { currentTransit } from "./services/commute/transit-store.ts";
/** The server: charges each month's rent after the month and sends its reminders (issue 36). */
export { startChargeWorker } from "./services/payments/charges/charge-worker.ts";
/** The statement-import benchmark reads generated bank statements (issue 36). */
export { parseStatement } from "./services/payments/statements/parse-statement.ts";
/** For bench/statement-import: the whole import of a statement into a database. */
export { importStatement, sha256Of } from "./services/payments/statements/statement-import.ts";
export { holdsDemoPhotos } from "./services/photos/demo-photos.ts";
export { createLocalPhotoStorage } from "./services/photos/photo-storage.ts";
export { createS3PhotoStorage } from "./services/photos/s3-photo-storage.ts";
/** Account export and deletion (issue 35): a student's documents, metadata out, files erased. */
export { documentsForExport, eraseDocumentsOf } from "./services/rentals/documents/document-retention.ts";
/** The server: deletes rental documents `DOCUMENT_RETENTION_DAYS` after the rental ends (issue 35, LGPD). */
export { startDocumentRetentionWorker } from "./services/rentals/documents/document-retention-worker.ts";
/** The server: expires rental proposals unanswered for 48 hours (issue 35). */
export { startRentalExpiryWorker } from "./services/rentals/rental-expiry-worker.ts";
