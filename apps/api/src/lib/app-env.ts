import type { Logger } from "pino";
import type { Db, DbKind } from "../db/client.ts";

/** What the API needs from the outside world, passed in so tests can supply their own. */
export type ApiDeps = {
  db: Db;
  dbKind: DbKind;
  logger: Logger;
  /** The clock, injectable so expiry and ordering can be tested. */
  now: () => Date;
};

export type AppEnv = {
  Variables: {
    deps: ApiDeps;
    requestId: string;
    log: Logger;
  };
};
