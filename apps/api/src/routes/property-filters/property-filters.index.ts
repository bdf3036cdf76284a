import { createRouter } from "../../lib/create-router.ts";
import { FILTERS_MAX_AGE_MS, getPropertyFilters } from "../../services/catalogue/property-filters.ts";
import { TOTAL_MAX_AGE_MS } from "../../services/catalogue/search-properties.ts";
import { propertyFiltersRoute } from "./property-filters.routes.ts";

export const propertyFiltersRouter = createRouter().openapi(propertyFiltersRoute, async (c) => {
  const filters = c.req.valid("query");
  const { db, now } = c.var.deps;
  const answer = await getPropertyFilters(db, filters, now());
  // Browsers and proxies may keep the answer as long as the server does.
  const { purpose, ...chosen } = filters;
  const unfiltered = Object.values(chosen).every((value) => value === undefined);
  c.header("Cache-Control", `public, max-age=${(unfiltered ? FILTERS_MAX_AGE_MS : TOTAL_MAX_AGE_MS) / 1000}`);
  return c.json(answer, 200);
});
