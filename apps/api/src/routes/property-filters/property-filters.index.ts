import { CATALOGUE_CACHE_CONTROL } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { getPropertyFilters } from "../../services/catalogue/property-filters.ts";
import { propertyFiltersRoute } from "./property-filters.routes.ts";

export const propertyFiltersRouter = createRouter().openapi(propertyFiltersRoute, async (c) => {
  const filters = c.req.valid("query");
  const answer = await getPropertyFilters(c.var.deps.db, filters);
  c.header("Cache-Control", CATALOGUE_CACHE_CONTROL);
  return c.json(answer, 200);
});
