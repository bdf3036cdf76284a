/*
 * Issue 34.10: most owners' rentals in the demo take visits, so students meet the feature. Each
 * chosen listing takes visits in person in one of a few weekly patterns of the São Paulo day
 * (one window a day at most, as an owner's form starts with). Chosen from the listing's code
 * alone, so the generated listings are the same as without visits and a re-seed gives the same
 * hours.
 */

/** A weekly window: `weekday` 0 = Sunday, minutes of the São Paulo day. */
export type SeedVisitWindow = { weekday: number; startMinute: number; endMinute: number };

/** About this share of the rentals get weekly hours; the rest take no visits through the site. */
export const VISIT_HOURS_SHARE = 0.8;

const h = (hour: number) => hour * 60;

const PATTERNS: readonly SeedVisitWindow[][] = [
  // Weekday evenings and Saturday morning.
  [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, startMinute: h(18), endMinute: h(20) }))
    .concat([{ weekday: 6, startMinute: h(10), endMinute: h(13) }]),
  // Lunchtimes twice a week and a Saturday morning.
  [
    { weekday: 2, startMinute: h(12), endMinute: h(14) },
    { weekday: 4, startMinute: h(17), endMinute: h(19) },
    { weekday: 6, startMinute: h(9), endMinute: h(12) },
  ],
  // Mornings on alternate weekdays and a Saturday afternoon.
  [
    { weekday: 1, startMinute: h(9), endMinute: h(11) },
    { weekday: 3, startMinute: h(9), endMinute: h(11) },
    { weekday: 5, startMinute: h(9), endMinute: h(11) },
    { weekday: 6, startMinute: h(14), endMinute: h(17) },
  ],
  // A staffed residence: every day but Sunday, office hours.
  [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: h(10), endMinute: h(18) })),
];

/** A small, stable hash of a listing's code (FNV-1a). */
function hashOf(code: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i += 1) {
    hash ^= code.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The weekly hours a demo listing takes visits in, or null when it takes none (sales, and a fifth of rentals). */
export function seedVisitHours(listing: { code: string; purpose?: "rent" | "sale" }): SeedVisitWindow[] | null {
  if (listing.purpose !== "rent") return null;
  const hash = hashOf(listing.code);
  if ((hash % 100) / 100 >= VISIT_HOURS_SHARE) return null;
  return PATTERNS[Math.floor(hash / 100) % PATTERNS.length] ?? null;
}
