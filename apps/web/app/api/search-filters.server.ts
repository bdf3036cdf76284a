import { type PropertyFilters, PropertyFiltersSchema } from "@campuslar/domain/property/property-filters-dto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "./api-context.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The filter options, each counted as the search would answer with it chosen beside the
 * visitor's other filters (the checked query's filters, without paging and order). The list is
 * what the screen is for: when the options cannot be had, the page still shows the list with
 * the filters that need no options.
 */
export async function loadSearchFilters(
  context: Context,
  query = new URLSearchParams(),
): Promise<PropertyFilters | null> {
  const params = new URLSearchParams(query);
  params.delete("order");
  params.delete("page");
  params.set("purpose", "rent");
  try {
    const response = await context.get(apiContext)(`/v2/properties/filters?${params}`);
    if (!response.ok) {
      console.warn(`GET /v2/properties/filters answered ${response.status}`);
      return null;
    }
    return PropertyFiltersSchema.parse(await response.json());
  } catch (error) {
    console.error("Could not load the search filters", error);
    return null;
  }
}
