import { createRoute, z } from "@hono/zod-openapi";
import { jsonResponse } from "../../lib/openapi-responses.ts";

export const HealthSchema = z
  .object({
    /** `ok`; `degraded` while Redis is out (limits counted per process); `error` while the database is. */
    status: z.enum(["ok", "degraded", "error"]),
    db: z.enum(["pglite", "postgres"]),
    checks: z.object({
      database: z.enum(["ok", "down"]),
      /** `none` when no Redis is configured (each process counts its own limits by design). */
      redis: z.enum(["ok", "down", "none"]),
    }),
  })
  .openapi("Health");

export const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Readiness: can this instance serve (database reachable within a second)",
  description:
    "Answers within about a second whatever the database does: 503 while it cannot be reached " +
    "or does not answer, 200 with `degraded` while Redis is out (requests are served; abuse " +
    "limits are counted by each process alone).",
  responses: {
    200: jsonResponse(HealthSchema, "Serving (Redis may be degraded)"),
    503: jsonResponse(HealthSchema, "Database unreachable"),
  },
});

export const LivenessSchema = z.object({ status: z.literal("ok") }).openapi("Liveness");

export const getLiveness = createRoute({
  method: "get",
  path: "/health/live",
  tags: ["Operations"],
  summary: "Liveness: the process answers (touches no database)",
  description:
    "For an orchestrator's liveness probe: stays 200 during a database outage, so a healthy " +
    "process is not restarted for a problem a restart cannot fix.",
  responses: { 200: jsonResponse(LivenessSchema, "The process answers") },
});
