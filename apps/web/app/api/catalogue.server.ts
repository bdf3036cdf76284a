import type { Locale } from "@campuslar/domain/i18n/locales";
import { type PropertyDetail, PropertyDetailSchema, PropertyListSchema } from "@campuslar/domain/property/property-dto";
import { PropertySearchFiltersSchema } from "@campuslar/domain/property/property-search-query";
import { type University, UniversityListSchema } from "@campuslar/domain/university/university-dto";
import { data, type RouterContextProvider } from "react-router";
import { loadApiData } from "./api-data.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * One listing in the visitor's language; the API's 404 is the page's. With `university` (the
 * search's `?university=`), that university's commute comes first; a value that is not a slug
 * is left out, so a mangled link still shows the listing.
 */
export function loadProperty(
  context: Context,
  code: string,
  locale: Locale,
  university?: string | null,
): Promise<PropertyDetail> {
  const params = new URLSearchParams({ lang: locale });
  if (university && PropertySearchFiltersSchema.shape.university.safeParse(university).success) {
    params.set("university", university);
  }
  return loadApiData(context, `/v2/properties/${encodeURIComponent(code)}?${params}`, PropertyDetailSchema);
}

/** A university by its slug; an unknown slug is a 404. */
export async function loadUniversity(context: Context, slug: string): Promise<University> {
  const { items } = await loadApiData(context, "/v2/properties/universities", UniversityListSchema);
  const university = items.find((item) => item.slug === slug);
  if (!university) throw data(null, { status: 404 });
  return university;
}

/** A sponsoring customer by slug, known by its published listings; none is a 404. */
export async function loadCustomer(context: Context, slug: string): Promise<{ slug: string; name: string }> {
  const list = await loadApiData(
    context,
    `/v2/properties?customer=${encodeURIComponent(slug)}&pageSize=1`,
    PropertyListSchema,
  );
  const customer = list.items[0]?.customer;
  if (!customer) throw data(null, { status: 404 });
  return customer;
}
