/**
 * Spec §7: the web sends a page-view event 250 ms after each route change. Kept apart from the
 * event's schema so the browser bundle can read it without the schema library.
 */
export const PAGE_VIEW_DELAY_MS = 250;
