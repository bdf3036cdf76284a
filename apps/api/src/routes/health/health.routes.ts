import { createRoute, z } from "@hono/zod-openapi";

export const HealthSchema = z
  .object({ status: z.enum(["ok", "error"]), db: z.enum(["pglite", "postgres"]) })
  .openapi("Health");

export const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Liveness and database reachability",
  responses: {
    200: { content: { "application/json": { schema: HealthSchema } }, description: "Serving, database reachable" },
    503: { content: { "application/json": { schema: HealthSchema } }, description: "Database unreachable" },
  },
});
