import { createRoute, z } from "@hono/zod-openapi";
import { jsonResponse } from "../../lib/openapi-responses.ts";

export const HealthSchema = z
  .object({ status: z.enum(["ok", "error"]), db: z.enum(["pglite", "postgres"]) })
  .openapi("Health");

export const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Liveness and database reachability",
  responses: {
    200: jsonResponse(HealthSchema, "Serving, database reachable"),
    503: jsonResponse(HealthSchema, "Database unreachable"),
  },
});
