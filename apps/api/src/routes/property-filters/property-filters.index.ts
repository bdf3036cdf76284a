import { catalogueJson } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { getPropertyFilters } from "../../services/catalogue/property-filters.ts";
import { propertyFiltersRoute } from "./property-filters.routes.ts";

export const propertyFiltersRouter = createRouter().openapi(propertyFiltersRoute, async (c) => {
  const filters = c.req.valid("query");
  const answer = await getPropertyFilters(c.var.deps.db, filters);
  return catalogueJson(c, answer);
});
