import { createRouter } from "../../lib/create-router.ts";
import { getUniversities } from "../../services/university-service.ts";
import { listUniversitiesRoute } from "./universities.routes.ts";

export const universitiesRouter = createRouter().openapi(listUniversitiesRoute, async (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ items: await getUniversities(c.var.deps.db, "all", c.var.deps.now()) }, 200);
});
