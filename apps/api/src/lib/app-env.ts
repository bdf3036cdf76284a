import type { Logger } from "pino";
import type { Db, DbKind } from "../db/client.ts";
import type { users } from "../db/schema/users.ts";
import type { PhotoStorage } from "../services/photos/photo-storage.ts";
import type { Metrics } from "./metrics.ts";
import type { RateLimiter } from "./rate-limit.ts";

type UserRow = typeof users.$inferSelect;

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
  /** Request counts and latencies, limit refusals (`/metrics`); none in most tests. */
  metrics?: Metrics;
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
