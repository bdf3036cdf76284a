import type { Locale } from "@campuslar/domain/i18n/locales";
import { ListingGoneBodySchema } from "@campuslar/domain/property/listing-gone";
import { type PropertyListItem, PropertyListSchema } from "@campuslar/domain/property/property-dto";
import { data, isRouteErrorResponse, type RouterContextProvider } from "react-router";
import { loadApiData } from "../../api/api-data.server.ts";
import type { ListingGoneData } from "./listing-gone-data.ts";

const SIMILAR = 4;

/**
 * The status and data of what a loader helper threw: `data(…, { status })` (a
 * DataWithResponseInit until the router turns it into an error response) or an error response.
 */
function thrownAnswer(error: unknown): { status: number; data: unknown } | null {
  if (isRouteErrorResponse(error)) return { status: error.status, data: error.data };
  if (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit") {
    const { data: body, init } = error as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data: body };
  }
  return null;
}

/**
 * Turns the API's 404 or 410 for a listing into the page's, carrying a search and similar homes
 * nearby; anything else is thrown on unchanged. The status stays: 404 for an unknown code, 410
 * for a removed listing, so search engines drop it.
 */
export async function listingGone(
  context: Readonly<RouterContextProvider>,
  error: unknown,
  code: string,
  locale: Locale,
): Promise<never> {
  const thrown = thrownAnswer(error);
  if (thrown?.status !== 404) throw error;
  // The API's 410 reaches here as a 404 carrying what the listing was (api-data.server.ts).
  const gone = ListingGoneBodySchema.safeParse(thrown.data);
  const removed = gone.success ? gone.data.removed : null;
  const status = removed ? 410 : 404;
  const queries: Record<string, string>[] = removed
    ? [
        { purpose: removed.purpose, neighbourhood: removed.neighbourhood, type: removed.type },
        { purpose: removed.purpose, neighbourhood: removed.neighbourhood },
        { purpose: removed.purpose },
      ]
    : [{ purpose: "rent" }];
  let similar: PropertyListItem[] = [];
  let searchQuery = "";
  for (const query of queries) {
    const params = new URLSearchParams(query);
    try {
      const list = await loadApiData(
        context,
        `/v2/properties?${params}&lang=${locale}&pageSize=${SIMILAR}`,
        PropertyListSchema,
      );
      similar = list.items.filter((item) => item.code !== code).slice(0, SIMILAR);
    } catch {
      // No suggestions is still a useful page: the search box stays.
      similar = [];
    }
    searchQuery = params.toString();
    if (similar.length > 0) break;
  }
  const body: ListingGoneData = {
    listingGone: true,
    code,
    status,
    removed,
    similar,
    searchQuery: searchQuery === "purpose=rent" ? "" : searchQuery,
  };
  throw data(body, { status });
}
