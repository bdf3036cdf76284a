import { catalogueJson } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { getUniversities } from "../../services/university-service.ts";
import { listUniversitiesRoute } from "./universities.routes.ts";

export const universitiesRouter = createRouter().openapi(listUniversitiesRoute, async (c) => {
  return catalogueJson(c, { items: await getUniversities(c.var.deps.db) });
});
