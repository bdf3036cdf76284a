import type { University } from "@campuslar/domain/university/university-dto";
import { useMatches } from "react-router";

/**
 * The universities a search page already loads for its filters, handed to the top bar's search
 * box through the page's loader data, so the box suggests them (FGV, USP, PUC) as soon as two
 * letters are typed without asking the API. Only what the box shows and matches is sent.
 */
export type PageUniversity = Pick<University, "slug" | "shortName" | "names" | "neighbourhood" | "nearbyListings">;

/** The loader data field the box reads; a page without it leaves the box to the API's answer. */
export type WithPageUniversities = { pageUniversities: PageUniversity[] };

export function pageUniversities(universities: readonly University[] | null): PageUniversity[] {
  return (universities ?? []).map(({ slug, shortName, names, neighbourhood, nearbyListings }) => ({
    slug,
    shortName,
    names,
    neighbourhood,
    nearbyListings,
  }));
}

/** The universities the current page's loaders gave, or none. */
export function usePageUniversities(): readonly PageUniversity[] {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as Partial<WithPageUniversities> | undefined;
    if (Array.isArray(data?.pageUniversities)) return data.pageUniversities;
  }
  return NONE;
}

const NONE: readonly PageUniversity[] = [];
