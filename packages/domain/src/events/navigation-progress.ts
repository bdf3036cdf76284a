/**
 * Spec §7: the route-change progress bar runs 5000 ms. The bar creeps over this time towards
 * its end while the next page loads, then waits there until the page arrives.
 */
export const NAVIGATION_PROGRESS_MS = 5000;
