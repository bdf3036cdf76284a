import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";

/*
 * The link to a listing's proposal page (issue 35), shared by the listing page and the interest
 * form's thank-you page. An interest asks what a proposal asks about the stay, under the same
 * names, so the thank-you page carries the student's answers in the query string and the
 * proposal page starts from them.
 */

/** The fields an interest hands over to a proposal, by their shared names. */
export const PROPOSAL_PREFILL_FIELDS = [
  "moveDate",
  "stayPeriodMonths",
  "proposalValue",
  "roomNumber",
  "warrantyType",
] as const;

/** The proposal page of `code`, prefilled with `values` when given (empty ones are left out). */
export function proposalHref(
  locale: Locale,
  code: string,
  values: Readonly<Record<string, string | undefined>> = {},
): string {
  const query = new URLSearchParams();
  for (const field of PROPOSAL_PREFILL_FIELDS) {
    const value = values[field]?.trim();
    if (value) query.set(field, value);
  }
  const path = href("rentalPropose", locale, { code });
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The prefilled values a proposal page's address carries (what `proposalHref` put there). */
export function proposalPrefill(search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of PROPOSAL_PREFILL_FIELDS) {
    const value = search.get(field);
    if (value) values[field] = value.slice(0, 40);
  }
  return values;
}
