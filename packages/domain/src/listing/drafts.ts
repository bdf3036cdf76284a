import type { ListingStatus } from "../property/property-enums.ts";
import { DEFAULT_LISTING_CITY, DEFAULT_LISTING_STATE, type ListingForm } from "./listing-form.ts";

/** The fields the form fills in before the owner types anything (São Paulo, SP). */
const PREFILLED: Partial<Record<keyof ListingForm, unknown>> = {
  city: DEFAULT_LISTING_CITY,
  state: DEFAULT_LISTING_STATE,
};

/**
 * A form with nothing the owner typed: every field empty, or the city and state the form starts
 * with. Such a draft is one a click on "List a place" left behind; it is reused, never piled up.
 */
export function isBlankListingForm(form: ListingForm): boolean {
  return Object.entries(form).every(([name, value]) => {
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return true;
    return PREFILLED[name as keyof ListingForm] === value;
  });
}

type DraftLike = { status: ListingStatus; submittedAt: string | null; updatedAt: string };

/**
 * The listing "List a place" opens again instead of starting another: the owner's most recently
 * saved draft that was never sent for review (one staff sent back was sent, and has its own card
 * with the reason). Null when there is none, and the form starts blank.
 */
export function resumableDraft<T extends DraftLike>(listings: readonly T[]): T | null {
  let newest: T | null = null;
  for (const listing of listings) {
    if (listing.status !== "draft" || listing.submittedAt !== null) continue;
    if (!newest || listing.updatedAt > newest.updatedAt) newest = listing;
  }
  return newest;
}

/**
 * An owner may delete a listing students have not seen: a draft, or one waiting for review
 * (deleting it withdraws it). A published or archived one has a public history (links, requests
 * received) that staff keep; the owner asks staff to take it down.
 */
export const OWNER_DELETABLE_STATUSES = ["draft", "pending"] as const satisfies readonly ListingStatus[];

export const mayOwnerDelete = (status: ListingStatus): boolean =>
  (OWNER_DELETABLE_STATUSES as readonly ListingStatus[]).includes(status);
