import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import type { AccommodationType } from "@campuslar/domain/property/property-enums";
import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import type { University } from "@campuslar/domain/university/university-dto";

/**
 * What the home page needs of the API's answers, and nothing more: the page's data travels
 * inside its HTML for hydration, so a landing page keeps it small.
 */

export type HomeUniversity = {
  slug: string;
  shortName: string;
  /** The full name in the visitor's language. */
  name: string;
  neighbourhood: string;
  isPartner: boolean;
  nearbyListings: number;
};

export type NamedCount = { name: string; count: number };

export type HomeCatalogue = {
  /** Published rent listings. */
  total: number;
  /** Every neighbourhood with listings, the busiest first (the hero's select). */
  neighbourhoods: NamedCount[];
  types: { type: AccommodationType; count: number }[];
};

/** How many neighbourhoods "students also looked at" shows. */
export const RECOMMENDED_NEIGHBOURHOODS = 8;

export function homeUniversities(items: readonly University[], locale: Locale): HomeUniversity[] {
  return items.map((u) => ({
    slug: u.slug,
    shortName: u.shortName,
    name: u.names[locale],
    neighbourhood: u.neighbourhood,
    isPartner: u.isPartner,
    nearbyListings: u.nearbyListings,
  }));
}

export function homeCatalogue(filters: PropertyFilters): HomeCatalogue {
  return {
    total: filters.total,
    neighbourhoods: filters.neighbourhoods.filter((n) => n.count > 0),
    types: filters.types.filter((t) => t.count > 0).toSorted((a, b) => b.count - a.count),
  };
}

/** The search page's address for one neighbourhood or one type of home. */
export function searchQuery(params: Record<string, string>): string {
  return `?${new URLSearchParams(params)}`;
}

/**
 * A price inside a sentence: `R$ 150,00` as the domain writes it, held on one line (a no-break
 * space in place of the space, which looks the same) so "R$" never ends a line alone.
 */
export function inlinePrice(reais: number): string {
  return formatBRL(reais).replace(" ", "\u00a0");
}
