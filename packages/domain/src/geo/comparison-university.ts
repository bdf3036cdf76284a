type NearbyOf = { nearbyUniversities: readonly { slug: string; distanceM: number }[] };

/**
 * The university a side-by-side comparison measures from first: the one within walking reach
 * of the most listings compared (all of them, ideally), then the one with the shortest total
 * walk. When none is near any of them, the first of `slugs` (the order the visitor sees).
 */
export function comparisonUniversity(listings: readonly NearbyOf[], slugs: readonly string[]): string | null {
  let best: { slug: string; near: number; total: number } | null = null;
  for (const slug of slugs) {
    let near = 0;
    let total = 0;
    for (const listing of listings) {
      const found = listing.nearbyUniversities.find((university) => university.slug === slug);
      if (!found) continue;
      near += 1;
      total += found.distanceM;
    }
    if (near === 0) continue;
    if (!best || near > best.near || (near === best.near && total < best.total)) best = { slug, near, total };
  }
  return best?.slug ?? slugs[0] ?? null;
}
