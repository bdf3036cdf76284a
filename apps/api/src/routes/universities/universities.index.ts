import { createRouter } from "../../lib/create-router.ts";
import { listUniversities } from "../../services/university-service.ts";
import { listUniversitiesRoute } from "./universities.routes.ts";

export const universitiesRouter = createRouter().openapi(listUniversitiesRoute, async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json({ items: await listUniversities(c.var.deps.db) }, 200);
});
