import { CATALOGUE_CACHE_CONTROL } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { getUniversities } from "../../services/university-service.ts";
import { listUniversitiesRoute } from "./universities.routes.ts";

export const universitiesRouter = createRouter().openapi(listUniversitiesRoute, async (c) => {
  c.header("Cache-Control", CATALOGUE_CACHE_CONTROL);
  return c.json({ items: await getUniversities(c.var.deps.db) }, 200);
});
