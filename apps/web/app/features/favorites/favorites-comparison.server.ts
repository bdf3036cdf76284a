import type { Locale } from "@campuslar/domain/i18n/locales";
import { type PropertyDetail, PropertyDetailSchema } from "@campuslar/domain/property/property-dto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { loadUniversities } from "../../api/universities.server.ts";

type Context = Readonly<RouterContextProvider>;

/** What the comparison needs of a listing beyond its card: the monthly costs besides the rent. */
export type ComparisonCosts = Pick<PropertyDetail, "condoFee" | "iptu" | "billsIncluded" | "billEstimates">;

/** A university the visitor can measure from, named in the page's language. */
export type ComparisonUniversity = {
  slug: string;
  shortName: string;
  name: string;
  location: { lat: number; lng: number };
};

export type ComparisonData = {
  costs: Record<string, ComparisonCosts>;
  universities: ComparisonUniversity[];
};

/**
 * The comparison's facts for the favourites shown: each listing's costs (its own page's data)
 * and the universities to measure from. A listing whose costs could not be read shows them as
 * unknown rather than failing the page.
 */
export async function loadComparison(
  context: Context,
  codes: readonly string[],
  locale: Locale,
): Promise<ComparisonData> {
  const [details, universities] = await Promise.all([
    Promise.all(codes.map((code) => loadCosts(context, code, locale))),
    loadUniversities(context),
  ]);
  const costs: Record<string, ComparisonCosts> = {};
  for (const [index, code] of codes.entries()) {
    const found = details[index];
    if (found) costs[code] = found;
  }
  return {
    costs,
    universities: (universities ?? []).map((university) => ({
      slug: university.slug,
      shortName: university.shortName,
      name: university.names[locale],
      location: university.location,
    })),
  };
}

async function loadCosts(context: Context, code: string, locale: Locale): Promise<ComparisonCosts | null> {
  try {
    const response = await context.get(apiContext)(`/v2/properties/${encodeURIComponent(code)}?lang=${locale}`);
    if (!response.ok) return null;
    const parsed = PropertyDetailSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    const { condoFee, iptu, billsIncluded, billEstimates } = parsed.data;
    return { condoFee, iptu, billsIncluded, billEstimates };
  } catch (error) {
    console.error(`Could not load the costs of ${code}`, error);
    return null;
  }
}
