/**
 * The browser-storage key that remembers the cookie notice was dismissed: the notice
 * (apps/web features/shell/cookie-notice.tsx) reads and writes it, the privacy policy names it,
 * and the browser tests set it so the notice does not cover the pages they look at.
 */
export const COOKIE_NOTICE_STORAGE_KEY = "campuslar:cookie-notice";
