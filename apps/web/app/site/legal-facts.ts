/** The date the terms of use and the privacy policy were last changed: shown at the top of both. */
export const LEGAL_UPDATED = "2026-11-25";

/**
 * The session cookie's name, as the privacy policy names it. session/session.server.ts sets it
 * (server-only code the page cannot import); legal-facts.test.ts checks the two agree.
 */
export const SESSION_COOKIE_NAME = "campuslar_session";

/**
 * The browser-storage key that remembers the cookie notice was dismissed, as the policy names it
 * and as the notice (features/shell/cookie-notice.tsx) reads and writes it.
 */
export const COOKIE_NOTICE_STORAGE_KEY = "campuslar:cookie-notice";
