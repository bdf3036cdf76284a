/**
 * Favourites' limits, kept apart from their schemas so the browser can read them without
 * loading the schema library.
 */

/** A user keeps at most this many favourites; one more is refused (409) until one is removed. */
export const FAVORITES_MAX = 100;

/**
 * A visitor's favourites live in the browser and are looked up by code, at most this many at
 * once (`GET /v2/properties/lookup`); the browser keeps no more than this.
 */
export const LOOKUP_MAX_CODES = 50;
