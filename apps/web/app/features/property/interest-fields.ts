/**
 * The fields of the listing page's forms (no schema here: this module reaches the browser).
 * The names are the API's (`POST /v2/property/interest`), so the server passes them on as they are.
 */
export const INTEREST_FIELDS = [
  "name",
  "phone",
  "phoneCountry",
  "email",
  "isStudent",
  "foundVia",
  "moveDate",
  "stayPeriodMonths",
  "roomNumber",
  "warrantyType",
  "proposalValue",
  "comments",
  "contactMethod",
] as const;

/**
 * A sale listing's contact form asks only what fits a purchase; the offer and the visit date
 * are optional. The names are the API's (`POST /v2/property/purchase-interest`).
 */
export const SALE_FIELDS = [
  "name",
  "phone",
  "phoneCountry",
  "email",
  "isStudent",
  "foundVia",
  "offerValue",
  "visitDate",
  "message",
  "contactMethod",
] as const;

/** A refused submission's messages: one per field, and one for the whole form. */
export type InterestErrors = { fields: Record<string, string>; form?: string };

/** What the visitor typed, by field name. */
export type InterestValues = Record<string, string>;
