import type { PropertyListItem } from "@campuslar/domain/property/property-dto";

/** What the page of a listing that is not there shows (issue 34.15). */
export type ListingGoneData = {
  listingGone: true;
  code: string;
  /** 410: it was published and has been removed; 404: no listing ever had this code. */
  status: 404 | 410;
  /** The removed listing's neighbourhood and type; null for an unknown code. */
  removed: { purpose: "rent" | "sale"; type: PropertyListItem["type"]; neighbourhood: string } | null;
  /** Up to four homes like it nearby (the same neighbourhood and type, then the neighbourhood), else the newest. */
  similar: PropertyListItem[];
  /** The search those homes come from, to see them all. */
  searchQuery: string;
};

export function isListingGone(value: unknown): value is ListingGoneData {
  return typeof value === "object" && value !== null && (value as { listingGone?: unknown }).listingGone === true;
}
