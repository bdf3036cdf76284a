import { createRouter } from "../../lib/create-router.ts";
import { FILTERS_MAX_AGE_MS, getPropertyFilters } from "../../services/catalogue/property-filters.ts";
import { propertyFiltersRoute } from "./property-filters.routes.ts";

export const propertyFiltersRouter = createRouter().openapi(propertyFiltersRoute, async (c) => {
  const { purpose } = c.req.valid("query");
  const { db, now } = c.var.deps;
  // Browsers and proxies may keep the answer as long as the server does.
  c.header("Cache-Control", `public, max-age=${FILTERS_MAX_AGE_MS / 1000}`);
  return c.json(await getPropertyFilters(db, purpose, now()), 200);
});
