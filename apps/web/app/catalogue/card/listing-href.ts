import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { href } from "@campuslar/domain/routes/route-table";

/**
 * A listing's page, from a list about a university: with `?university=`, so the page states its
 * distance to that university.
 */
export function listingHref(
  listing: Pick<PropertyListItem, "code" | "purpose">,
  locale: Locale,
  university?: string,
): string {
  const page = href(listing.purpose === "sale" ? "propertySale" : "property", locale, { code: listing.code });
  return university ? `${page}?university=${encodeURIComponent(university)}` : page;
}
