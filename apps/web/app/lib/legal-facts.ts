/** The date the terms of use and the privacy policy were last changed: shown at the top of both. */
export const LEGAL_UPDATED = "2026-11-25";

/**
 * The session cookie's name, as the privacy policy names it. lib/session.server.ts sets it
 * (server-only code the page cannot import); legal-facts.test.ts checks the two agree.
 */
export const SESSION_COOKIE_NAME = "campuslar_session";

/**
 * The browser-storage key that remembers the cookie notice was dismissed, as the policy names it.
 * components/cookie-notice.tsx uses it (a lazily loaded chunk the legal pages should not pull in);
 * legal-facts.test.ts checks the two agree.
 */
export const COOKIE_NOTICE_STORAGE_KEY = "campuslar:cookie-notice";
