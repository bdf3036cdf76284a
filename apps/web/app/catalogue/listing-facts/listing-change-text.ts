import { LISTING_MONEY_FIELDS, type ListingFormField } from "@campuslar/domain/listing/listing-form";
import { formatBRL } from "@campuslar/domain/money/money";
import type { MessageKey, Translate } from "../../i18n/t.ts";
import "./listing-labels-messages.ts";
import "./listing-facts-messages.ts";
import "./listing-field-messages.ts";

/*
 * A changed field of a listing in words (decision 017): its name as the owner's form labels it,
 * and its values as the site writes them, for the owner's notice and the staff's review.
 */

/** The form's label without its "(optional)" aside: a name in a list of changes. */
export function changeFieldLabel(t: Translate, field: ListingFormField): string {
  const key = (field === "amenities" ? "owner.change.field.amenities" : `owner.field.${field}`) as MessageKey;
  return t(key).replace(/\s*\([^)]*\)$/, "");
}

const ITEM_KEYS: Partial<Record<ListingFormField, string>> = {
  amenities: "listing.amenity",
  inRoomItems: "listing.inRoom",
  includedBills: "listing.bills",
  type: "accommodation.type",
  advertisedUnit: "owner.field.advertisedUnit",
  genderPreference: "owner.field.genderPreference",
  cancellationPolicy: "owner.field.cancellationPolicy",
};

/** A value as a reader wants it: money as reais, choices by their names, yes or no. */
export function changeValueText(
  t: Translate,
  field: ListingFormField,
  value: unknown,
  words: { empty: string; yes: string; no: string },
): string {
  // No maximum stay is a choice of its own, not a field left empty.
  if (field === "maxStayMonths" && (value === null || value === undefined || value === ""))
    return t("owner.field.maxStayMonths.none");
  if (value === null || value === undefined || value === "") return words.empty;
  const itemKey = ITEM_KEYS[field];
  const name = (item: string) => (itemKey ? t(`${itemKey}.${item}` as MessageKey) : item);
  if (Array.isArray(value))
    return value.length === 0 ? words.empty : value.map((item) => name(String(item))).join(", ");
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (LISTING_MONEY_FIELDS.includes(field) && typeof value === "number") return formatBRL(value);
  if (field === "minContractMonths" || field === "maxStayMonths")
    return t("owner.field.minContractMonths.option", { months: Number(value) });
  return name(String(value));
}
