import { sql } from "drizzle-orm";
import { createRouter } from "../../lib/create-router.ts";
import { getHealth } from "./health.routes.ts";

export const healthRouter = createRouter().openapi(getHealth, async (c) => {
  const { db, dbKind } = c.var.deps;
  try {
    await db.execute(sql`select 1`);
    return c.json({ status: "ok" as const, db: dbKind }, 200);
  } catch (error) {
    c.var.log.error({ err: error }, "health: database unreachable");
    return c.json({ status: "error" as const, db: dbKind }, 503);
  }
});
