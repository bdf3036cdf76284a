import { type PropertyList, PropertyListSchema } from "@campuslar/domain/property/property-dto";
import { DEFAULT_PAGE_SIZE } from "@campuslar/domain/property/property-search-query";
import { data, type RouterContextProvider } from "react-router";
import { loadApiData } from "../../api/api-data.server.ts";

/** Listings per page of `/venda`: the catalogue's page, three rows of the wide grid. */
export const SALE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The page number of `?pagina=`: missing is 1; anything else but a whole number from 1 is a 404. */
export function salePageNumber(raw: string | null): number {
  if (raw === null || raw === "") return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** One page of the sale listings, newest first; a page past the last is a 404. */
export async function loadSaleListings(
  context: Readonly<RouterContextProvider>,
  page: number,
  locale: string,
): Promise<PropertyList> {
  const list = await loadApiData(
    context,
    `/v2/properties?purpose=sale&order=recent&page=${page}&pageSize=${SALE_PAGE_SIZE}&lang=${locale}`,
    PropertyListSchema,
  );
  if (page > 1 && page > list.totalPages) throw data(null, { status: 404 });
  return list;
}
