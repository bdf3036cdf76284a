import { sql } from "drizzle-orm";
import { createRouter } from "../../lib/create-router.ts";
import { getHealth, getLiveness } from "./health.routes.ts";

/** The database must answer `select 1` within this, or health says it is down (issue 17). */
export const HEALTH_DB_TIMEOUT_MS = 900;

/** Resolves true when `check` succeeds within `ms`; a failure or a hang is false. */
async function answersWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRouter = createRouter()
  .openapi(getHealth, async (c) => {
    const { db, dbKind, rateLimiter } = c.var.deps;
    const database = (await answersWithin(() => db.execute(sql`select 1`), HEALTH_DB_TIMEOUT_MS)) ? "ok" : "down";
    const redis = rateLimiter?.state ? (rateLimiter.state() === "ok" ? "ok" : "down") : "none";
    const checks = { database, redis } as const;
    if (database === "down") {
      c.var.log.error({ checks }, "health: database unreachable");
      return c.json({ status: "error" as const, db: dbKind, checks }, 503);
    }
    return c.json({ status: redis === "down" ? ("degraded" as const) : ("ok" as const), db: dbKind, checks }, 200);
  })
  .openapi(getLiveness, (c) => c.json({ status: "ok" as const }, 200));
