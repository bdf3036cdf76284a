import type { Locale } from "@campuslar/domain/i18n/locales";
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, PHOTOS_PER_LISTING } from "@campuslar/domain/listing/listing-form";
import {
  isListingMessageKey,
  type ListingMessageKey,
  listingMessage,
} from "@campuslar/domain/listing/listing-messages";

/** The address parameter that carries a refused upload's message key back to the form (no JavaScript). */
export const PHOTO_ERROR_PARAM = "fotoErro";

/** Where the listing form's photo actions post (a resource route; the same path in both languages). */
export const photosActionPath = (code: string) => `/meus-imoveis/${encodeURIComponent(code)}/fotos`;

/**
 * A quick check in the browser, before a byte is sent, with the same limits the API enforces:
 * what the file claims to be and its size. The API decides by the content.
 */
export function photoPrecheck(file: File, photosSoFar: number): ListingMessageKey | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return "listing.photo.type";
  if (file.size > PHOTO_MAX_BYTES) return "listing.photo.tooLarge";
  if (photosSoFar >= PHOTOS_PER_LISTING) return "listing.photo.tooMany";
  return null;
}

/** The message a refused upload's key names, in the page's language; anything else is no message. */
export function photoErrorText(key: string | null, locale: Locale, unavailable: string): string | undefined {
  if (!key) return undefined;
  return isListingMessageKey(key) ? listingMessage(key, locale) : unavailable;
}

/** The ids in a new order: one moved by `step` places (clamped), or moved to the front (the cover). */
export function reorderedIds(ids: readonly number[], id: number, move: "earlier" | "later" | "cover"): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const to = move === "cover" ? 0 : Math.max(0, Math.min(rest.length, from + (move === "earlier" ? -1 : 1)));
  rest.splice(to, 0, id);
  return rest;
}
