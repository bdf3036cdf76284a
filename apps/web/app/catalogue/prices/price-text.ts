import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { t } from "../../i18n/t.ts";
import "./price-messages.ts";

/**
 * A listing's price as people read it: the sale price, or the monthly rent with its scope
 * (spec §3: the whole apartment, or per room). Currency is always `R$ 1.234,56`.
 */
export function priceText(
  locale: Locale,
  property: Pick<PropertyListItem, "purpose" | "salePrice" | "rentAmount" | "priceScope">,
): string {
  if (property.purpose === "sale") return formatBRL(property.salePrice ?? 0);
  return t(locale, property.priceScope === "room" ? "property.price.perRoom" : "property.price.whole", {
    price: formatBRL(property.rentAmount),
  });
}

/**
 * The all-in monthly cost worth saying beside a rental's rent (issue 22): null for a sale, a
 * rental without one, or when it is the rent alone (nothing on top to warn about).
 */
export function allInShown(property: Pick<PropertyListItem, "purpose" | "rentAmount" | "allInMonthly">): number | null {
  if (property.purpose !== "rent" || property.allInMonthly === null) return null;
  return property.allInMonthly === property.rentAmount ? null : property.allInMonthly;
}
