import type { Logger } from "pino";
import type { Db, DbKind } from "../db/db-types.ts";
import type { users } from "../db/schema/users.ts";
import type { PhotoStorage } from "../services/photos/photo-storage.ts";
import type { Metrics } from "./metrics.ts";
import type { PaymentsConfig } from "./payments-config.ts";
import type { PrivateFileStore } from "./private-files.ts";

// The request environment and the API's dependencies, with the types they need. This module
// holds types only and imports nothing that imports it back: the middleware and helpers that
// use `AppEnv` (rate-limit.ts, client-ip.ts, ...) import it, never the other way round.

type UserRow = typeof users.$inferSelect;

export type RateLimitResult = {
  allowed: boolean;
  /** Hits left in the current window (0 once the limit is reached). */
  remaining: number;
  /** Whole seconds until the window resets; what `Retry-After` says. */
  retryAfterS: number;
};

/**
 * Counts hits per key in fixed windows. `now` is epoch milliseconds; the in-memory limiter
 * takes it from the API's clock so tests can move time, the Redis one lets Redis expire keys.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<RateLimitResult>;
  /** The count in `key`'s current window without adding to it (0 when none is open). */
  peek(key: string, now: number): Promise<{ count: number; retryAfterS: number }>;
  /** For `/v2/health`: `degraded` while a shared limiter's store is out and this process counts alone. */
  state?: () => "ok" | "degraded";
}

/** What the API needs from the outside world, passed in so tests can supply their own. */
export type ApiDeps = {
  db: Db;
  dbKind: DbKind;
  logger: Logger;
  /** The clock, injectable so expiry and ordering can be tested. */
  now: () => Date;
  /** Public origin of the site, for links in e-mails (`PUBLIC_URL`). */
  publicUrl: string;
  /** Abuse-limit counters: shared through Redis when `REDIS_URL` is set; in this process otherwise. */
  rateLimiter?: RateLimiter;
  /** Where new leads are announced (`STAFF_EMAIL`); none, no announcement. */
  staffEmail?: string;
  /** Read the client's address from `X-Forwarded-For` (`TRUST_PROXY`): only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Where listing photos are written: `DATA_DIR/media` on disk, or an S3-compatible bucket. */
  photoStorage: PhotoStorage;
  /** Documents and leases, encrypted (issue 35): `DATA_DIR/private` under `PRIVATE_FILES_KEY`. */
  privateFiles: PrivateFileStore;
  /** How many months a listing's verification holds (`VERIFICATION_VALID_MONTHS`, 6 by default). */
  verificationValidMonths?: number;
  /** The company's real-estate registry (`COMPANY_CRECI`) for the housing letter; none: a demo placeholder. */
  creci?: string | null;
  /** Request counts and latencies, limit refusals (`/metrics`); none in most tests. */
  metrics?: Metrics;
  /** How students pay and owners are paid (issue 36); absent: the demo company's details (`lib/payments-config.ts`). */
  payments?: PaymentsConfig;
};

/** The logged-in user of a request, set by `requireUser`. */
export type AuthState = { user: UserRow; sessionId: string };

export type AppEnv = {
  Variables: {
    deps: ApiDeps;
    requestId: string;
    log: Logger;
    auth: AuthState;
  };
};
